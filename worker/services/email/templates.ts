/**
 * Every transactional e-mail, as a template admins can edit in /admin/email-settings (issue 18,
 * docs/decisions/026-email-templates.md): each has a key, a name and description for admins, its named variables
 * with sample values, and a default subject and body in the body format of ./body.ts. The exported functions
 * (`signupConfirmationEmail`, …) are pure functions of their data: each returns the subject, a plain-text body and
 * an HTML body (the branded layout, every value escaped) rendered from the default, plus the key and the named
 * values stored with the outbox row, so an admin's version of the template applies when the row is delivered
 * (./outbox.ts). Links are absolute: a relative link is resolved against `origin` (worker/site-origin.ts).
 *
 * Both bodies are rendered from one list of blocks, so the text and HTML versions never say different things.
 */
import { BRAND } from "../../../domain/brand";
import { bodyBlocks, bodyButtons, fillVariables, resolveSections, unbalancedSections, variablesOf } from "./body";

export type EmailTemplateKey =
  | "signup_confirmation"
  | "recovery"
  | "email_otp"
  | "email_change_confirmation"
  | "email_change_notice"
  | "email_change_current"
  | "password_changed"
  | "mfa_factor_enrolled"
  | "mfa_factor_unenrolled"
  | "reauthentication"
  | "account_deleted"
  | "host_approved"
  | "host_rejected"
  | "new_messages"
  | "booking_update"
  | "notification"
  | "article_published"
  | "article_declined"
  | "contact_message"
  | "signup_reminder"
  | "listing_unpublished"
  | "account_suspended"
  | "account_restored";

export interface EmailContent {
  template_key: EmailTemplateKey;
  subject: string;
  text: string;
  html: string;
  /** The template's named values (stored with the outbox row); null for mail not made from a template. */
  vars: Record<string, string> | null;
}

/** E-mailed one-time codes work for 10 minutes (issue 5). */
export const EMAIL_CODE_VALIDITY_MINUTES = 10;

export type Block =
  | { kind: "heading"; text: string }
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
    case "heading":
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
    case "heading":
      return `<h2 style="margin:8px 0 12px;font-size:18px;line-height:1.3">${escapeHtml(block.text)}</h2>`;
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
  return { template_key, subject, text, html, vars: null };
}

// ───────────────────────────── the templates ─────────────────────────────

export interface TemplateVariable {
  name: string;
  /** What the value is, for the admin writing the template. */
  description: string;
  /** The value the preview and a test send use. */
  sample: string;
  /** A link: the sample is a path on the site, made absolute against the site's origin. */
  link?: true;
}

export interface TemplateDefinition {
  key: EmailTemplateKey;
  /** The template's name in /admin/email-settings. */
  name: string;
  /** When it is sent and to whom. */
  description: string;
  /** Its own named values (every template also has the shared ones, `SHARED_VARIABLES`). */
  variables: readonly TemplateVariable[];
  subject: string;
  body: string;
}

/** The values every template can use: the brand, from domain/brand.ts (the one place it is written). */
export const SHARED_VARIABLES: readonly TemplateVariable[] = [
  { name: "brand", description: "The site's name", sample: BRAND.name },
  { name: "support_email", description: "The support address people can write to", sample: BRAND.supportEmail },
];

const sharedValues = (): Record<string, string> => Object.fromEntries(SHARED_VARIABLES.map((v) => [v.name, v.sample]));

const v = (name: string, description: string, sample: string): TemplateVariable => ({ name, description, sample });
const link = (name: string, description: string, sample: string): TemplateVariable => ({
  name,
  description,
  sample,
  link: true,
});

const LINK_VALIDITY = v("validity", "How long the link works, e.g. 24 hours (empty when it has no limit)", "24 hours");
const CODE_VALIDITY = v("validity", "How long the code works, e.g. 10 minutes", "10 minutes");
const OPTIONAL_CODE = v(
  "code",
  "The same confirmation as a 6-digit code (empty when the app does not offer one)",
  "551207",
);
const FIRST_NAME = v("first_name", "The person's first name (empty when we don't know it)", "Ana");
const ACCOUNT_EMAIL = v("email", "The account's e-mail address", "ana@example.com");
const CHANGED_AT = v("changed_at", "When it happened (date and time, UTC)", "29 November 2026 at 09:45 UTC");
const FACTOR_NAME = v("factor_name", "The name given to the authenticator (empty when none was)", "Phone");

