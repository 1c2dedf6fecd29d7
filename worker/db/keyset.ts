/**
 * Keyset pages over a sortable column and a unique id (the admin console's lists): the rows after a cursor in either
 * direction, and the cursor after a page. The sort expression must never be NULL (coalesce it), or rows are lost.
 */
import { and, asc, desc, eq, gt, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { SortDir } from "../../domain/api/admin-lists";
import { decodeCursor, encodeCursor } from "./cursor";

type Sortable = SQLiteColumn | SQL | SQL.Aliased;

export interface Keyset<T extends "string" | "number"> {
  /** The filter for rows after the cursor (undefined on the first page). */
  after: SQL | undefined;
  orderBy: SQL[];
  /** The next page's cursor from the page's rows (fetch limit + 1 rows; pass them all). */
  next: <R>(
    rows: R[],
    limit: number,
    key: (row: R) => [T extends "number" ? number : string, string],
  ) => {
    items: R[];
    next_cursor: string | null;
  };
}

export function keyset<T extends "string" | "number">(opts: {
  sort: Sortable;
  id: SQLiteColumn | SQL;
  dir: SortDir;
  type: T;
  cursor?: string;
}): Keyset<T> {
  const sort = opts.sort as SQL;
  const id = opts.id as SQL;
  const past = opts.dir === "asc" ? gt : lt;
  let after: SQL | undefined;
  if (opts.cursor) {
    const [value, lastId] = decodeCursor(opts.cursor, [opts.type, "string"] as const);
    after = or(past(sort, value), and(eq(sort, value), past(id, lastId)));
  }
  const order = opts.dir === "asc" ? asc : desc;
  return {
    after,
    orderBy: [order(sort), order(id)],
    next: (rows, limit, key) => {
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, next_cursor: rows.length > limit && last ? encodeCursor(key(last)) : null };
    },
  };
}
