/**
 * Leaving marketing e-mail without signing in (issue 18 item 7): every marketing message links to
 * /unsubscribe?token=… and carries `List-Unsubscribe: <…/api/unsubscribe?token=…>` with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). The token names the person and the campaign and
 * is signed by the server, so it is the only permission: no session, no CSRF check (a mail provider posts it from
 * its own servers). Unsubscribing turns marketing e-mail off at once and touches nothing else.
 */
import { z } from "zod";
import { get, post, reply } from "./endpoint";
import { plainText } from "./fields";

/** Tokens are short (two ids and a MAC); anything longer is refused before it is looked at. */
export const UNSUBSCRIBE_TOKEN_MAX = 300;

export const unsubscribeQuery = z.object({
  token: plainText().trim().min(1, "is required").max(UNSUBSCRIBE_TOKEN_MAX, "is not a valid unsubscribe link"),
});

export const BAD_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. Copy the whole link from the e-mail, or sign in and turn marketing e-mail off in your notification settings.";

export interface UnsubscribeState {
  /** The address the link is for, masked ("ly***@example.com"). */
  email: string;
  /** Whether the person gets marketing e-mail now. */
  subscribed: boolean;
}

export const unsubscribeApi = {
  /** Who the link is for, for the confirmation page. */
  state: get("/api/unsubscribe", {
    access: "public",
    query: unsubscribeQuery,
    response: reply<UnsubscribeState>(),
  }),
  /** RFC 8058 one-click (a form body `List-Unsubscribe=One-Click`) and the page's button; any body is accepted. */
  unsubscribe: post("/api/unsubscribe", {
    access: "public",
    query: unsubscribeQuery,
    response: reply<UnsubscribeState>(),
  }),
  /** "Subscribe again" on the page right after a mistaken click: the same signed link, consent back on. */
  resubscribe: post("/api/unsubscribe/undo", {
    access: "public",
    query: unsubscribeQuery,
    response: reply<UnsubscribeState>(),
  }),
} as const;

/** An address shown to whoever holds a link: "lu***@example.com" (enough to recognise, not to harvest). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const keep = local.length <= 3 ? 1 : 2;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}
