import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { emailOtpEmail, signupConfirmationEmail } from "../../worker/services/email/templates";
import { get, ORIGIN } from "./helpers";

interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

const LINK = `${ORIGIN}/auth/v1/verify?token=tok-1&type=signup&redirect_to=${encodeURIComponent(`${ORIGIN}/auth`)}`;

beforeAll(async () => {
  const insert = (to: string, mail: { subject: string; text: string; html: string }, at: string) =>
    env.DB.prepare(
      `INSERT INTO email_outbox (id, "to", subject, text, html, status, created_at) VALUES (?, ?, ?, ?, ?, 'sent', ?)`,
    ).bind(crypto.randomUUID(), to, mail.subject, mail.text, mail.html, at);
  await env.DB.batch([
    insert("ana@example.com", signupConfirmationEmail({ origin: ORIGIN, link: LINK }), "2026-11-22T10:00:00.000Z"),
    insert("ben@example.com", emailOtpEmail({ origin: ORIGIN, code: "042917" }), "2026-11-22T10:05:00.000Z"),
    insert(
      "Ana@Example.com",
      { subject: "<b>Bold</b> & co", text: "plain", html: "<p onclick=\"alert('x')\">hi</p>" },
      "2026-11-22T10:10:00.000Z",
    ),
  ]);
});

async function json(path: string, init?: RequestInit): Promise<Message[]> {
  const res = await get(path, init);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return (await res.json()) as Message[];
}

describe("GET /dev/mailbox (DEV_MAILBOX on)", () => {
  it("answers JSON newest first when asked with Accept: application/json", async () => {
    const messages = await json("/dev/mailbox", { headers: { Accept: "application/json" } });
    expect(messages.map((m) => [m.to, m.created_at])).toEqual([
      ["Ana@Example.com", "2026-11-22T10:10:00.000Z"],
      ["ben@example.com", "2026-11-22T10:05:00.000Z"],
      ["ana@example.com", "2026-11-22T10:00:00.000Z"],
    ]);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual(["created_at", "html", "subject", "text", "to"]);
    const otp = messages[1];
    expect(otp?.subject).toBe("Your Untrodden sign-in code: 042917");
    expect(otp?.text).toContain("042917");
  });

  it("answers JSON with ?format=json, and filters by recipient ignoring case", async () => {
    const messages = await json("/dev/mailbox?format=json&to=ANA@example.com");
    expect(messages.map((m) => m.to)).toEqual(["Ana@Example.com", "ana@example.com"]);
    expect(messages[1]?.text).toContain(LINK);
    expect(await json("/dev/mailbox?format=json&to=nobody@example.com")).toEqual([]);
  });

  it("shows a page titled Dev mailbox with each message's recipient, subject, time and clickable links", async () => {
    const res = await get("/dev/mailbox", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    expect(page).toContain("<title>Dev mailbox</title>");
    expect(page).toContain("3 messages");
    expect(page).toContain("<dd>ben@example.com</dd>");
    expect(page).toContain("Your Untrodden sign-in code: 042917");
    expect(page).toContain('<time datetime="2026-11-22T10:05:00.000Z">2026-11-22 10:05:00 UTC</time>');
    // The confirmation link is a real link on the page itself.
    expect(page).toContain(`<a href="${LINK.replace(/&/g, "&amp;")}">`);
    // Newest first on the page too.
    expect(page.indexOf("ben@example.com")).toBeLessThan(page.indexOf("<dd>ana@example.com</dd>"));
  });

  it("shows each message's HTML only inside a sandboxed frame, and escapes everything else", async () => {
    const page = await (await get("/dev/mailbox?format=html")).text();
    expect(page).toContain('<h2 id="message-0">&lt;b&gt;Bold&lt;/b&gt; &amp; co</h2>');
    expect(page).not.toContain("<p onclick");
    const frames = [...page.matchAll(/<iframe [^>]*>/g)].map((m) => m[0]);
    expect(frames).toHaveLength(3);
    for (const frame of frames) {
      expect(frame).toContain(
        'sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"',
      );
      expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    }
    // Links inside a frame open in the mailbox's tab.
    expect(frames[2]).toContain("&lt;base target=&quot;_top&quot;&gt;");
  });

  it("says so when a recipient has no mail", async () => {
    const page = await (await get("/dev/mailbox?to=nobody@example.com")).text();
    expect(page).toContain("0 messages to nobody@example.com");
    expect(page).toContain("No messages yet.");
  });
});

describe("GET /dev/mailbox (DEV_MAILBOX off)", () => {
  async function fetchWith(devMailbox: string | undefined, path: string, accept: string) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}${path}`, { headers: { Accept: accept } }),
      { ...env, DEV_MAILBOX: devMailbox },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  it.each([
    ["unset", undefined],
    ["off", "off"],
  ])("is an unknown path when the setting is %s: 404 and no mail shown", async (_case, value) => {
    for (const accept of ["application/json", "text/html"]) {
      const res = await fetchWith(value, "/dev/mailbox", accept);
      const unknown = await fetchWith(value, "/dev/no-such-page", accept);
      expect(res.status).toBe(404);
      expect(res.status).toBe(unknown.status);
      const body = await res.text();
      expect(body).not.toContain("042917");
      expect(body).not.toContain("Dev mailbox");
    }
  });
});

describe("the local tools where the site's origin is public (DEV_MAILBOX left on in production by mistake)", () => {
  it("neither publish anyone's mail nor run the crons: /dev/mailbox and /dev/cron answer 404", async () => {
    const site = "https://untrodden.travel";
    const calls: [string, RequestInit][] = [
      ["/dev/mailbox?format=json", { headers: { Accept: "application/json" } }],
      ["/dev/cron", { method: "POST", body: JSON.stringify({ bookings: [] }) }],
    ];
    for (const [path, init] of calls) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`${site}${path}`, init), { ...env, PUBLIC_ORIGIN: site }, ctx);
      await waitOnExecutionContext(ctx);
      const body = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(body).not.toContain("042917");
    }
  });
});
