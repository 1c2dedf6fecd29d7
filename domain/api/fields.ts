/**
 * zod pieces every contract builds its inputs from, so the same field is checked the same way by the server and
 * by the form that fills it in. Messages are phrases that follow the field's name ("title: is required" on the
 * wire, "Title is required." in a form).
 */
import { z } from "zod";
import { sameText } from "../text";

// zod would probe `new Function("")` to compile fast object parsers; our Content-Security-Policy forbids eval, so in
// the browser the probe only logs a CSP violation (Lighthouse counts it against best practices). Workers never eval.
z.config({ jitless: true });

/**
 * Control characters other than tab and newline (C0, DEL and C1). Nobody types them; they break logs, e-mails,
 * CSV exports and terminals, and NUL truncates text in some readers. Refused in every text input.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters (only tabs and line breaks)";

/**
 * The dotted path of the first text inside `value` (an object, list or string, keys included) that holds a control
 * character, or null. The server runs this over every query, path and JSON input before its schema.
 */
export function controlCharacterPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path || "value" : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterPath(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) return at;
      const found = controlCharacterPath(item, at);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Text without control characters (the check the server also makes before any schema); a missing value "is
 * required", anything but text gets `error`.
 */
export const plainText = (error = "must be text") =>
  z
    .string({ error: (iss) => (iss.input === undefined ? "is required" : error) })
    .refine((s) => !hasControlCharacter(s), CONTROL_CHARACTER_MESSAGE);

/** Required text, trimmed, of at most `max` characters (and at least `min`). */
export const requiredText = (max: number, min = 1) =>
  plainText()
    .trim()
    .min(min, min <= 1 ? "is required" : `needs at least ${min} characters`)
    .max(max, `can be at most ${max} characters`);

/** A value picked from a list, saved in the list's spelling whatever the case it was typed in. */
export const pickedFrom = (list: readonly string[], hint: string) =>
  plainText()
    .trim()
    .transform((value, ctx) => {
      const found = list.find((item) => sameText(item, value));
      if (!found) {
        ctx.addIssue({ code: "custom", message: value ? hint : "is required" });
        return z.NEVER;
      }
      return found;
    });

export const isoDate = z
  .string({ error: "must be a date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-05-31")
  .refine((s) => {
    const at = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(s);
  }, "must be a real date");

/** An opaque keyset cursor from a previous page's `next_cursor`. */
export const cursor = plainText().min(1).max(400);

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;

/** A page size in a query string: 1 to MAX_PAGE_SIZE, PAGE_SIZE when absent. */
export const pageLimit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);

/** A keyset page: ?cursor=&limit=. */
export const pageQuery = z.strictObject({ cursor: cursor.optional(), limit: pageLimit });

/** A city or country name as a filter (matched the way the catalogue stores places). */
export const place = plainText().trim().min(1).max(100);

/** A path parameter naming something by its slug or id. */
export const slugOrId = plainText().trim().min(1).max(200);
