import { describe, expect, it } from "vitest";
import { BRAND } from "../../domain/brand";
import {
  accountDeletedEmail,
  type EmailContent,
  emailChangeConfirmationEmail,
  emailChangeCurrentEmail,
  emailChangeNoticeEmail,
  emailOtpEmail,
  escapeHtml,
  reauthenticationEmail,
  recoveryEmail,
  signupConfirmationEmail,
} from "../../worker/services/email/templates";

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
