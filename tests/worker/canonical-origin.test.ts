import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { insertConfirmedUser, latestMail, linkIn, uniqueEmail } from "./auth-client";
import { readHead } from "./head";
import { ORIGIN, seedSmall, workerFetch } from "./helpers";

// Every absolute URL comes from the configured origin (PUBLIC_ORIGIN, here https://untrodden.test). A request that
// arrives for another host (a forged Host header, a second domain) never changes a link it causes.

const FORGED = "https://attacker.example";

const forged = (path: string, init?: RequestInit) => workerFetch(new Request(`${FORGED}${path}`, init));

beforeAll(async () => {
  await seedSmall();
});

describe("links are built from the configured origin, whatever host a request names", () => {
  it("a password-reset e-mail asked for through another host links to the site", async () => {
    const email = uniqueEmail("reset");
    await insertConfirmedUser(email, "a long and careful passphrase");
    const res = await forged("/auth/v1/recover", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const mail = await latestMail(email);
    expect(linkIn(mail).startsWith(`${ORIGIN}/auth/v1/verify?`)).toBe(true);
    expect(mail.text).not.toContain("attacker.example");
    expect(mail.html).not.toContain("attacker.example");
  });

  it("a sign-up confirmation asked for through another host links to the site", async () => {
    const email = uniqueEmail("signup");
    const res = await forged("/auth/v1/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.40" },
      body: JSON.stringify({ email, password: "a long and careful passphrase" }),
    });
    expect(res.status).toBe(200);
    expect(linkIn(await latestMail(email)).startsWith(`${ORIGIN}/auth/v1/verify?`)).toBe(true);
  });

  it("a listing page's canonical, og:url and og:image name the site", async () => {
    const row = await env.DB.prepare(
      "SELECT slug FROM tours WHERE status = 'published' AND slug IS NOT NULL LIMIT 1",
    ).first<{ slug: string }>();
    const res = await forged(`/tour/${row?.slug}`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    const head = await readHead(await res.text());
    expect(head.canonical).toBe(`${ORIGIN}/tour/${row?.slug}`);
    expect(head.meta["og:url"]).toBe(`${ORIGIN}/tour/${row?.slug}`);
    expect(head.meta["og:image"]?.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it("the sitemap and robots.txt name the site", async () => {
    const sitemap = await (await forged("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/`);
    expect(sitemap).not.toContain("attacker.example");
    const robots = await (await forged("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
