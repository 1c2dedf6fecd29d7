import { MEDIA_LIMITS } from "../../domain/media";
import type { Env } from "../env";
import { readBodyWithin } from "./bounded-body";
import { ImageError, prepareUpload } from "./images";
import { storeMedia } from "./media-store";

/** How long the worker waits for a remote picture. */
export const IMPORT_TIMEOUT_MS = 10_000;

export type ImportRefusal = "unreachable" | "too_large" | "not_an_image" | "too_many_pixels" | "quota_exceeded";
export type Imported = { ok: true; url: string } | { ok: false; refusal: ImportRefusal };

/** Hosts an address must not name: this machine, private networks and bare IP addresses. */
function forbiddenHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    h === "localhost" ||
    h.endsWith(".localhost") ||
    h.endsWith(".local") ||
    h.endsWith(".internal") ||
    /^[\d.]+$/.test(h) ||
    h.includes(":")
  );
}

/**
 * Imports a picture from an https address so the site never hotlinks it (docs/decisions/022-destination-images.md):
 * fetched once by the worker (no cookies or credentials, at most 10 MB, 10 s), checked by its bytes like an upload
 * (a JPEG, PNG, WebP or AVIF that is whole; anything else, whatever its Content-Type, is refused), stripped of its
 * metadata and stored in R2 as an upload of the admin's. Returns its /media address.
 */
export async function importImage(
  env: Pick<Env, "DB" | "MEDIA">,
  ownerId: string,
  address: string,
  fetcher: typeof fetch = fetch,
): Promise<Imported> {
  const url = new URL(address);
  if (url.protocol !== "https:" || forbiddenHost(url.hostname)) return { ok: false, refusal: "unreachable" };
  let response: Response;
  try {
    response = await fetcher(url.toString(), {
      headers: { Accept: "image/avif,image/webp,image/png,image/jpeg" },
      redirect: "follow",
      signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, refusal: "unreachable" };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, refusal: "unreachable" };
  }
  if (Number(response.headers.get("Content-Length") ?? "0") > MEDIA_LIMITS.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, refusal: "too_large" };
  }
  const bytes = await readBodyWithin(response, MEDIA_LIMITS.maxBytes).catch(() => null);
  if (bytes === null) return { ok: false, refusal: "unreachable" };
  if (bytes === "too_large") return { ok: false, refusal: "too_large" };
  let image: ReturnType<typeof prepareUpload>;
  try {
    image = prepareUpload(bytes, "photo");
  } catch (err) {
    if (err instanceof ImageError)
      return { ok: false, refusal: err.kind === "too_large" ? "too_many_pixels" : "not_an_image" };
    throw err;
  }
  const stored = await storeMedia(env, ownerId, image, "photo");
  if (stored === "quota_exceeded") return { ok: false, refusal: "quota_exceeded" };
  return { ok: true, url: `/media/${stored.key}` };
}
