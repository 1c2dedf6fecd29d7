/**
 * The e-mails the auth service sends, as pure functions of their data: each returns the subject, a plain-text
 * body and an HTML body (a simple branded layout, every value escaped), plus the key stored with the outbox row.
 * Links are absolute: a relative link is resolved against `origin` (the site, see worker/site-origin.ts).
 *
 * Both bodies are rendered from one list of blocks, so the text and HTML versions never say different things.
 */
import { BRAND } from "../../../domain/brand";

export type EmailTemplateKey =
  | "signup_confirmation"
  | "recovery"
  | "email_otp"
  | "email_change_confirmation"
  | "email_change_notice"
  | "email_change_current"
  | "reauthentication"
  | "account_deleted"
  | "host_approved"
  | "host_rejected"
  | "new_messages"
  | "booking_update"
  | "article_published"
  | "article_declined"
  | "contact_message";

export interface EmailContent {
  template_key: EmailTemplateKey;
  subject: string;
  text: string;
  html: string;
}

/** E-mailed one-time codes work for 10 minutes (issue 5). */
export const EMAIL_CODE_VALIDITY_MINUTES = 10;

export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "button"; label: string; href: string }
  | { kind: "code"; code: string }
  | { kind: "muted"; text: string };

const COLORS = { brand: "#0f766e", ink: "#1f2937", muted: "#6b7280", sand: "#fbf8f3", line: "#e9dfcc" };
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );
}

/** An absolute http(s) URL for a link; anything else (javascript:, data:, garbage) is refused loudly. */
export function absolute(link: string, origin: string): string {
  const url = new URL(link, origin);
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`Refusing a ${url.protocol} link in an e-mail`);
  return url.toString();
}

/** "10 minutes", "1 hour", "24 hours". */
export function formatValidity(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? "1 hour" : `${hours} hours`;
  }
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
    case "muted":
      return block.text;
    case "button":
      return `${block.label}:\n${block.href}`;
    case "code":
      return `    ${block.code}`;
  }
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case "muted":
      return `<p style="margin:0 0 16px;color:${COLORS.muted};font-size:14px">${escapeHtml(block.text)}</p>`;
    case "button": {
      const href = escapeHtml(block.href);
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>` +
        `<td style="border-radius:8px;background:${COLORS.brand}">` +
        `<a href="${href}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;color:${COLORS.muted};font-size:13px">If the button doesn't work, copy this link into your browser:<br>` +
        `<a href="${href}" style="color:${COLORS.brand};word-break:break-all">${href}</a></p>`
      );
    }
    case "code":
      return `<p style="margin:8px 0 20px;font:bold 32px/1.2 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;letter-spacing:6px;color:${COLORS.ink}">${escapeHtml(block.code)}</p>`;
  }
}

/** The branded layout (text and HTML parts) around a heading and blocks: the one place the brand's e-mail look lives. */
export function render(
  template_key: EmailTemplateKey,
  origin: string,
  subject: string,
  heading: string,
  blocks: Block[],
): EmailContent {
  const site = absolute("/", origin);
  const host = new URL(site).host;
  const footer = `${BRAND.name} · ${BRAND.tagline}`;
  const text = [
    heading,
    "",
    ...blocks.flatMap((b) => [blockText(b), ""]),
    "—",
    footer,
    site,
    `Questions? Write to ${BRAND.supportEmail}`,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.sand}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.sand}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:12px">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${COLORS.line}">
<a href="${escapeHtml(site)}" style="font:bold 22px Georgia, 'Times New Roman', serif;color:${COLORS.brand};text-decoration:none">${escapeHtml(BRAND.name)}</a>
</td></tr>
<tr><td style="padding:28px;font:16px/1.5 ${FONT};color:${COLORS.ink}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${COLORS.line};font:13px/1.5 ${FONT};color:${COLORS.muted}">
${escapeHtml(footer)}<br>
<a href="${escapeHtml(site)}" style="color:${COLORS.muted}">${escapeHtml(host)}</a> · Questions? Write to <a href="mailto:${escapeHtml(BRAND.supportEmail)}" style="color:${COLORS.muted}">${escapeHtml(BRAND.supportEmail)}</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { template_key, subject, text, html };
}

