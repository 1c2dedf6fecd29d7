/**
 * What the server's redirects from e-mail links (and identity providers) leave in the address (spec §4, §8 auth
 * service). Pure; AuthProvider reads it at start-up. Re-exported by domain/auth-session.ts.
 */

/** What an e-mail link (or identity provider) put in the URL when it sent the browser back to the site. */
export type AuthLinkType = "signup" | "recovery" | "email_change" | "magiclink" | "invite";
export type AuthRedirect =
  | { kind: "link"; type: AuthLinkType }
  | { kind: "error"; error: string; code: string | null; description: string }
  /** A step that needs another before anything changes (the first of a secure e-mail change's two links). */
  | { kind: "message"; text: string };

const LINK_TYPES: readonly string[] = ["signup", "recovery", "email_change", "magiclink", "invite"];
const isLinkType = (type: string | null): type is AuthLinkType => type !== null && LINK_TYPES.includes(type);

/**
 * Reads `#type=signup`, `#message=…` or `#error=…&error_code=…&error_description=…` (the server's redirects from
 * e-mail links).
 * An error may also arrive in the query string (PKCE redirects); a query string's `type` means something else on
 * other pages and is not read. Null when the URL carries neither.
 */
export function parseAuthRedirect(hash: string, search = ""): AuthRedirect | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const query = new URLSearchParams(search.replace(/^\?/, ""));
  for (const params of [fragment, query]) {
    const error = params.get("error");
    if (error && (params === fragment || params.has("error_description"))) {
      const description = params.get("error_description")?.trim() || error.replace(/_/g, " ");
      return { kind: "error", error, code: params.get("error_code"), description };
    }
  }
  const type = fragment.get("type");
  if (isLinkType(type)) return { kind: "link", type };
  const message = fragment.get("message")?.trim();
  return message ? { kind: "message", text: message } : null;
}