/** The code-under-a-link paragraph pair and the validity note, shared by the link e-mails. */
const CODE_AND_VALIDITY = `{{#code}}Or enter this code:

\`{{code}}\`{{/code}}

{{#validity}}> The link works once, for {{validity}}.{{/validity}}`;

/** An e-mail that repeats an in-app notification's words (title, message) with a button to where it leads. */
function noticeTemplate(t: {
  key: EmailTemplateKey;
  name: string;
  description: string;
  sample: { title: string; message: string };
  link: [description: string, sample: string];
  button: string;
  note: string;
}): TemplateDefinition {
  return {
    key: t.key,
    name: t.name,
    description: t.description,
    variables: [
      FIRST_NAME,
      v("title", `What happened, e.g. ${t.sample.title}`, t.sample.title),
      v("message", "The details, as in the app's notification", t.sample.message),
      link("link", ...t.link),
    ],
    subject: "{{title}}",
    body: `# {{title}}

Hello{{#first_name}} {{first_name}}{{/first_name}},

{{message}}

[${t.button}]({{link}})

> ${t.note}`,
  };
}

const DEFINITIONS: readonly TemplateDefinition[] = [
  {
    key: "signup_confirmation",
    name: "Sign-up confirmation",
    description: "Sent when someone creates an account with an e-mail address: the link that confirms it.",
    variables: [
      link("link", "The confirmation link", "/auth/v1/verify?token=sample&type=signup"),
      OPTIONAL_CODE,
      LINK_VALIDITY,
    ],
    subject: "Confirm your {{brand}} account",
    body: `# Confirm your e-mail address

Welcome to {{brand}}! Confirm this e-mail address to finish creating your account.

[Confirm e-mail address]({{link}})

${CODE_AND_VALIDITY}

> If you didn't sign up for {{brand}}, you can ignore this e-mail.`,
  },
  {
    key: "recovery",
    name: "Password reset",
    description: "Sent when someone asks to reset a forgotten password: the link to choose a new one.",
    variables: [
      v("email", "The account's e-mail address", "ana@example.com"),
      link("link", "The reset link", "/auth/v1/verify?token=sample&type=recovery"),
      OPTIONAL_CODE,
      { ...LINK_VALIDITY, sample: "1 hour" },
    ],
    subject: "Reset your {{brand}} password",
    body: `# Reset your password

We received a request to reset the password of the {{brand}} account for {{email}}. Choose a new password with the button below.

[Choose a new password]({{link}})

${CODE_AND_VALIDITY}

> If you didn't ask to reset your password, ignore this e-mail: your password stays as it is.`,
  },
  {
    key: "email_otp",
    name: "Sign-in code",
    description:
      "Sent when someone signs in with a code by e-mail: the 6-digit code, and a sign-in link when the app gives one.",
    variables: [
      v("code", "The 6-digit sign-in code", "042917"),
      CODE_VALIDITY,
      link(
        "link",
        "A link that signs in at once (empty when there is none)",
        "/auth/v1/verify?token=sample&type=magiclink",
      ),
    ],
    subject: "Your {{brand}} sign-in code: {{code}}",
    body: `# Your sign-in code

Enter this code to sign in to {{brand}}:

\`{{code}}\`

> The code works once, for {{validity}}.

{{#link}}[Sign in]({{link}}){{/link}}

> If you didn't try to sign in, you can ignore this e-mail. Never share the code with anyone.`,
  },
  {
    key: "email_change_confirmation",
    name: "New e-mail address: confirm",
    description:
      "Sent to the new address when someone changes their account's e-mail address: the link that confirms it.",
    variables: [
      v("old_email", "The current address (empty when the account has none yet)", "ana@example.com"),
      v("new_email", "The new address", "ana.new@example.com"),
      link("link", "The confirmation link", "/auth/v1/verify?token=sample&type=email_change"),
      OPTIONAL_CODE,
      LINK_VALIDITY,
    ],
    subject: "Confirm your new {{brand}} e-mail address",
    body: `# Confirm your new e-mail address

You asked to change the e-mail address of your {{brand}} account{{#old_email}} from {{old_email}}{{/old_email}} to {{new_email}}. Confirm the new address to complete the change.

[Confirm new address]({{link}})

${CODE_AND_VALIDITY}

> If you didn't ask for this change, ignore this e-mail: nothing changes.`,
  },
  {
    key: "email_change_current",
    name: "New e-mail address: approve from the current one",
    description:
      "Sent to the current, confirmed address when someone changes it: the change happens only when this address approves it too.",
    variables: [
      v("old_email", "The current address", "ana@example.com"),
      v("new_email", "The new address", "ana.new@example.com"),
      link("link", "The approval link", "/auth/v1/verify?token=sample&type=email_change"),
      OPTIONAL_CODE,
      LINK_VALIDITY,
    ],
    subject: "Confirm the change of your {{brand}} e-mail address",
    body: `# Confirm the change of your e-mail address

Someone asked to change the e-mail address of your {{brand}} account from {{old_email}} to {{new_email}}. The change happens only when both addresses confirm it.

[Confirm the change]({{link}})

${CODE_AND_VALIDITY}

> If this wasn't you, don't confirm: your address stays as it is. Sign in and change your password, and write to {{support_email}}.`,
  },
  {
    key: "email_change_notice",
    name: "E-mail address change notice",
    description:
      "Sent to the current address when it was never confirmed and someone changes it: a notice that the change was asked for.",
    variables: [
      v("old_email", "The current address", "ana@example.com"),
      v("new_email", "The new address", "ana.new@example.com"),
    ],
    subject: "Your {{brand}} e-mail address is being changed",
    body: `# Your e-mail address is being changed

Someone asked to change the e-mail address of your {{brand}} account from {{old_email}} to {{new_email}}. The change takes effect once the new address is confirmed.

If this wasn't you, sign in and change your password now, and write to {{support_email}}.

[Go to {{brand}}](/auth)`,
  },
  {
    key: "password_changed",
    name: "Password changed",
    description:
      "Sent after someone changes their password (in their settings or after a reset): if it wasn't them, how to get the account back.",
    variables: [ACCOUNT_EMAIL, CHANGED_AT],
    subject: "Your {{brand}} password was changed",
    body: `# Your password was changed

The password of your {{brand}} account {{email}} was changed on {{changed_at}}. Every other device signed in to your account was signed out.

If this was you, there is nothing more to do.

If it wasn't, choose "Forgot password?" on the sign-in page to set a new one now, and write to {{support_email}}.

[Go to sign-in](/auth)`,
  },
  {
    key: "mfa_factor_enrolled",
    name: "Authenticator added",
    description: "Sent when someone adds an authenticator app to their account for two-step sign-in.",
    variables: [ACCOUNT_EMAIL, CHANGED_AT, FACTOR_NAME],
    subject: "An authenticator was added to your {{brand}} account",
    body: `# An authenticator was added

An authenticator app{{#factor_name}} ("{{factor_name}}"){{/factor_name}} was added to your {{brand}} account {{email}} on {{changed_at}}. Signing in now asks for a code from it.

If this wasn't you, someone has access to your account: write to {{support_email}} at once.`,
  },
  {
    key: "mfa_factor_unenrolled",
    name: "Authenticator removed",
    description:
      "Sent when an authenticator app is removed from an account, by its owner or by our team: sign-in no longer asks for its codes.",
    variables: [ACCOUNT_EMAIL, CHANGED_AT, FACTOR_NAME],
    subject: "An authenticator was removed from your {{brand}} account",
    body: `# An authenticator was removed

The authenticator app{{#factor_name}} ("{{factor_name}}"){{/factor_name}} was removed from your {{brand}} account {{email}} on {{changed_at}}. Signing in no longer asks for its codes.

If this wasn't you, change your password now and write to {{support_email}}.

[Go to {{brand}}](/auth)`,
  },
  {
    key: "reauthentication",
    name: "Confirmation code for a sensitive change",
    description: "Sent before a password change or an account deletion: the 6-digit code that confirms it's the owner.",
    variables: [v("code", "The 6-digit code", "731650"), CODE_VALIDITY],
    subject: "Your {{brand}} confirmation code",
    body: `# Confirm it's you

Enter this code to confirm the change to your account:

\`{{code}}\`

> The code works once, for {{validity}}.

> If you didn't ask for this code, someone may know your password: sign in and change it.`,
  },
  {
    key: "account_deleted",
    name: "Account deleted",
    description: "Sent after someone deletes their account: what went and what stays.",
    variables: [v("email", "The deleted account's e-mail address", "ana@example.com")],
    subject: "Your {{brand}} account has been deleted",
    body: `# Your account has been deleted

The {{brand}} account for {{email}} has been deleted, with your profile, photos, devices and sign-in details.

Bookings and messages stay with the other person and in our accounts, where you are shown as "Deleted user".

Thank you for travelling with {{brand}}. You are welcome back any time.

[Visit {{brand}}](/)`,
  },
  {
    key: "host_approved",
    name: "Host application approved",
    description: "Sent when an admin approves a host application: the host is Verified and can publish listings.",
    variables: [FIRST_NAME],
    subject: "You are now a verified host on {{brand}}",
    body: `# Your host profile is approved

Hello{{#first_name}} {{first_name}}{{/first_name}},

Our team has reviewed your application: you are now a Verified host on {{brand}}. Travelers can find your profile and message you.

Next, publish your tours and services so travelers can book them.

[Manage your listings](/manage-listings)`,
  },
  {
    key: "host_rejected",
    name: "Host application declined",
    description: "Sent when an admin declines a host application: the reviewer's reason, and how to apply again.",
    variables: [
      FIRST_NAME,
      v(
        "reason",
        "The reviewer's reason",
        "The profile photo does not show your face. Please add a clear photo of yourself.",
      ),
    ],
    subject: "Your {{brand}} host application",
    body: `# We could not approve your host application

Hello{{#first_name}} {{first_name}}{{/first_name}},

Thank you for applying to host on {{brand}}. Our team could not approve your application yet, for this reason:

{{reason}}

You can change your application and send it again at any time.

[Update your application](/become-host)`,
  },
  {
    key: "new_messages",
    name: "New messages",
    description: "Sent when messages arrive in a conversation while the person is away: one e-mail per burst.",
    variables: [
      v("title", "What arrived, e.g. New message from Ana", "New message from Ana"),
      v("from", "Who wrote", "Ana"),
      link("link", "The conversation", "/chat/sample-conversation"),
    ],
    subject: "{{title}}",
    body: `# {{title}}

{{from}} wrote to you on {{brand}}.

[Read and reply]({{link}})

> You get this e-mail when messages arrive while you are away. You can switch it off in your notification settings.`,
  },
  noticeTemplate({
    key: "booking_update",
    name: "Booking update",
    description:
      "Sent to the traveler and the host when a booking moves (requested, confirmed, declined, cancelled, paid): the same words as the notification in the app.",
    sample: {
      title: "Booking confirmed",
      message: "Timur confirmed your booking of Horse trek to Kol-Suu for 12 May 2027.",
    },
    link: ["The booking", "/bookings"],
    button: "View your booking",
    note: "You get this e-mail because you have a booking with us. You can switch booking e-mails off in your notification settings.",
  }),
  noticeTemplate({
    key: "notification",
    name: "Other notifications",
    description:
      "Sent for notifications without an e-mail of their own (a review published, a traveler planning a trip to a host's country), to people who keep that kind's e-mail on: the same words as the notification in the app.",
    sample: {
      title: "Your review is published",
      message: "Thank you: your review now helps other travelers choose.",
    },
    link: ["Where the notification leads", "/notifications"],
    button: "Open {{brand}}",
    note: "You can choose which e-mails you get in your notification settings.",
  }),
  {
    key: "article_published",
    name: "Story published",
    description: "Sent to the author of a story sent through /blog/submit when an admin publishes it.",
    variables: [
      v("author_name", "The author's name", "Ana"),
      v("title", "The story's title", "Three days on the Pamir Highway"),
      link("link", "The published story", "/blog/three-days-on-the-pamir-highway"),
    ],
    subject: "Your story is published on {{brand}}",
    body: `# Your story is live

Hello {{author_name}},

Thank you for writing for {{brand}}. Our team has published your story "{{title}}": travelers can read and share it now.

[Read your story]({{link}})`,
  },
  {
    key: "article_declined",
    name: "Story declined",
    description: "Sent to the author of a story sent through /blog/submit when an admin declines it, with the reason.",
    variables: [
      v("author_name", "The author's name", "Ana"),
      v("title", "The story's title", "Three days on the Pamir Highway"),
      v(
        "reason",
        "The editor's reason",
        "The story reads as an advertisement for one company. Tell us what you saw and did.",
      ),
    ],
    subject: "Your story for the {{brand}} blog",
    body: `# We could not publish your story

Hello {{author_name}},

Thank you for sending us "{{title}}". Our team read it and could not publish it, for this reason:

{{reason}}

You are welcome to write it again with this in mind, or to send us another story.

[Send a story](/blog/submit)`,
  },
  {
    key: "contact_message",
    name: "Contact form message",
    description: "Sent to the support address when someone writes through the contact form; the reply goes by e-mail.",
    variables: [
      v("name", "The sender's name", "Ana Petrova"),
      v("email", "The sender's e-mail address", "ana@example.com"),
      v("topic", "The topic picked in the form", "Bookings"),
      v(
        "message",
        "The message, paragraphs kept",
        "Hello! Can I change the date of my booking with Timur?\n\nThank you, Ana",
      ),
    ],
    subject: "Contact form: {{topic}} ({{name}})",
    body: `# A message from the contact form

From: {{name}} <{{email}}>

Topic: {{topic}}

{{message}}

[Open the inbox](/admin/inbox)

> Reply to {{email}} directly, then mark the message resolved in the inbox.`,
  },
  {
    key: "signup_reminder",
    name: "Finish signing up (reminder)",
    description:
      "Sent by an admin from /admin/incomplete-users to someone who signed up but never chose to travel or to host (at most once a week).",
    variables: [FIRST_NAME, link("link", "The page where they choose traveler or host", "/complete-profile")],
    subject: "Finish setting up your {{brand}} account",
    body: `# One step left

Hello{{#first_name}} {{first_name}}{{/first_name}},

You created a {{brand}} account but haven't told us yet whether you are here to travel or to host. It takes a minute, and then you can message local hosts, book trips or publish your own tours.

[Finish my profile]({{link}})

> If you no longer want the account, reply to this e-mail or write to {{support_email}} and we'll delete it.`,
  },
  {
    key: "listing_unpublished",
    name: "Listing unpublished by our team",
    description:
      "Sent to a host when an admin unpublishes one of their listings (/admin/listings): the listing and the reason.",
    variables: [
      FIRST_NAME,
      v("title", "The listing's title", "Horse trek to the Kolsai lakes"),
      v(
        "reason",
        "The admin's reason",
        "The photos show a different lake than the one the tour visits. Please use your own photos of the trip.",
      ),
    ],
    subject: "Your listing “{{title}}” was unpublished",
    body: `# We unpublished your listing

Hello{{#first_name}} {{first_name}}{{/first_name}},

Our team unpublished your listing "{{title}}" on {{brand}}, so travelers cannot find it for now, for this reason:

{{reason}}

It is a draft again: change what is needed and publish it again from your listings.

[Manage your listings](/manage-listings)`,
  },
  {
    key: "account_suspended",
    name: "Account suspended",
    description:
      "Sent when an admin suspends a traveler's account (/admin/travelers): the admin's reason, and how to reach support.",
    variables: [
      FIRST_NAME,
      v(
        "reason",
        "The admin's reason",
        "Several hosts reported messages asking them to take payment outside the site.",
      ),
    ],
    subject: "Your {{brand}} account is suspended",
    body: `# Your account is suspended

Hello{{#first_name}} {{first_name}}{{/first_name}},

Our team has suspended your {{brand}} account, for this reason:

{{reason}}

While it is suspended you cannot sign in, and you have been signed out on every device. Your bookings and messages are kept.

If you think this is a mistake, or want to talk about it, write to {{support_email}}.`,
  },
  {
    key: "account_restored",
    name: "Account restored",
    description: "Sent when an admin lifts the suspension of a traveler's account: they can sign in again.",
    variables: [FIRST_NAME],
    subject: "Your {{brand}} account is restored",
    body: `# Your account is restored

Hello{{#first_name}} {{first_name}}{{/first_name}},

Our team has lifted the suspension of your {{brand}} account. You can sign in again, and everything is as you left it.

[Sign in](/auth)

> Questions? Write to {{support_email}}.`,
  },
];

