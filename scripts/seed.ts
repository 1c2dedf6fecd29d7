/**
 * Seeds the local D1 and R2 (the same storage `wrangler dev` uses) with the demo marketplace.
 *
 *   npm run seed                      seed when the database is empty (what `npm start` does)
 *   npm run seed -- --force           insert again (idempotent: existing rows are kept)
 *   npm run seed -- --listings 100000 a large catalogue for benchmarks (use with --persist-to)
 *   npm run seed -- --persist-to DIR  seed another local state directory
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { getPlatformProxy } from "wrangler";
import { PHOTO_COPY_QUALITY, PHOTO_WIDTHS, photoVariantKey } from "../domain/media";
import { hashPassword } from "../worker/services/password";
import { renderIdDocument } from "./id-documents";
import { renderLandscape, renderPortrait } from "./photos";
import { DEMO_PASSWORD, generateSeed, type PhotoJob } from "./seed/generate";
import { insertSeed, isSeeded } from "./seed/insert";

const { values } = parseArgs({
  options: {
    listings: { type: "string" },
    hosts: { type: "string" },
    seed: { type: "string", default: "2026" },
    "persist-to": { type: "string" },
    force: { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
  },
});

const num = (v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${v}"`);
  return n;
};
const log = (...args: unknown[]) => values.quiet || console.log(...args);

const PHOTO_CONCURRENCY = 3;

/**
 * The demo photos' WebP width copies (decision 041), made here with sharp, as the local Images binding makes them on
 * a first request: a fresh local server then answers every `?w=` from R2 instead of resizing while pages load.
 */
async function putWidthCopies(bucket: R2Bucket, key: string, original: Uint8Array | null): Promise<void> {
  let bytes = original;
  for (const width of PHOTO_WIDTHS) {
    const copyKey = photoVariantKey(key, width);
    if (await bucket.head(copyKey)) continue;
    if (!bytes) {
      const stored = await bucket.get(key);
      if (!stored) return;
      bytes = new Uint8Array(await stored.arrayBuffer());
    }
    const copy = await sharp(bytes)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: PHOTO_COPY_QUALITY, effort: 2 })
      .toBuffer();
    await bucket.put(copyKey, copy, { httpMetadata: { contentType: "image/webp" } });
  }
}

async function putPhotos(bucket: R2Bucket, photos: PhotoJob[]): Promise<number> {
  let made = 0;
  const queue = [...photos];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      let bytes: Uint8Array | null = null;
      if (!(await bucket.head(job.key))) {
        bytes =
          job.kind === "document" && job.document
            ? await renderIdDocument(job.document, job.seed)
            : job.kind === "portrait"
              ? await renderPortrait(job.seed)
              : await renderLandscape({ seed: job.seed, scene: job.scene ?? "mountains", width: 960, height: 640 });
        await bucket.put(job.key, bytes, { httpMetadata: { contentType: "image/webp" } });
        made += 1;
      }
      if (job.kind !== "document") await putWidthCopies(bucket, job.key, bytes);
    }
  };
  await Promise.all(Array.from({ length: PHOTO_CONCURRENCY }, worker));
  return made;
}

const started = Date.now();
const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
  configPath: "wrangler.toml",
  // wrangler dev --persist-to DIR keeps its state in DIR/v3.
  persist: values["persist-to"] ? { path: join(values["persist-to"], "v3") } : true,
});
try {
  const listings = num(values.listings);
  if (!values.force && listings === undefined && (await isSeeded(proxy.env.DB))) {
    log("Local database already has data; nothing to seed (use --force to insert again).");
  } else {
    const data = generateSeed({ seed: num(values.seed), listings, hosts: num(values.hosts) });
    log(`Rendering ${data.photos.length} demo photos into R2…`);
    const made = await putPhotos(proxy.env.MEDIA, data.photos);
    log(`  ${made} new, ${data.photos.length - made} already there`);
    await insertSeed(proxy.env.DB, data, await hashPassword(DEMO_PASSWORD), (table, rows) =>
      log(`  ${table.padEnd(22)} ${rows}`),
    );
    const total = data.tours.length + data.group_tours.length + data.rental_cars.length + data.drivers.length;
    log(`Seeded ${data.hosts.length} hosts and ${total} listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await proxy.dispose();
}
