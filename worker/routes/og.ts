/**
 * GET /og/{tour|group-tour|rental-car|driver|host}/{id}.png: the 1200x630 share image of a published listing or an
 * approved host. Drawn at the edge on first request from the entity's photo, title, price and host, stored in R2
 * under a key versioned by everything drawn (worker/seo/share-card.ts), and reused until the entity changes.
 * If drawing fails the first photo is served instead (then the site's default image).
 */
import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_SHARE_IMAGE } from "../../domain/meta";
import { kindOfRoute, LISTING_ROUTE } from "../../domain/vocabulary";
import { articlePreview } from "../db/blog";
import { hostPreview, listingPreview } from "../db/share-previews";
import type { AppBindings, Env } from "../env";
import { errorJson } from "../errors";
import { validate } from "../middleware/validate";
import { renderShareImage, type ShareCard } from "../og/render";
import {
  articleShareCard,
  cardVersion,
  hostShareCard,
  listingShareCard,
  listingShareEntity,
  type ShareCardText,
  type ShareEntity,
  shareImagePrefix,
} from "../seo/share-card";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=300";

const params = z.object({
  type: z.enum(["host", "blog", ...Object.values(LISTING_ROUTE)] as [string, ...string[]], {
    message: "is not a share image kind",
  }),
  file: z.string().regex(/^[0-9a-f-]{36}\.png$/i, "must be {id}.png"),
});
const query = z.object({ v: z.string().max(32).optional() });

/** A media URL of ours ("/media/{key}") to its R2 key; photos elsewhere are not fetched. */
function mediaKey(url: string | null): string | null {
  if (!url?.startsWith("/media/")) return null;
  const key = decodeURIComponent(url.slice("/media/".length));
  return key && !key.includes("..") && !key.startsWith("private/") ? key : null;
}

async function loadPhoto(env: Env, url: string | null): Promise<ShareCard["photo"]> {
  const key = mediaKey(url);
  if (!key) return null;
  const object = await env.MEDIA.get(key);
  if (!object) return null;
  return {
    bytes: new Uint8Array(await object.arrayBuffer()),
    contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
  };
}

function png(body: ReadableStream | Uint8Array | null, cacheControl: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": cacheControl,
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
}

async function entityCard(
  env: Env,
  type: string,
  id: string,
): Promise<{ entity: ShareEntity; card: ShareCardText } | null> {
  if (type === "blog") {
    const a = await articlePreview(env.DB, id);
    return a ? { entity: { kind: "article", id: a.id }, card: articleShareCard(a) } : null;
  }
  if (type === "host") {
    const h = await hostPreview(env.DB, id);
    return h ? { entity: { kind: "host", id: h.id }, card: hostShareCard(h) } : null;
  }
  const kind = kindOfRoute(type);
  if (!kind) return null;
  const l = await listingPreview(env.DB, kind, id);
  return l ? { entity: listingShareEntity(l), card: listingShareCard(l) } : null;
}

export const ogRoutes = new Hono<AppBindings>().get(
  "/:type/:file",
  validate("param", params),
  validate("query", query),
  async (c) => {
    const { type, file } = c.req.valid("param");
    const asked = c.req.valid("query").v;
    const found = await entityCard(c.env, type, file.slice(0, -4).toLowerCase());
    if (!found) return errorJson(c, 404, "not_found", "No share image for this page");
    const { entity, card } = found;
    const version = cardVersion(card);
    // The URL names the version it was shared with; an old one gets today's image, briefly cacheable.
    const cacheControl = asked === version ? IMMUTABLE : SHORT;
    const prefix = shareImagePrefix(entity);
    const key = `${prefix}${version}.png`;

    const stored = await c.env.MEDIA.get(key);
    if (stored) return png(stored.body, cacheControl);

    let bytes: Uint8Array;
    try {
      bytes = await renderShareImage({ ...card, photo: await loadPhoto(c.env, card.photo) });
    } catch (err) {
      console.error(
        JSON.stringify({ request_id: c.get("requestId"), job: "renderShareImage", key, error: String(err) }),
      );
      return c.redirect(card.photo ?? DEFAULT_SHARE_IMAGE, 302);
    }
    c.executionCtx.waitUntil(
      (async () => {
        await c.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: "image/png", cacheControl: IMMUTABLE } });
        // Earlier versions of this entity's image are never linked again.
        const old = await c.env.MEDIA.list({ prefix });
        const stale = old.objects.map((o) => o.key).filter((k) => k !== key);
        if (stale.length) await c.env.MEDIA.delete(stale);
      })(),
    );
    return png(bytes, cacheControl);
  },
);
