/**
 * Guards that make a D1 batch all-or-nothing. D1 runs a batch as one transaction and rolls all of it back when a
 * statement fails, so a rule that must still hold when the batch runs (not only when the route read the rows a
 * moment before) is a statement in the batch that fails for each row breaking it. SQLite's RAISE() works only
 * inside triggers, so the failing expression is json_extract with a path that is not a JSON path: SQLite's error
 * ("bad JSON path: 'guard:<reason>:<detail>'") carries the reason and a detail taken from the offending row. The
 * path depends on the row, so it is evaluated only for rows that match (never factored out as a constant).
 */

/** An SQL expression that fails with `reason` and the row's `detailSql` (an SQL text expression) when evaluated. */
export function guardFailure(reason: string, detailSql: string): string {
  if (!/^[a-z_]+$/.test(reason)) throw new Error(`guard reason ${reason} must be lowercase letters and _`);
  return `json_extract('{}', 'guard:${reason}:' || ${detailSql})`;
}

export interface GuardHit {
  reason: string;
  /** The detail's parts, split at ":" (ids, dates and numbers never contain one). */
  detail: string[];
}

/** The guard that made a batch fail, or null when it failed for another reason. */
export function guardHit(err: unknown): GuardHit | null {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? "")}`;
  const match = /guard:([a-z_]+):([^']*)'/.exec(text);
  if (!match?.[1]) return null;
  return { reason: match[1], detail: (match[2] ?? "").split(":") };
}
