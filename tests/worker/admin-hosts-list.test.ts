import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminHostsResponse } from "../../domain/api/admin-hosts";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/**
 * /admin/hosts as a console list (issue 19 item 1): the decided statuses searched by name or e-mail, sorted by the
 * decision's date or the name, a keyset page at a time, with the counts of every status as before; and the CSV of
 * the current filter (GET /api/admin/hosts/export). Admins only.
 */

let admin: Person;
const tag = `Q${crypto.randomUUID().slice(0, 6).replace(/\d/g, "x")}`;
/** The approved hosts of this file by first name, approved on these days. */
const APPROVED: [string, string][] = [
  ["Bakyt", "2026-03-04T10:00:00.000Z"],
  ["Aigul", "2026-03-01T10:00:00.000Z"],
  ["Dana", "2026-03-03T10:00:00.000Z"],
  ["Chingiz", "2026-03-02T10:00:00.000Z"],
];
const hosts: Record<string, Person> = {};

beforeAll(async () => {
  admin = await person("admin");
  const made = await Promise.all([
    ...APPROVED.map(([first]) => person("approved-host", { first_name: first, last_name: tag, city: "Karakol" })),
    person("rejected-host", { first_name: "Erlan", last_name: tag }),
  ]);
  for (const [i, p] of made.entries()) hosts[APPROVED[i]?.[0] ?? "Erlan"] = p;
  await env.DB.batch(
    APPROVED.map(([first, at]) =>
      env.DB.prepare("UPDATE hosts SET approved_at = ?, updated_at = ? WHERE id = ?").bind(
        at,
        // A later profile edit moves updated_at; the decision's date stays the approval's.
        "2026-06-01T00:00:00.000Z",
        hosts[first]?.hostId,
      ),
    ),
  );
});

async function list(query: string): Promise<AdminHostsResponse> {
  const res = await admin.fetch(`/api/admin/hosts?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<AdminHostsResponse>();
}
const names = async (query: string) => (await list(query)).items.map((r) => r.first_name);

describe("GET /api/admin/hosts for decided statuses", () => {
  it("searches by name or e-mail within the status, with every status's count", async () => {
    expect(await names(`status=approved&q=${tag}`)).toEqual(["Bakyt", "Dana", "Chingiz", "Aigul"]);
    expect(await names(`status=approved&q=${encodeURIComponent(`dana ${tag.toLowerCase()}`)}`)).toEqual(["Dana"]);
    expect(await names(`status=approved&q=${encodeURIComponent(hosts.Chingiz?.email.toUpperCase() ?? "")}`)).toEqual([
      "Chingiz",
    ]);
    expect(await names(`status=rejected&q=${tag}`)).toEqual(["Erlan"]);
    expect(await names(`status=approved&q=${tag}%25`)).toEqual([]);
    const body = await list(`status=approved&q=${tag}`);
    expect(body.counts.approved).toBeGreaterThanOrEqual(4);
    expect(body.counts.rejected).toBeGreaterThanOrEqual(1);
    expect(body.items[0]).toMatchObject({
      status: "approved",
      decided_at: "2026-03-04T10:00:00.000Z",
      updated_at: "2026-06-01T00:00:00.000Z",
    });
  });

  it("sorts by the decision's date or the name, either way", async () => {
    const q = `status=approved&q=${tag}`;
    expect(await names(`${q}&sort=decided_at&dir=asc`)).toEqual(["Aigul", "Chingiz", "Dana", "Bakyt"]);
    expect(await names(`${q}&sort=name`)).toEqual(["Dana", "Chingiz", "Bakyt", "Aigul"]);
    expect(await names(`${q}&sort=name&dir=asc`)).toEqual(["Aigul", "Bakyt", "Chingiz", "Dana"]);
  });

  it("walks keyset pages of the chosen order without losing or repeating a host", async () => {
    for (const sort of ["name", "decided_at"]) {
      const seen: (string | null)[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminHostsResponse = await list(
          `status=approved&q=${tag}&sort=${sort}&dir=asc&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(page.items.length).toBeLessThanOrEqual(3);
        seen.push(...page.items.map((r) => r.first_name));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual(
        sort === "name" ? ["Aigul", "Bakyt", "Chingiz", "Dana"] : ["Aigul", "Chingiz", "Dana", "Bakyt"],
      );
    }
  });

  it("GET /api/admin/hosts/export: the filter's hosts as a CSV download, in the list's order", async () => {
    const res = await admin.fetch(`/api/admin/hosts/export?status=approved&q=${tag}&sort=name&dir=asc`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="hosts-approved-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe(
      '"Name","E-mail","Status","Type","City","Country","Languages","Applied","Decided","Rejection reason","Profile","Host id","Person id"',
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(
      ["Aigul", "Bakyt", "Chingiz", "Dana"].map((n) => `"${n} ${tag}"`),
    );
    const aigul = hosts.Aigul as Person;
    expect(lines[1]).toContain(`"${aigul.email}","Approved","Local guide","Karakol","Kazakhstan","English",`);
    expect(lines[1]).toContain(
      `"2026-03-01T10:00:00.000Z","","/host/aigul-${aigul.id.slice(0, 8)}","${aigul.hostId}","${aigul.id}"`,
    );
    const rejected = await (await admin.fetch(`/api/admin/hosts/export?status=rejected&q=${tag}`)).text();
    expect(rejected.split("\r\n")[1]).toContain('"Rejected"');
    expect(rejected).toContain("Please add a clearer photo of your guide licence.");
  });

  it("guests get 401 and non-admins 403 on the export", async () => {
    expect((await (await person("guest")).fetch("/api/admin/hosts/export")).status).toBe(401);
    for (const role of ["traveler", "approved-host"] as const) {
      expect((await (await person(role)).fetch(`/api/admin/hosts/export?q=${tag}`)).status).toBe(403);
    }
  });

  it("bad input is refused with 400 naming the field", async () => {
    for (const [query, field] of [
      ["sort=rating", "sort"],
      ["dir=sideways", "dir"],
      ["status=banned", "status"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      [`q=${"a".repeat(101)}`, "q"],
      ["cursor=nonsense", "cursor"],
    ]) {
      for (const path of ["/api/admin/hosts", "/api/admin/hosts/export"]) {
        if (path.endsWith("export") && (field === "limit" || field === "cursor")) continue;
        const res = await admin.fetch(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect((await res.json<ErrorBody>()).error.message, query).toMatch(new RegExp(`^${field}: `));
      }
    }
    expect((await admin.fetch("/api/admin/hosts/export?cursor=abc")).status).toBe(400);
  });
});
