import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hostSlug } from "../../domain/host-slug";
import { flushPreviewChanges } from "../../worker/seo/changes";
import { readHead } from "./head";
import { type ErrorBody, get, ORIGIN, seedSmall } from "./helpers";

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The og:image a crawler finds on a page, as a path on this origin. */
async function ogImageOf(path: string): Promise<string> {
  const head = await readHead(await (await get(path, { headers: { Accept: "text/html" } })).text());
  const url = head.meta["og:image"] ?? "";
  expect(url.startsWith(`${ORIGIN}/og/`), url).toBe(true);
  return url.slice(ORIGIN.length);
}

async function stored(prefix: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}

let tour: { id: string; slug: string };

beforeAll(async () => {
  await seedSmall();
  const row = await env.DB.prepare(
    `SELECT l.id, l.slug FROM tours l JOIN hosts h ON h.id = l.host_id
     WHERE l.status = 'published' AND h.status = 'approved' AND l.slug IS NOT NULL ORDER BY l.id LIMIT 1`,
  ).first<{ id: string; slug: string }>();
  if (!row) throw new Error("no published tour");
  tour = row;
});

describe("share images", () => {
  it("draws a 1200x630 PNG for a listing on first request, stores it in R2 and reuses it", async () => {
    const path = await ogImageOf(`/tour/${tour.slug}`);
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toContain("immutable");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });

    expect(await stored(`og/tour/${tour.id}/`)).toEqual([
      `og/tour/${tour.id}/${new URL(path, ORIGIN).searchParams.get("v")}.png`,
    ]);
    const again = new Uint8Array(await (await get(path)).arrayBuffer());
    expect(again).toEqual(bytes);
  });

  it("gives an approved host an image, and nothing for a pending host", async () => {
    const host = await env.DB.prepare(
      `SELECT h.id, h.profile_slug, p.first_name FROM hosts h JOIN profiles p ON p.user_id = h.user_id
       WHERE h.status = 'approved' ORDER BY h.id LIMIT 1`,
    ).first<{ id: string; profile_slug: string | null; first_name: string | null }>();
    if (!host) throw new Error("no approved host");
    const res = await get(await ogImageOf(`/host/${hostSlug(host)}`));
    expect(res.status).toBe(200);
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const pending = await env.DB.prepare("SELECT id FROM hosts WHERE status = 'pending' LIMIT 1").first<{
      id: string;
    }>();
    const missing = await get(`/og/host/${pending?.id}.png`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.code).toBe("not_found");
  });

  it("refuses malformed image paths with the one error shape", async () => {
    for (const path of ["/og/tour/not-an-id.png", "/og/boat/00000000-0000-4000-8000-000000000000.png"]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe("invalid_request");
    }
    expect((await get("/og/tour/00000000-0000-4000-8000-000000000000.png")).status).toBe(404);
  });

  it("a change to the listing gives a new image URL and removes the old image", async () => {
    const before = await ogImageOf(`/tour/${tour.slug}`);
    await get(before);
    await env.DB.prepare("UPDATE tours SET title = 'A retitled canyon day' WHERE id = ?").bind(tour.id).run();
    await flushPreviewChanges(env);
    expect(await stored(`og/tour/${tour.id}/`)).toEqual([]);
    const after = await ogImageOf(`/tour/${tour.slug}`);
    expect(after).not.toBe(before);
    // The old URL still answers (a crawler may have it), with today's image and a short cache life.
    const old = await get(before);
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).not.toContain("immutable");
  });
});
