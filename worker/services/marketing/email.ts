/**
 * A marketing e-mail as its recipient gets it: the admin's subject and body (worker/services/email/body.ts) with
 * the person's variables, in the brand's layout (`render()`), a visible unsubscribe link at the bottom, and the
 * RFC 8058 headers that let a mail client unsubscribe in one click.
 */
import { MARKETING_VARIABLES, type MarketingVariable } from "../../../domain/api/admin-marketing";
import { BRAND } from "../../../domain/brand";
import { bodyBlocks, fillVariables, variablesOf } from "../email/body";
import { type EmailTemplateKey, escapeHtml, render } from "../email/templates";

/** Not a transactional template: outbox rows of marketing mail keep template_key null, so no override applies. */
const MARKETING_LAYOUT_KEY = "marketing" as string as EmailTemplateKey;

export const UNSUBSCRIBE_LINE = `You get this e-mail because you asked ${BRAND.name} for news of new destinations and trips. Unsubscribe: `;
export const UNSUBSCRIBE_LABEL = "Unsubscribe from these e-mails";

export interface MarketingEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The page a person confirms on, and the one-click address mail clients post to. */
export function unsubscribeUrls(origin: string, token: string) {
  const q = `?token=${encodeURIComponent(token)}`;
  return {
    page: new URL(`/unsubscribe${q}`, origin).toString(),
    oneClick: new URL(`/api/unsubscribe${q}`, origin).toString(),
  };
}

/** The values of a person's variables ("there" for a person without a first name: "Hi there,"). */
export function marketingVars(person: { first_name: string | null }): Record<MarketingVariable, string> {
  return { firstName: person.first_name?.trim() || MARKETING_VARIABLES.firstName.fallback };
}

/** Variables a text uses that marketing mail does not fill in. */
export function unknownVariables(...texts: string[]): string[] {
  return [...new Set(texts.flatMap(variablesOf))].filter((v) => !(v in MARKETING_VARIABLES));
}

/** Throws on a body whose button links are not http(s) (checked when a template is saved). */
export function checkMarketingBody(body: string, origin: string): string | null {
  try {
    bodyBlocks(body, {}, origin);
    return null;
  } catch {
    return "body: a button's link must be a web address (https://…) or a path on this site (/destinations)";
  }
}

export function marketingEmail(data: {
  origin: string;
  subject: string;
  body: string;
  vars: Record<string, string>;
  token: string;
}): MarketingEmail {
  const urls = unsubscribeUrls(data.origin, data.token);
  const subject = fillVariables(data.subject, data.vars).trim();
  const blocks = [
    ...bodyBlocks(data.body, data.vars, data.origin),
    { kind: "muted" as const, text: `${UNSUBSCRIBE_LINE}${urls.page}` },
  ];
  const content = render(MARKETING_LAYOUT_KEY, data.origin, subject, subject, blocks);
  // The layout writes the muted line as text; its address becomes a real link.
  const plain = `${escapeHtml(UNSUBSCRIBE_LINE)}${escapeHtml(urls.page)}`;
  const linked = `${escapeHtml(UNSUBSCRIBE_LINE.replace(/ Unsubscribe: $/, " "))}<a href="${escapeHtml(urls.page)}" style="color:inherit;text-decoration:underline">${UNSUBSCRIBE_LABEL}</a>`;
  const at = content.html.lastIndexOf(plain);
  const html = at < 0 ? content.html : content.html.slice(0, at) + linked + content.html.slice(at + plain.length);
  return {
    subject,
    text: content.text,
    html,
    headers: { "List-Unsubscribe": `<${urls.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
