import { type ReactNode, useId } from "react";
import { Button } from "./Button";

export type SortDirection = "ascending" | "descending";
export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface Column<Row> {
  /** Names the column in SortState. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  /** The server can order by it: its header is a button that asks `onSort`. */
  sortable?: boolean;
  className?: string;
}

const CELL = "px-4 py-3 text-left align-top";

/** A sortable column's header: the whole header is the button, its state is the th's aria-sort. */
function SortButton({
  label,
  direction,
  onClick,
}: {
  label: ReactNode;
  direction?: SortDirection;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold">
      {label}
      <span aria-hidden="true" className="text-xs">
        {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
      </span>
    </button>
  );
}

/**
 * The admin console's table, driven by the server: the caller gives the rows loaded so far, the order they are in
 * (`sort`, shown as aria-sort) and what to do for another order (`onSort`, from a sortable column's header: the
 * other direction of the current column, else ascending) or for the next page (`onLoadMore`, while `hasMore`).
 * Wider than the screen, it scrolls sideways in a focusable region.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadMoreLabel = "Show more",
}: {
  /** The table's name; read out, not shown. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  loadMoreLabel?: string;
}) {
  const captionId = useId();
  const sortBy = (column: string) =>
    onSort?.({
      column,
      direction: sort?.column === column && sort.direction === "ascending" ? "descending" : "ascending",
    });
  return (
    <>
      <section
        aria-labelledby={captionId}
        // relative: the screen-reader-only text in its cells stays inside the scroll (else it widens a phone's page).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10"
      >
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="border-b border-stone-200 text-stone-600 dark:border-stone-800 dark:text-stone-300">
            <tr>
              {columns.map((c) => {
                const direction = sort?.column === c.id ? sort.direction : undefined;
                return (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={direction}
                    className={`${CELL} font-semibold ${c.className ?? ""}`}
                  >
                    {c.sortable && onSort ? (
                      <SortButton label={c.header} direction={direction} onClick={() => sortBy(c.id)} />
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th
                      key={c.id}
                      scope="row"
                      className={`${CELL} font-semibold text-stone-900 dark:text-white ${c.className ?? ""}`}
                    >
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.id} className={`${CELL} ${c.className ?? ""}`}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {hasMore && onLoadMore && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" busy={loadingMore} busyLabel="Loading…" onClick={onLoadMore}>
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </>
  );
}
