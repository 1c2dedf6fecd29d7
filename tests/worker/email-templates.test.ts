import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  EmailPreview,
  EmailTemplateResponse,
  EmailTemplatesResponse,
} from "../../domain/api/admin-email-templates";
import { BRAND } from "../../domain/brand";
import { bodyBlocks } from "../../worker/services/email/body";
import { deliverOutbox, emailSender, queueEmail } from "../../worker/services/email/outbox";
import {
  accountDeletedEmail,
  bookingUpdateEmail,
  contactMessageEmail,
  EMAIL_TEMPLATE_LIST,
  EMAIL_TEMPLATES,
  type EmailContent,
  emailChangeConfirmationEmail,
  emailChangeCurrentEmail,
  emailChangeNoticeEmail,
  emailOtpEmail,
  escapeHtml,
  hostApprovedEmail,
  reauthenticationEmail,
  recoveryEmail,
  renderTemplate,
  sampleValues,
  signupConfirmationEmail,
  templateProblem,
} from "../../worker/services/email/templates";
import { get } from "./helpers";
import { type Person, person } from "./people";

const ORIGIN = "https://untrodden.travel";
const LINK =
  "https://untrodden.travel/auth/v1/verify?token=abc123&type=signup&redirect_to=https%3A%2F%2Funtrodden.travel%2Fauth";