/** Optional code block shown under a link ("or enter this code"), for apps that verify by code. */
function codeAlternative(code: string | undefined): Block[] {
  return code
    ? [
        { kind: "paragraph", text: "Or enter this code:" },
        { kind: "code", code },
      ]
    : [];
}

function validityNote(minutes: number | undefined, what: string): Block[] {
  return minutes ? [{ kind: "muted", text: `${what} works once, for ${formatValidity(minutes)}.` }] : [];
}

interface LinkData {
  /** The site's origin, e.g. https://untrodden.travel. */
  origin: string;
  /** Where the button goes (absolute, or relative to origin). */
  link: string;
  /** The same token as a code, when the product lets people type it instead. */
  code?: string;
  /** How long the link works, for the note under it. */
  validityMinutes?: number;
}

/** Sign-up: confirm the e-mail address by link. */
export function signupConfirmationEmail(data: LinkData): EmailContent {
  return render(
    "signup_confirmation",
    data.origin,
    `Confirm your ${BRAND.name} account`,
    "Confirm your e-mail address",
    [
      {
        kind: "paragraph",
        text: `Welcome to ${BRAND.name}! Confirm this e-mail address to finish creating your account.`,
      },
      { kind: "button", label: "Confirm e-mail address", href: absolute(data.link, data.origin) },
      ...codeAlternative(data.code),
      ...validityNote(data.validityMinutes, "The link"),
      { kind: "muted", text: `If you didn't sign up for ${BRAND.name}, you can ignore this e-mail.` },
    ],
  );
}

/** Password recovery: a link to choose a new password. */
export function recoveryEmail(data: LinkData & { email: string }): EmailContent {
  return render("recovery", data.origin, `Reset your ${BRAND.name} password`, "Reset your password", [
    {
      kind: "paragraph",
      text: `We received a request to reset the password of the ${BRAND.name} account for ${data.email}. Choose a new password with the button below.`,
    },
    { kind: "button", label: "Choose a new password", href: absolute(data.link, data.origin) },
    ...codeAlternative(data.code),
    ...validityNote(data.validityMinutes, "The link"),
    {
      kind: "muted",
      text: "If you didn't ask to reset your password, ignore this e-mail: your password stays as it is.",
    },
  ]);
}

/** Passwordless sign-in: a 6-digit code (10 minutes, single use), and optionally a magic link. */
export function emailOtpEmail(data: {
  origin: string;
  code: string;
  link?: string;
  validityMinutes?: number;
}): EmailContent {
  const minutes = data.validityMinutes ?? EMAIL_CODE_VALIDITY_MINUTES;
  return render("email_otp", data.origin, `Your ${BRAND.name} sign-in code: ${data.code}`, "Your sign-in code", [
    { kind: "paragraph", text: `Enter this code to sign in to ${BRAND.name}:` },
    { kind: "code", code: data.code },
    { kind: "muted", text: `The code works once, for ${formatValidity(minutes)}.` },
    ...(data.link ? [{ kind: "button" as const, label: "Sign in", href: absolute(data.link, data.origin) }] : []),
    {
      kind: "muted",
      text: "If you didn't try to sign in, you can ignore this e-mail. Never share the code with anyone.",
    },
  ]);
}

/** E-mail change, to the new address: confirm it by link. */
export function emailChangeConfirmationEmail(
  data: LinkData & { oldEmail: string | null; newEmail: string },
): EmailContent {
  const from = data.oldEmail ? ` from ${data.oldEmail}` : "";
  return render(
    "email_change_confirmation",
    data.origin,
    `Confirm your new ${BRAND.name} e-mail address`,
    "Confirm your new e-mail address",
    [
      {
        kind: "paragraph",
        text: `You asked to change the e-mail address of your ${BRAND.name} account${from} to ${data.newEmail}. Confirm the new address to complete the change.`,
      },
      { kind: "button", label: "Confirm new address", href: absolute(data.link, data.origin) },
      ...codeAlternative(data.code),
      ...validityNote(data.validityMinutes, "The link"),
      { kind: "muted", text: "If you didn't ask for this change, ignore this e-mail: nothing changes." },
    ],
  );
}

/**
 * E-mail change, to the current (confirmed) address: the change happens only if this address confirms it too, so
 * someone holding a stolen session cannot move the account.
 */