/** Every template by key (a key without a definition is a compile error). */
export const EMAIL_TEMPLATES: Readonly<Record<EmailTemplateKey, TemplateDefinition>> = Object.fromEntries(
  DEFINITIONS.map((d) => [d.key, d]),
) as Record<EmailTemplateKey, TemplateDefinition>;

/** The templates in the order admins see them. */
export const EMAIL_TEMPLATE_LIST: readonly TemplateDefinition[] = DEFINITIONS;

export function isEmailTemplateKey(key: string): key is EmailTemplateKey {
  return Object.hasOwn(EMAIL_TEMPLATES, key);
}

/** A template's variables: its own, then the shared ones. */
export function templateVariables(key: EmailTemplateKey): TemplateVariable[] {
  return [...EMAIL_TEMPLATES[key].variables, ...SHARED_VARIABLES];
}

/** The sample values of a template's own variables (links made absolute on the site). */
export function sampleValues(key: EmailTemplateKey, origin: string): Record<string, string> {
  return Object.fromEntries(
    EMAIL_TEMPLATES[key].variables.map((x) => [x.name, x.link ? absolute(x.sample, origin) : x.sample]),
  );
}

/** A subject or body as written: the template's default, or an admin's version of it. */
export interface TemplateSource {
  subject: string;
  body: string;
}

