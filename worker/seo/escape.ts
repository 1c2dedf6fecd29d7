/**
 * Escaping for the HTML the worker writes: the same bytes HTMLRewriter writes (worker/seo/rewrite.ts), in a module
 * without worker globals, so the drawn views can be rendered in the web tests too (tests/web/drawn-view.test.tsx).
 */

/**
 * An attribute value as rewrite.ts's `setAttribute` writes it: "&" escaped by us, then '"' by HTMLRewriter (which
 * escapes nothing else in an attribute value).
 */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/** Text as HTMLRewriter's `setInnerContent` writes it in text mode: "&", "<" and ">" escaped. */
export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
