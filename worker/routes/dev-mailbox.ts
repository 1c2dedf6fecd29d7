/**
 * GET /dev/mailbox — local runs only (DEV_MAILBOX = "on"): the mail and text messages the app "sent", newest
 * first, read from the outbox. JSON `[{ to, subject, text, html, created_at }]` when asked for JSON (Accept:
 * application/json or ?format=json), else a page where a person can read each message and click its links.
 * `?to=` keeps one recipient's messages. With DEV_MAILBOX off, or a public PUBLIC_ORIGIN (devToolsOn), the path is
 * unknown like any other (404).
 */
import { Hono } from "hono";
import { type MailboxMessage, mailboxMessages } from "../db/email-outbox";
import type { AppBindings } from "../env";
import { escapeHtml } from "../services/email/templates";
import { devToolsOn } from "../site-origin";

export const MAILBOX_LIMIT = 100;

function wantsJson(format: string | undefined, accept: string | undefined): boolean {
  if (format === "json") return true;
  if (format === "html") return false;
  return /\bapplication\/json\b/i.test(accept ?? "");
}

/** The http(s) links in a message's text version, in order, once each. */
export function messageLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/** The message's HTML for a sandboxed iframe: links open in the mailbox's own tab, not inside the frame. */
function frameDocument(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

const readableTime = (iso: string) => `${iso.replace("T", " ").replace(/\.\d+Z$|Z$/, "")} UTC`;

function messageHtml(message: MailboxMessage, index: number): string {
  const id = `message-${index}`;
  const links = messageLinks(message.text);
  return `<li>
<article aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(message.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Time</dt><dd><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(readableTime(message.created_at))}</time></dd>
</dl>
${
  links.length > 0
    ? `<p class="links">Links in this message:</p><ul>${links.map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`).join("")}</ul>`
    : ""
}
<iframe title="${escapeHtml(`Message: ${message.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(frameDocument(message.html))}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>
</li>`;
}

export function mailboxPage(messages: MailboxMessage[], to: string | null): string {
  const count = `${messages.length} ${messages.length === 1 ? "message" : "messages"}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2937; background: #fbf8f3; }
  main { max-width: 860px; margin: 0 auto; padding: 16px; }
  h1 { margin: 8px 0; font-size: 1.6rem; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 12px 0 20px; }
  input { font: inherit; padding: 6px 8px; min-width: 0; flex: 1 1 220px; border: 1px solid #9ca3af; border-radius: 6px; }
  button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 0; background: #0f766e; color: #fff; }
  ol { list-style: none; margin: 0; padding: 0; }
  article { background: #fff; border: 1px solid #e9dfcc; border-radius: 10px; padding: 16px; margin: 0 0 16px; }
  h2 { margin: 0 0 8px; font-size: 1.15rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0 0 8px; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  a { color: #0f766e; overflow-wrap: anywhere; }
  .links { margin: 8px 0 0; font-weight: 600; }
  ul { margin: 4px 0 12px; padding-left: 20px; }
  iframe { width: 100%; height: 600px; border: 1px solid #e9dfcc; border-radius: 8px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f5efe4; padding: 12px; border-radius: 8px; }
  a:focus-visible, button:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>Mail and text messages the app sent on this machine (nothing leaves it while DEV_MAILBOX is on), newest first: ${count}${to ? ` to ${escapeHtml(to)}` : ""}.</p>
<form method="get" action="/dev/mailbox" role="search">
<label for="to">Recipient</label>
<input id="to" name="to" type="search" value="${escapeHtml(to ?? "")}" placeholder="e-mail address or phone number" autocomplete="off">
<button type="submit">Show</button>
<a href="/dev/mailbox">All messages</a>
<a href="/dev/mailbox?format=json${to ? `&amp;to=${escapeHtml(encodeURIComponent(to))}` : ""}">JSON</a>
</form>
${messages.length === 0 ? "<p>No messages yet.</p>" : `<ol>\n${messages.map(messageHtml).join("\n")}\n</ol>`}
</main>
</body>
</html>
`;
}

export const devMailboxRoutes = new Hono<AppBindings>().get("/", async (c, next) => {
  if (!devToolsOn(c.env)) return next();
  const to = c.req.query("to")?.trim() || null;
  const messages = await mailboxMessages(c.env.DB, { to, limit: MAILBOX_LIMIT });
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  if (wantsJson(c.req.query("format"), c.req.header("Accept"))) return c.json(messages);
  return c.html(mailboxPage(messages, to));
});
