/**
 * The admin console's lists (issue 19 "table kit"): every list under /api/admin takes the same search, sort,
 * direction and keyset page, plus its own filters, and has a CSV twin that answers the whole current filter.
 *
 *   GET /api/admin/<area>            ?q=&sort=&dir=&cursor=&limit=&<filters>  → AdminListPage<Row>
 *   GET /api/admin/<area>/export     ?q=&sort=&dir=&<filters>                 → text/csv attachment (RawAnswer)
 *
 * The web kit (web/src/pages/admin/kit) keeps these in the page's URL, so a filtered list is a link.
 */
import { z } from "zod";
import { cursor, plainText } from "./fields";

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRECTIONS)[number];

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** An export stops here; the file then ends with a note saying so (narrow the filter for the rest). */
export const CSV_MAX_ROWS = 50_000;

export const adminSearch = plainText().trim().max(100, "can be at most 100 characters").optional();

/**
 * A console list's query schemas: `list` for pages, `csv` for the export (the same without cursor and limit).
 * `filters` are the list's own fields (optional ones: a missing filter means all).
 */
export function adminListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(opts: {
  sorts: S;
  defaultSort: S[number];
  defaultDir?: SortDir;
  filters: F;
}) {
  const base = {
    q: adminSearch,
    sort: z.enum(opts.sorts, { error: `must be one of ${opts.sorts.join(", ")}` }).default(opts.defaultSort),
    dir: z.enum(SORT_DIRECTIONS, { error: "must be asc or desc" }).default(opts.defaultDir ?? "desc"),
    ...opts.filters,
  };
  return {
    list: z.strictObject({
      ...base,
      cursor: cursor.optional(),
      limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
    }),
    csv: z.strictObject(base),
  };
}

/** One page of a console list. */
export interface AdminListPage<T> {
  items: T[];
  next_cursor: string | null;
}