export function emailChangeCurrentEmail(data: LinkData & { oldEmail: string; newEmail: string }): EmailContent {
  return render(
    "email_change_current",
    data.origin,
    `Confirm the change of your ${BRAND.name} e-mail address`,
    "Confirm the change of your e-mail address",
    [
      {
        kind: "paragraph",
        text: `Someone asked to change the e-mail address of your ${BRAND.name} account from ${data.oldEmail} to ${data.newEmail}. The change happens only when both addresses confirm it.`,
      },
      { kind: "button", label: "Confirm the change", href: absolute(data.link, data.origin) },
      ...codeAlternative(data.code),
      ...validityNote(data.validityMinutes, "The link"),
      {
        kind: "muted",
        text: `If this wasn't you, don't confirm: your address stays as it is. Sign in and change your password, and write to ${BRAND.supportEmail}.`,
      },
    ],
  );
}

/** E-mail change, to the current address when it was never confirmed: a notice that a change was requested. */
export function emailChangeNoticeEmail(data: { origin: string; oldEmail: string; newEmail: string }): EmailContent {
  return render(
    "email_change_notice",
    data.origin,
    `Your ${BRAND.name} e-mail address is being changed`,
    "Your e-mail address is being changed",
    [
      {
        kind: "paragraph",
        text: `Someone asked to change the e-mail address of your ${BRAND.name} account from ${data.oldEmail} to ${data.newEmail}. The change takes effect once the new address is confirmed.`,
      },
      {
        kind: "paragraph",
        text: `If this wasn't you, sign in and change your password now, and write to ${BRAND.supportEmail}.`,
      },
      { kind: "button", label: `Go to ${BRAND.name}`, href: absolute("/auth", data.origin) },
    ],
  );
}

/** Re-authentication before a sensitive change (password change, account deletion): a 6-digit code. */
export function reauthenticationEmail(data: { origin: string; code: string; validityMinutes?: number }): EmailContent {
  const minutes = data.validityMinutes ?? EMAIL_CODE_VALIDITY_MINUTES;
  return render("reauthentication", data.origin, `Your ${BRAND.name} confirmation code`, "Confirm it's you", [
    { kind: "paragraph", text: "Enter this code to confirm the change to your account:" },
    { kind: "code", code: data.code },
    { kind: "muted", text: `The code works once, for ${formatValidity(minutes)}.` },
    {
      kind: "muted",
      text: "If you didn't ask for this code, someone may know your password: sign in and change it.",
    },
  ]);
}

/** After account deletion: what went and what stays. */
export function accountDeletedEmail(data: { origin: string; email: string }): EmailContent {
  return render(
    "account_deleted",
    data.origin,
    `Your ${BRAND.name} account has been deleted`,
    "Your account has been deleted",
    [
      {
        kind: "paragraph",
        text: `The ${BRAND.name} account for ${data.email} has been deleted, with your profile, photos, devices and sign-in details.`,
      },
      {
        kind: "paragraph",
        text: 'Bookings and messages stay with the other person and in our accounts, where you are shown as "Deleted user".',
      },
      {
        kind: "paragraph",
        text: `Thank you for travelling with ${BRAND.name}. You are welcome back any time.`,
      },
      { kind: "button", label: `Visit ${BRAND.name}`, href: absolute("/", data.origin) },
    ],
  );
}

/** A host application was approved: the host is Verified and can publish listings. */
export function hostApprovedEmail(data: { origin: string; firstName: string | null }): EmailContent {
  const hello = data.firstName ? `Hello ${data.firstName},` : "Hello,";
  return render(
    "host_approved",
    data.origin,
    `You are now a verified host on ${BRAND.name}`,
    "Your host profile is approved",
    [
      { kind: "paragraph", text: hello },
      {
        kind: "paragraph",
        text: `Our team has reviewed your application: you are now a Verified host on ${BRAND.name}. Travelers can find your profile and message you.`,
      },
      {
        kind: "paragraph",
        text: "Next, publish your tours and services so travelers can book them.",
      },
      { kind: "button", label: "Manage your listings", href: absolute("/manage-listings", data.origin) },
    ],
  );
}

