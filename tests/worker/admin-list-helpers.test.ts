import { env } from "cloudflare:workers";
import { and } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { InvalidCursorError } from "../../worker/db/cursor";
import { keyset } from "../../worker/db/keyset";
import { allPages, csvCell, toCsv } from "../../worker/services/csv";

/** A scratch table for the keyset walk: ties in `score` are broken by id, in both directions. */
const scores = sqliteTable("kit_scores", { id: text().primaryKey(), score: integer().notNull() });
const ROWS = Array.from({ length: 23 }, (_, i) => ({ id: `r${String(i).padStart(2, "0")}`, score: i % 4 }));

async function page(dir: "asc" | "desc", cursor: string | undefined, limit: number) {
  const k = keyset({ sort: scores.score, id: scores.id, dir, type: "number", cursor });
  const rows = await getDb(env.DB)
    .select()
    .from(scores)
    .where(and(k.after))
    .orderBy(...k.orderBy)
    .limit(limit + 1);
  return k.next(rows, limit, (r) => [r.score, r.id]);
}

beforeAll(async () => {
  await env.DB.exec("CREATE TABLE IF NOT EXISTS kit_scores (id TEXT PRIMARY KEY, score INTEGER NOT NULL)");
  await getDb(env.DB).insert(scores).values(ROWS);
});

describe("keyset pages", () => {
  it.each(["asc", "desc"] as const)("walks every row exactly once in %s order, ties broken by id", async (dir) => {
    const { rows, truncated } = await allPages((cursor) => page(dir, cursor, 5));
    expect(truncated).toBe(false);
    const expected = [...ROWS].sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
    expect(rows).toEqual(dir === "asc" ? expected : expected.reverse());
  });

  it("stops an export at its cap and says rows were left", async () => {
    const { rows, truncated } = await allPages((cursor) => page("asc", cursor, 5), 10);
    expect(rows).toHaveLength(10);
    expect(truncated).toBe(true);
  });

  it("refuses a cursor it did not make", async () => {
    await expect(page("asc", "bm90LWEtY3Vyc29y", 5)).rejects.toBeInstanceOf(InvalidCursorError);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM kit_scores").first<{ n: number }>();
    expect(count?.n).toBe(ROWS.length);
  });
});

describe("CSV", () => {
  it("quotes every cell, doubles quotes and neutralises formulas", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("-1")).toBe('"\'-1"');
    expect(csvCell(-1)).toBe('"-1"');
    expect(csvCell(null)).toBe('""');
    expect(
      toCsv(
        [
          { header: "name", value: (r: { n: string; k: number }) => r.n },
          { header: "count", value: (r) => r.k },
        ],
        [
          { n: "Aigerim, Almaty", k: 2 },
          { n: "line\nbreak", k: 0 },
        ],
      ),
    ).toBe('"name","count"\r\n"Aigerim, Almaty","2"\r\n"line\nbreak","0"');
  });
});
