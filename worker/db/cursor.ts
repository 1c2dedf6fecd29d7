type CursorValue = string | number;

/**
 * A cursor that no list of ours made (edited, truncated, or from another list): the caller's bad input, found only
 * once a query reads it. Thrown from deep in a list query, and answered once for every list by worker/app.ts.
 */
export class InvalidCursorError extends Error {
  constructor() {
    super("cursor: is not a cursor from this list; start from the first page");
  }
}

/** Keyset cursors are opaque to clients: the last row's sort values, as base64url JSON. */
export function encodeCursor(values: CursorValue[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Reads a cursor made by encodeCursor for the same shape; anything else throws InvalidCursorError. */
export function decodeCursor<const S extends readonly ("string" | "number")[]>(
  cursor: string,
  shape: S,
): { [K in keyof S]: S[K] extends "number" ? number : string } {
  let values: unknown;
  try {
    const binary = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    values = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
  } catch {
    values = null;
  }
  const ok =
    Array.isArray(values) &&
    values.length === shape.length &&
    values.every((v, i) => typeof v === shape[i] && (typeof v !== "number" || Number.isFinite(v)));
  if (!ok) throw new InvalidCursorError();
  return values as { [K in keyof S]: S[K] extends "number" ? number : string };
}