/**
 * The e-mail a template makes from its named values: sections resolved, values inserted as text, the body's first
 * heading as the e-mail's title (the subject when it has none), in the branded layout.
 */
export function renderTemplate(
  key: EmailTemplateKey,
  origin: string,
  source: TemplateSource,
  vars: Record<string, string>,
): EmailContent {
  const all = { ...vars, ...sharedValues() };
  const subject = fillVariables(resolveSections(source.subject, all), all).replace(/\s+/g, " ").trim();
  const blocks = bodyBlocks(source.body, all, origin);
  const first = blocks[0];
  const heading = first?.kind === "heading" ? first.text : subject;
  return { ...render(key, origin, subject, heading, first?.kind === "heading" ? blocks.slice(1) : blocks), vars };
}

/** The e-mail from the template's default and the named values the function was given. */
function templateEmail(key: EmailTemplateKey, origin: string, vars: Record<string, string>): EmailContent {
  return renderTemplate(key, origin, EMAIL_TEMPLATES[key], vars);
}

/** Limits of an admin's version of a template. */
export const TEMPLATE_LIMITS = { subjectMax: 200, bodyMax: 20_000 } as const;

/**
 * What is wrong with an admin's version of a template, as "field: problem" (the wording of a 400), or null: a
 * variable the template does not have, a section never closed, a button that does not link to an http(s) address
 * or a path on this site, a subject on several lines or one that ends up empty.
 */