/** The hrefs of an HTML body, decoded as a browser reads them. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) =>
    (m[1] ?? "")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );
}

/** What every message has: the brand, the site link, support address, an HTML document. */
function expectBranded(mail: EmailContent) {
  expect(mail.subject).toContain(BRAND.name);
  expect(mail.text).toContain(`${ORIGIN}/`);
  expect(mail.text).toContain(BRAND.supportEmail);
  expect(mail.html).toMatch(/^<!doctype html>/);
  expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
  expect(hrefs(mail.html)).toContain(`${ORIGIN}/`);
  expect(hrefs(mail.html)).toContain(`mailto:${BRAND.supportEmail}`);
  // No raw template markers or undefined values leak into a message.
  expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/undefined|null|\$\{|\{\{/);
}

describe("auth e-mail templates", () => {
  it("signup confirmation: a confirm button with the verify link, in text and HTML", () => {
    const mail = signupConfirmationEmail({ origin: ORIGIN, link: LINK, validityMinutes: 24 * 60 });
    expectBranded(mail);
    expect(mail.template_key).toBe("signup_confirmation");
    expect(mail.subject).toBe("Confirm your Untrodden account");
    expect(mail.text).toContain(`Confirm e-mail address:\n${LINK}`);
    expect(mail.text).toContain("The link works once, for 24 hours.");
    expect(hrefs(mail.html).filter((h) => h === LINK)).toHaveLength(2); // the button and the copyable fallback
    expect(mail.html).toContain("Confirm e-mail address</a>");
  });

  it("recovery: names the account and links to the reset flow", () => {
    const mail = recoveryEmail({ origin: ORIGIN, link: LINK, email: "ana@example.com", validityMinutes: 60 });
    expectBranded(mail);
    expect(mail.subject).toBe("Reset your Untrodden password");
    expect(mail.text).toContain("the Untrodden account for ana@example.com");
    expect(mail.text).toContain("The link works once, for 1 hour.");
    expect(hrefs(mail.html)).toContain(LINK);
  });

  it("e-mail code: the 6-digit code, valid 10 minutes, single use", () => {
    const mail = emailOtpEmail({ origin: ORIGIN, code: "042917" });
    expectBranded(mail);
    expect(mail.subject).toBe("Your Untrodden sign-in code: 042917");
    expect(mail.text).toContain("    042917");
    expect(mail.text).toContain("The code works once, for 10 minutes.");
    expect(mail.html).toContain(">042917</p>");
    expect(mail.html).toContain("The code works once, for 10 minutes.");
    // Without a magic link there is no sign-in button.
    expect(hrefs(mail.html)).toEqual([`${ORIGIN}/`, `${ORIGIN}/`, `mailto:${BRAND.supportEmail}`]);
  });

  it("e-mail code with a magic link offers both", () => {
    const mail = emailOtpEmail({ origin: ORIGIN, code: "042917", link: LINK });
    expect(hrefs(mail.html)).toContain(LINK);
    expect(mail.text).toContain(`Sign in:\n${LINK}`);
  });

  it("e-mail change: a confirmation to the new address and a notice to the old one", () => {
    const confirm = emailChangeConfirmationEmail({
      origin: ORIGIN,
      link: LINK,
      oldEmail: "old@example.com",
      newEmail: "new@example.com",
    });
    expectBranded(confirm);
    expect(confirm.template_key).toBe("email_change_confirmation");
    expect(confirm.text).toContain("from old@example.com to new@example.com");
    expect(hrefs(confirm.html)).toContain(LINK);

    const notice = emailChangeNoticeEmail({ origin: ORIGIN, oldEmail: "old@example.com", newEmail: "new@example.com" });
    expectBranded(notice);
    expect(notice.template_key).toBe("email_change_notice");
    expect(notice.subject).toBe("Your Untrodden e-mail address is being changed");
    expect(notice.text).toContain("from old@example.com to new@example.com");
    expect(notice.text).toContain(BRAND.supportEmail);
    expect(hrefs(notice.html)).toContain(`${ORIGIN}/auth`);
    expect(hrefs(notice.html)).not.toContain(LINK);

    const current = emailChangeCurrentEmail({
      origin: ORIGIN,
      link: LINK,
      code: "123456",
      oldEmail: "old@example.com",
      newEmail: "new@example.com",
    });
    expectBranded(current);
    expect(current.template_key).toBe("email_change_current");
    expect(current.text).toContain("from old@example.com to new@example.com");
    expect(current.text).toContain("only when both addresses confirm");
    expect(current.text).toContain("123456");
    expect(hrefs(current.html)).toContain(LINK);
  });

  it("reauthentication: a code to confirm a sensitive change", () => {
    const mail = reauthenticationEmail({ origin: ORIGIN, code: "731650" });
    expectBranded(mail);
    expect(mail.subject).toBe("Your Untrodden confirmation code");
    expect(mail.text).toContain("731650");
    expect(mail.text).toContain("for 10 minutes");
  });

  it("account deleted: what went and what stays", () => {
    const mail = accountDeletedEmail({ origin: ORIGIN, email: "gone@example.com" });
    expectBranded(mail);
    expect(mail.subject).toBe("Your Untrodden account has been deleted");
    expect(mail.text).toContain("gone@example.com");
    expect(mail.text).toContain('"Deleted user"');
  });

  it("escapes every value in the HTML body and keeps the text body literal", () => {
    const hostile = `x"><script>alert(1)</script>@example.com`;
    const mail = emailChangeConfirmationEmail({
      origin: ORIGIN,
      link: `${ORIGIN}/auth/v1/verify?token=a&type=email_change&redirect_to="><img src=x onerror=alert(1)>`,
      oldEmail: hostile,
      newEmail: "new@example.com",
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com");
    expect(mail.text).toContain(hostile);
    // The link survives as one attribute value: the URL parser percent-encodes what it must.
    for (const href of hrefs(mail.html)) expect(() => new URL(href)).not.toThrow();
  });

  it("makes relative links absolute on the site's origin", () => {
    const mail = signupConfirmationEmail({
      origin: "http://localhost:8787",
      link: "/auth/v1/verify?token=t&type=signup",
    });
    expect(hrefs(mail.html)).toContain("http://localhost:8787/auth/v1/verify?token=t&type=signup");
    expect(mail.text).toContain("http://localhost:8787/auth/v1/verify?token=t&type=signup");
  });

  it("refuses a link that is not http(s)", () => {
    expect(() => recoveryEmail({ origin: ORIGIN, link: "javascript:alert(1)", email: "a@example.com" })).toThrow(
      /javascript:/,
    );
  });

  it("shows the code under a link when one is given", () => {
    const mail = signupConfirmationEmail({ origin: ORIGIN, link: LINK, code: "551207" });
    expect(mail.text).toContain("Or enter this code:\n\n    551207");
    expect(mail.html).toContain(">551207</p>");
  });
});

/** The tests' site (vitest.config.ts PUBLIC_ORIGIN). */
const SITE = "https://untrodden.test";

describe("the templates' definitions", () => {
  it("defines every e-mail the site sends, each default valid and fully filled by its samples", () => {
    const keys = EMAIL_TEMPLATE_LIST.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(EMAIL_TEMPLATES).sort()).toEqual([...keys].sort());
    for (const d of EMAIL_TEMPLATE_LIST) {
      expect(d.name.length, d.key).toBeGreaterThan(3);
      expect(d.description.length, d.key).toBeGreaterThan(20);
      expect(templateProblem(d.key, d, ORIGIN), d.key).toBeNull();
      const mail = renderTemplate(d.key, ORIGIN, d, sampleValues(d.key, ORIGIN));
      expect(mail.text, d.key).toContain(BRAND.supportEmail);
      expect(`${mail.subject}${mail.text}${mail.html}`, d.key).not.toMatch(/undefined|null|\$\{|\{\{/);
      expect(mail.vars).toEqual(sampleValues(d.key, ORIGIN));
    }
  });

  it("each e-mail function returns its named values for the outbox row", () => {
    const mail = hostApprovedEmail({ origin: ORIGIN, firstName: "Aigerim" });
    expect(mail.vars).toEqual({ first_name: "Aigerim" });
    const booking = bookingUpdateEmail({
      origin: ORIGIN,
      firstName: null,
      title: "Booking confirmed",
      body: "Timur confirmed your booking.",
      link: "/bookings/b1",
    });
    expect(booking.vars).toEqual({
      first_name: "",
      title: "Booking confirmed",
      message: "Timur confirmed your booking.",
      link: `${ORIGIN}/bookings/b1`,
    });
    expect(booking.text).toContain("Hello,\n");
  });

  it("keeps a contact message's paragraphs as paragraphs", () => {
    const mail = contactMessageEmail({
      origin: ORIGIN,
      name: "Ana",
      email: "ana@example.com",
      topic: "Bookings",
      message: "First line\n\n\nSecond paragraph",
    });
    expect(mail.html).toContain(">First line</p>");
    expect(mail.html).toContain(">Second paragraph</p>");
  });
});

describe("the body format", () => {
  it("keeps a section only when its variable has a value, and shows a code in backticks as a code", () => {
    const body = "Hi{{#name}} {{name}}{{/name}},\n\n{{#code}}Your code:\n\n`{{code}}`{{/code}}\n\n> Bye";
    expect(bodyBlocks(body, { name: "", code: "" }, ORIGIN)).toEqual([
      { kind: "paragraph", text: "Hi," },
      { kind: "muted", text: "Bye" },
    ]);
    expect(bodyBlocks(body, { name: "Ana", code: "123456" }, ORIGIN)).toEqual([
      { kind: "paragraph", text: "Hi Ana," },
      { kind: "paragraph", text: "Your code:" },
      { kind: "code", code: "123456" },
      { kind: "muted", text: "Bye" },
    ]);
  });

  it("never turns a value into a button, a heading or a link", () => {
    const value = "x\n\n[Win a prize](javascript:alert(1))\n\n# Urgent";
    const blocks = bodyBlocks("{{v}}", { v: value }, ORIGIN);
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "paragraph", "paragraph"]);
  });

  it("names what is wrong with an admin's version", () => {
    const check = (subject: string, body: string) => templateProblem("host_approved", { subject, body }, ORIGIN);
    expect(check("Hi {{nmae}}", "Body")).toMatch(/^subject: \{\{nmae\}\} is not a variable of this e-mail/);
    expect(check("Hi", "{{#first_name}}Hello")).toBe("body: {{#first_name}} has no matching {{/first_name}}");
    expect(check("Hi", "[Open](javascript:void0)")).toMatch(/^body: the button "Open" links to javascript:/);
    expect(check("Hi", "[Open](//evil.example/x)")).toMatch(/^body: the button "Open"/);
    expect(check("Hi", "[Open](/manage-listings)")).toBeNull();
    expect(check("Hi", "[Open](https://example.org/help)")).toBeNull();
  });
});

describe("/api/admin/email-templates", () => {
  let admin: Person;
  let traveler: Person;
  let guest: Person;
  beforeAll(async () => {
    [admin, traveler, guest] = await Promise.all([person("admin"), person("traveler"), person("guest")]);
  });

  const DRAFT = { subject: "Welcome aboard, {{first_name}}", body: "# You're in\n\nHello {{first_name}}." };
  const ROUTES: [string, string, unknown?][] = [
    ["GET", "/api/admin/email-templates"],
    ["GET", "/api/admin/email-templates/host_approved"],
    ["PUT", "/api/admin/email-templates/host_approved", DRAFT],
    ["DELETE", "/api/admin/email-templates/host_approved"],
    ["POST", "/api/admin/email-templates/host_approved/preview", DRAFT],
    ["POST", "/api/admin/email-templates/host_approved/test", DRAFT],
  ];
  const overrides = async () =>
    (await env.DB.prepare("SELECT count(*) AS n FROM email_templates").first<{ n: number }>())?.n ?? 0;
  const queued = async () =>
    (await env.DB.prepare("SELECT count(*) AS n FROM email_outbox").first<{ n: number }>())?.n ?? 0;
  const mailbox = async (to: string) =>
    (await (await get(`/dev/mailbox?format=json&to=${encodeURIComponent(to)}`)).json()) as {
      subject: string;
      text: string;
      html: string;
    }[];

  it("refuses guests (401) and people who are not admins (403) on every route, writing nothing", async () => {
    const before = [await overrides(), await queued()];
    for (const [method, path, json] of ROUTES) {
      expect((await guest.fetch(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await traveler.fetch(path, { method, json })).status, `${method} ${path}`).toBe(403);
    }
    expect([await overrides(), await queued()]).toEqual(before);
  });

  it("refuses bad input on every route with a 400 or 404 that names the problem, writing nothing", async () => {
    const before = [await overrides(), await queued()];
    const refused = async (method: string, path: string, json: unknown, status: number, message: RegExp) => {
      const res = await admin.fetch(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect((await res.json<{ error: { message: string } }>()).error.message).toMatch(message);
    };
    const base = "/api/admin/email-templates";
    await refused("GET", `${base}/no_such_mail`, undefined, 404, /No e-mail template/);
    await refused("DELETE", `${base}/no_such_mail`, undefined, 404, /No e-mail template/);
    await refused("GET", `${base}/Not-A-Key`, undefined, 400, /^key: must be a template key/);
    for (const action of ["", "/preview", "/test"]) {
      const method = action ? "POST" : "PUT";
      const path = `${base}/host_approved${action}`;
      await refused(method, `${base}/no_such_mail${action}`, DRAFT, 404, /No e-mail template/);
      await refused(method, path, { ...DRAFT, subject: "x".repeat(201) }, 400, /^subject: can be at most 200/);
      await refused(method, path, { ...DRAFT, body: "x".repeat(20_001) }, 400, /^body: can be at most 20000/);
      await refused(method, path, { ...DRAFT, body: "" }, 400, /^body: is required/);
      await refused(method, path, { ...DRAFT, body: "Hi {{password}}" }, 400, /^body: \{\{password\}\} is not a/);
      await refused(method, path, { ...DRAFT, body: "[Go](javascript:void0)" }, 400, /button "Go" links to/);
      await refused(method, path, { ...DRAFT, extra: 1 }, 400, /extra/);
    }
    expect([await overrides(), await queued()]).toEqual(before);
  });

  it("lists every template, and shows one with its default, its variables and their samples", async () => {
    const list = await (await admin.fetch("/api/admin/email-templates")).json<EmailTemplatesResponse>();
    expect(list.templates.map((t) => t.key)).toEqual(EMAIL_TEMPLATE_LIST.map((d) => d.key));
    expect(list.templates.find((t) => t.key === "booking_update")).toMatchObject({
      name: "Booking update",
      customised: false,
      updated_at: null,
    });
    const { template } = await (
      await admin.fetch("/api/admin/email-templates/signup_confirmation")
    ).json<EmailTemplateResponse>();
    expect(template.subject).toBe("Confirm your {{brand}} account");
    expect(template.default_body).toBe(template.body);
    expect(template.variables.map((x) => x.name)).toEqual(["link", "code", "validity", "brand", "support_email"]);
    expect(template.variables.find((x) => x.name === "brand")?.sample).toBe(BRAND.name);
    expect(template.variables.find((x) => x.name === "link")?.sample).toMatch(/^https:\/\/untrodden\.test\/auth/);
  });

  it("an admin's version changes what a queued e-mail says when it is delivered; reset brings the default back", async () => {
    const to = `host-${crypto.randomUUID().slice(0, 8)}@example.org`;
    // Queued before the edit, with a value that tries to inject markup.
    const first = await queueEmail(env.DB, {
      to,
      ...hostApprovedEmail({ origin: SITE, firstName: "<b>Zarina</b>" }),
    });
    const saved = await admin.fetch("/api/admin/email-templates/host_approved", {
      method: "PUT",
      json: {
        subject: "Welcome to the hosts of {{brand}}, {{first_name}}",
        body: "# Approved\n\nHello {{first_name}}, your listings can go live now.\n\n[Open your listings](/manage-listings)",
      },
    });
    expect(saved.status).toBe(200);
    const { template } = await saved.json<EmailTemplateResponse>();
    expect(template).toMatchObject({ customised: true, subject: "Welcome to the hosts of {{brand}}, {{first_name}}" });
    expect(template.updated_by).toBeTruthy();
    expect(template.default_subject).toBe("You are now a verified host on {{brand}}");

    await deliverOutbox(env, emailSender(env), { ids: [first] });
    const [mail] = await mailbox(to);
    expect(mail?.subject).toBe("Welcome to the hosts of Untrodden, <b>Zarina</b>");
    expect(mail?.text).toContain("Hello <b>Zarina</b>, your listings can go live now.");
    expect(mail?.text).toContain(`Open your listings:\n${SITE}/manage-listings`);
    expect(mail?.html).toContain("Hello &lt;b&gt;Zarina&lt;/b&gt;, your listings can go live now.");
    expect(mail?.html).not.toContain("<b>Zarina");

    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity_type = 'email_template' AND entity_id = 'host_approved' ORDER BY created_at",
    ).all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toContain("email_template.save");

    const list = await (await admin.fetch("/api/admin/email-templates")).json<EmailTemplatesResponse>();
    expect(list.templates.find((t) => t.key === "host_approved")?.customised).toBe(true);

    const reset = await admin.fetch("/api/admin/email-templates/host_approved", { method: "DELETE" });
    expect(reset.status).toBe(200);
    expect((await reset.json<EmailTemplateResponse>()).template).toMatchObject({
      customised: false,
      subject: "You are now a verified host on {{brand}}",
    });
    const second = await queueEmail(env.DB, { to, ...hostApprovedEmail({ origin: SITE, firstName: "Zarina" }) });
    await deliverOutbox(env, emailSender(env), { ids: [second] });
    const [latest] = await mailbox(to);
    expect(latest?.subject).toBe("You are now a verified host on Untrodden");
    expect(latest?.text).toContain("Hello Zarina,");
  });

  it("previews a draft with the sample values, escaping what the admin typed and the values", async () => {
    const res = await admin.fetch("/api/admin/email-templates/host_rejected/preview", {
      method: "POST",
      json: {
        subject: "About your application, {{first_name}}",
        body: "<img src=x onerror=alert(1)> Hello {{first_name}}\n\n{{reason}}\n\n> Questions? {{support_email}}",
      },
    });
    expect(res.status).toBe(200);
    const preview = await res.json<EmailPreview>();
    expect(preview.subject).toBe("About your application, Ana");
    expect(preview.html).not.toContain("<img");
    expect(preview.html).toContain("&lt;img src=x onerror=alert(1)&gt; Hello Ana");
    expect(preview.text).toContain("<img src=x onerror=alert(1)> Hello Ana");
    expect(preview.text).toContain(EMAIL_TEMPLATES.host_rejected.variables[1]?.sample);
    expect(preview.text).toContain(`Questions? ${BRAND.supportEmail}`);
    // A preview saves nothing.
    expect(await overrides()).toBe(0);
  });

  it("sends a draft to the admin's own address through the outbox", async () => {
    const res = await admin.fetch("/api/admin/email-templates/booking_update/test", {
      method: "POST",
      json: { subject: "{{title}}: see you soon", body: "Hello {{first_name}},\n\n{{message}}\n\n[View]({{link}})" },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ to: admin.email });
    const [mail] = await mailbox(admin.email);
    expect(mail?.subject).toBe("[Test] Booking confirmed: see you soon");
    expect(mail?.text).toContain("Hello Ana,");
    expect(mail?.text).toContain(`View:\n${SITE}/bookings`);
    const row = await env.DB.prepare('SELECT status, template_key FROM email_outbox WHERE "to" = ?')
      .bind(admin.email)
      .first<{ status: string; template_key: string }>();
    expect(row).toEqual({ status: "sent", template_key: "test:booking_update" });
  });
});