/** A host application was not approved: the reviewer's reason, and how to apply again. */
export function hostRejectedEmail(data: { origin: string; firstName: string | null; reason: string }): EmailContent {
  const hello = data.firstName ? `Hello ${data.firstName},` : "Hello,";
  return render(
    "host_rejected",
    data.origin,
    `Your ${BRAND.name} host application`,
    "We could not approve your host application",
    [
      { kind: "paragraph", text: hello },
      {
        kind: "paragraph",
        text: `Thank you for applying to host on ${BRAND.name}. Our team could not approve your application yet, for this reason:`,
      },
      { kind: "paragraph", text: data.reason },
      {
        kind: "paragraph",
        text: "You can change your application and send it again at any time.",
      },
      { kind: "button", label: "Update your application", href: absolute("/become-host", data.origin) },
    ],
  );
}

/** New messages in a conversation while the person was away: one e-mail per burst (durable-objects/user-hub.ts). */
export function newMessagesEmail(data: { origin: string; subject: string; from: string; link: string }): EmailContent {
  return render("new_messages", data.origin, data.subject, data.subject, [
    { kind: "paragraph", text: `${data.from} wrote to you on ${BRAND.name}.` },
    { kind: "button", label: "Read and reply", href: absolute(data.link, data.origin) },
    {
      kind: "muted",
      text: "You get this e-mail when messages arrive while you are away. You can switch it off in your notification settings.",
    },
  ]);
}

/** A booking moved (worker/services/bookings/notify.ts): the same words as the in-app notice, and a link to it. */
export function bookingUpdateEmail(data: {
  origin: string;
  firstName: string | null;
  title: string;
  body: string;
  link: string;
}): EmailContent {
  return render("booking_update", data.origin, data.title, data.title, [
    { kind: "paragraph", text: data.firstName ? `Hello ${data.firstName},` : "Hello," },
    { kind: "paragraph", text: data.body },
    { kind: "button", label: "View your booking", href: absolute(data.link, data.origin) },
    {
      kind: "muted",
      text: "You get this e-mail because you have a booking with us. You can switch booking e-mails off in your notification settings.",
    },
  ]);
}

/** A story sent through /blog/submit is published (issue 17): the link to it. */
export function articlePublishedEmail(data: {
  origin: string;
  authorName: string;
  title: string;
  link: string;
}): EmailContent {
  return render("article_published", data.origin, `Your story is published on ${BRAND.name}`, "Your story is live", [
    { kind: "paragraph", text: `Hello ${data.authorName},` },
    {
      kind: "paragraph",
      text: `Thank you for writing for ${BRAND.name}. Our team has published your story "${data.title}": travelers can read and share it now.`,
    },
    { kind: "button", label: "Read your story", href: absolute(data.link, data.origin) },
  ]);
}

/** A story sent through /blog/submit is declined (issue 17): the editor's reason, and how to try again. */
export function articleDeclinedEmail(data: {
  origin: string;
  authorName: string;
  title: string;
  reason: string;
}): EmailContent {
  return render(
    "article_declined",
    data.origin,
    `Your story for the ${BRAND.name} blog`,
    "We could not publish your story",
    [
      { kind: "paragraph", text: `Hello ${data.authorName},` },
      {
        kind: "paragraph",
        text: `Thank you for sending us "${data.title}". Our team read it and could not publish it, for this reason:`,
      },
      { kind: "paragraph", text: data.reason },
      {
        kind: "paragraph",
        text: "You are welcome to write it again with this in mind, or to send us another story.",
      },
      { kind: "button", label: "Send a story", href: absolute("/blog/submit", data.origin) },
    ],
  );
}

/** A message from the contact form (worker/routes/contact.ts), to the support address; the reply goes by e-mail. */
export function contactMessageEmail(data: {
  origin: string;
  name: string;
  email: string;
  topic: string;
  message: string;
}): EmailContent {
  const paragraphs = data.message
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  return render(
    "contact_message",
    data.origin,
    `Contact form: ${data.topic} (${data.name})`,
    "A message from the contact form",
    [
      { kind: "paragraph", text: `From: ${data.name} <${data.email}>` },
      { kind: "paragraph", text: `Topic: ${data.topic}` },
      ...paragraphs.map((text): Block => ({ kind: "paragraph", text })),
      { kind: "button", label: "Open the inbox", href: absolute("/admin/inbox", data.origin) },
      { kind: "muted", text: `Reply to ${data.email} directly, then mark the message resolved in the inbox.` },
    ],
  );
}
