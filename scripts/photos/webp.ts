import sharp from "sharp";

const WEBP_QUALITY = 78;
/** libwebp effort 2 is ~2x faster than the default 4 for these flat images at ~5% larger files. */
const WEBP_EFFORT = 2;

export async function toWebp(svg: string): Promise<Uint8Array> {
  const buf = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