export function templateProblem(key: EmailTemplateKey, source: TemplateSource, origin: string): string | null {
  const known = templateVariables(key).map((x) => x.name);
  const knownList = known.map((n) => `{{${n}}}`).join(", ");
  for (const [field, text] of [
    ["subject", source.subject],
    ["body", source.body],
  ] as const) {
    const unknown = variablesOf(text).filter((n) => !known.includes(n));
    if (unknown.length > 0) return `${field}: {{${unknown[0]}}} is not a variable of this e-mail (it has ${knownList})`;
    const open = unbalancedSections(text);
    if (open.length > 0) {
      const tag = open[0] as string;
      const partner = tag.replace(/\{\{\s*([#/])/, (_m, c: string) => `{{${c === "#" ? "/" : "#"}`);
      return `${field}: ${tag} has no matching ${partner}`;
    }
  }
  if (/[\r\n]/.test(source.subject)) return "subject: must be one line";
  const samples = { ...sampleValues(key, origin), ...sharedValues() };
  for (const button of bodyButtons(source.body)) {
    const target = fillVariables(button.link, samples);
    const sameSite = target.startsWith("/") && !target.startsWith("//");
    if (!sameSite && !/^https?:\/\/[^/]/i.test(target))
      return `body: the button "${button.label}" links to ${button.link}; a button must link to an http(s) address or a path on this site, like /bookings`;
  }
  try {
    const mail = renderTemplate(key, origin, source, sampleValues(key, origin));
    if (!mail.subject) return "subject: is empty once the variables are filled in";
    if (!mail.text.trim()) return "body: is required";
  } catch (error) {
    return `body: ${error instanceof Error ? error.message : String(error)}`;
  }
  return null;
}

// ───────────────────────────── the e-mails, by their data ─────────────────────────────

/** "24 hours" for a note, or empty (no note) when the link has no stated limit. */
const validityOf = (minutes: number | undefined) => (minutes ? formatValidity(minutes) : "");

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

const linkValues = (data: LinkData) => ({
  link: absolute(data.link, data.origin),
  code: data.code ?? "",
  validity: validityOf(data.validityMinutes),
});

/** Sign-up: confirm the e-mail address by link. */
export function signupConfirmationEmail(data: LinkData): EmailContent {
  return templateEmail("signup_confirmation", data.origin, linkValues(data));
}

/** Password recovery: a link to choose a new password. */
export function recoveryEmail(data: LinkData & { email: string }): EmailContent {
  return templateEmail("recovery", data.origin, { email: data.email, ...linkValues(data) });
}

/** Passwordless sign-in: a 6-digit code (10 minutes, single use), and optionally a magic link. */
export function emailOtpEmail(data: {
  origin: string;
  code: string;
  link?: string;
  validityMinutes?: number;
}): EmailContent {
  return templateEmail("email_otp", data.origin, {
    code: data.code,
    validity: formatValidity(data.validityMinutes ?? EMAIL_CODE_VALIDITY_MINUTES),
    link: data.link ? absolute(data.link, data.origin) : "",
  });
}

/** E-mail change, to the new address: confirm it by link. */
export function emailChangeConfirmationEmail(
  data: LinkData & { oldEmail: string | null; newEmail: string },
): EmailContent {
  return templateEmail("email_change_confirmation", data.origin, {
    old_email: data.oldEmail ?? "",
    new_email: data.newEmail,
    ...linkValues(data),
  });
}

/**
 * E-mail change, to the current (confirmed) address: the change happens only if this address confirms it too, so
 * someone holding a stolen session cannot move the account.
 */
export function emailChangeCurrentEmail(data: LinkData & { oldEmail: string; newEmail: string }): EmailContent {
  return templateEmail("email_change_current", data.origin, {
    old_email: data.oldEmail,
    new_email: data.newEmail,
    ...linkValues(data),
  });
}

/** E-mail change, to the current address when it was never confirmed: a notice that a change was requested. */
export function emailChangeNoticeEmail(data: { origin: string; oldEmail: string; newEmail: string }): EmailContent {
  return templateEmail("email_change_notice", data.origin, { old_email: data.oldEmail, new_email: data.newEmail });
}

/** The moment of a security change as the notices write it: "29 November 2026 at 09:45 UTC". */
export function securityNoticeTime(at: Date): string {
  const text = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(at);
  return `${text} UTC`;
}

/** After a password change: when, and what to do if it wasn't them. */
export function passwordChangedEmail(data: { origin: string; email: string; at: Date }): EmailContent {
  return templateEmail("password_changed", data.origin, { email: data.email, changed_at: securityNoticeTime(data.at) });
}

/** An authenticator was added to (verified) or removed from an account. */
export function authenticatorChangedEmail(data: {
  origin: string;
  change: "enrolled" | "unenrolled";
  email: string;
  factorName: string | null;
  at: Date;
}): EmailContent {
  return templateEmail(data.change === "enrolled" ? "mfa_factor_enrolled" : "mfa_factor_unenrolled", data.origin, {
    email: data.email,
    changed_at: securityNoticeTime(data.at),
    factor_name: data.factorName ?? "",
  });
}

/** Re-authentication before a sensitive change (password change, account deletion): a 6-digit code. */
export function reauthenticationEmail(data: { origin: string; code: string; validityMinutes?: number }): EmailContent {
  return templateEmail("reauthentication", data.origin, {
    code: data.code,
    validity: formatValidity(data.validityMinutes ?? EMAIL_CODE_VALIDITY_MINUTES),
  });
}

/** After account deletion: what went and what stays. */
export function accountDeletedEmail(data: { origin: string; email: string }): EmailContent {
  return templateEmail("account_deleted", data.origin, { email: data.email });
}

/** A host application was approved: the host is Verified and can publish listings. */
export function hostApprovedEmail(data: { origin: string; firstName: string | null }): EmailContent {
  return templateEmail("host_approved", data.origin, { first_name: data.firstName ?? "" });
}

/** A host application was not approved: the reviewer's reason, and how to apply again. */
export function hostRejectedEmail(data: { origin: string; firstName: string | null; reason: string }): EmailContent {
  return templateEmail("host_rejected", data.origin, { first_name: data.firstName ?? "", reason: data.reason });
}

/** New messages in a conversation while the person was away: one e-mail per burst (durable-objects/user-hub.ts). */
export function newMessagesEmail(data: { origin: string; subject: string; from: string; link: string }): EmailContent {
  return templateEmail("new_messages", data.origin, {
    title: data.subject,
    from: data.from,
    link: absolute(data.link, data.origin),
  });
}

/** A booking moved (worker/services/bookings/notify.ts): the same words as the in-app notice, and a link to it. */
export function bookingUpdateEmail(data: {
  origin: string;
  firstName: string | null;
  title: string;
  body: string;
  link: string;
}): EmailContent {
  return templateEmail("booking_update", data.origin, {
    first_name: data.firstName ?? "",
    title: data.title,
    message: data.body,
    link: absolute(data.link, data.origin),
  });
}

/** Any other notification (worker/services/notify: an event without an e-mail of its own): its words and link. */
export function notificationEmail(data: {
  origin: string;
  firstName: string | null;
  title: string;
  body: string;
  link: string;
}): EmailContent {
  return templateEmail("notification", data.origin, {
    first_name: data.firstName ?? "",
    title: data.title,
    message: data.body,
    link: absolute(data.link, data.origin),
  });
}

/** A story sent through /blog/submit is published (issue 17): the link to it. */
export function articlePublishedEmail(data: {
  origin: string;
  authorName: string;
  title: string;
  link: string;
}): EmailContent {
  return templateEmail("article_published", data.origin, {
    author_name: data.authorName,
    title: data.title,
    link: absolute(data.link, data.origin),
  });
}

/** A story sent through /blog/submit is declined (issue 17): the editor's reason, and how to try again. */
export function articleDeclinedEmail(data: {
  origin: string;
  authorName: string;
  title: string;
  reason: string;
}): EmailContent {
  return templateEmail("article_declined", data.origin, {
    author_name: data.authorName,
    title: data.title,
    reason: data.reason,
  });
}

/** A message from the contact form (worker/routes/contact.ts), to the support address; the reply goes by e-mail. */
export function contactMessageEmail(data: {
  origin: string;
  name: string;
  email: string;
  topic: string;
  message: string;
}): EmailContent {
  return templateEmail("contact_message", data.origin, {
    name: data.name,
    email: data.email,
    topic: data.topic,
    message: data.message,
  });
}

/** A reminder to someone who never chose traveler or host (/admin/incomplete-users): the page to do it on. */
export function signupReminderEmail(data: { origin: string; firstName: string | null; link: string }): EmailContent {
  return templateEmail("signup_reminder", data.origin, {
    first_name: data.firstName ?? "",
    link: absolute(data.link, data.origin),
  });
}

/** An admin unpublished a host's listing (issue 19): which one and the reason; the host can publish it again. */
export function listingUnpublishedEmail(data: {
  origin: string;
  firstName: string | null;
  title: string;
  reason: string;
}): EmailContent {
  return templateEmail("listing_unpublished", data.origin, {
    first_name: data.firstName ?? "",
    title: data.title,
    reason: data.reason,
  });
}

/** An admin suspended the person's account (worker/routes/admin-travelers.ts): the reason, and support's address. */
export function accountSuspendedEmail(data: {
  origin: string;
  firstName: string | null;
  reason: string;
}): EmailContent {
  return templateEmail("account_suspended", data.origin, { first_name: data.firstName ?? "", reason: data.reason });
}

/** An admin lifted the suspension: the person can sign in again. */
export function accountRestoredEmail(data: { origin: string; firstName: string | null }): EmailContent {
  return templateEmail("account_restored", data.origin, { first_name: data.firstName ?? "" });
}
