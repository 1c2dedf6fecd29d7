/** CSV for admin exports (RFC 4180, CRLF), safe to open in a spreadsheet. */
import type { Context } from "hono";
import { CSV_MAX_ROWS } from "../../domain/api/admin-lists";

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => CsvValue;
}

/** Every cell quoted; text a spreadsheet would run as a formula (= + - @, tab, CR first) is prefixed with '. */
export function csvCell(value: CsvValue): string {
  const v = value === null || value === undefined ? "" : String(value);
  const safe = typeof value === "string" && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv<R>(columns: CsvColumn<R>[], rows: Iterable<R>): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const r of rows) lines.push(columns.map((c) => csvCell(c.value(r))).join(","));
  return lines.join("\r\n");
}

/**
 * Walks a keyset list from its first page until it ends or CSV_MAX_ROWS rows are read; `truncated` says whether
 * rows were left.
 */
export async function allPages<R>(
  page: (cursor: string | undefined, limit: number) => Promise<{ items: R[]; next_cursor: string | null }>,
  max = CSV_MAX_ROWS,
): Promise<{ rows: R[]; truncated: boolean }> {
  const rows: R[] = [];
  let cursor: string | undefined;
  for (;;) {
    const p = await page(cursor, Math.min(1000, max - rows.length));
    rows.push(...p.items);
    if (!p.next_cursor) return { rows, truncated: false };
    if (rows.length >= max) return { rows, truncated: true };
    cursor = p.next_cursor;
  }
}

/** The export as a download named `<name>-<YYYY-MM-DD>.csv`; never cached. */
export function csvAnswer(c: Context, name: string, csv: string, truncated = false): Response {
  const body = truncated
    ? `${csv}\r\n${csvCell(`Stopped at ${CSV_MAX_ROWS} rows: narrow the filter for the rest`)}`
    : csv;
  const day = new Date().toISOString().slice(0, 10);
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    "Cache-Control": "no-store",
  });
}
