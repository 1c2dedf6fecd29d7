/**
 * Turns a stored photo into bytes the renderer can embed, or null when it cannot be used.
 *
 * The format is read from the bytes (the stored content type is only a label). JPEG, PNG and GIF go to resvg as
 * they are; WebP (the demo photos' format), which resvg cannot read, is decoded with libwebp, cropped to the card's
 * aspect ratio (object-fit: cover), scaled down to the card's size and re-encoded as PNG. Anything else (AVIF,
 * HEIC, SVG, corrupt bytes), and photos above MAX_PHOTO_PIXELS, give null: the card is drawn without a photo.
 */
import { getWebpDecoder } from "./engine";
import { encodePng } from "./png";

/** Decoding happens in wasm memory that never shrinks; 3840×2400 keeps one decode well inside an isolate's 128 MB. */
export const MAX_PHOTO_PIXELS = 3840 * 2400;

type Format = "jpeg" | "png" | "gif" | "webp";

interface Sniffed {
  format: Format;
  width: number;
  height: number;
}

function u16be(b: Uint8Array, i: number): number {
  return ((b[i] as number) << 8) | (b[i + 1] as number);
}
function u16le(b: Uint8Array, i: number): number {
  return (b[i] as number) | ((b[i + 1] as number) << 8);
}
function u24le(b: Uint8Array, i: number): number {
  return u16le(b, i) | ((b[i + 2] as number) << 16);
}
function u32be(b: Uint8Array, i: number): number {
  return (b[i] as number) * 0x1000000 + (b[i + 1] as number) * 0x10000 + u16be(b, i + 2);
}
function u32le(b: Uint8Array, i: number): number {
  return (u24le(b, i) + (b[i + 3] as number) * 0x1000000) >>> 0;
}
function ascii(b: Uint8Array, i: number, text: string): boolean {
  for (let k = 0; k < text.length; k++) if (b[i + k] !== text.charCodeAt(k)) return false;
  return true;
}

function jpegSize(b: Uint8Array): [number, number] | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // Baseline, extended and progressive frames: the ones satori and resvg read.
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) return [u16be(b, i + 7), u16be(b, i + 5)];
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  if (b.length < 30) return null;
  const chunk = 12;
  if (ascii(b, chunk, "VP8 ")) {
    if (b[chunk + 11] !== 0x9d || b[chunk + 12] !== 0x01 || b[chunk + 13] !== 0x2a) return null;
    return [u16le(b, chunk + 14) & 0x3fff, u16le(b, chunk + 16) & 0x3fff];
  }
  if (ascii(b, chunk, "VP8L")) {
    if (b[chunk + 8] !== 0x2f) return null;
    const bits = u32le(b, chunk + 9);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (ascii(b, chunk, "VP8X")) return [u24le(b, chunk + 12) + 1, u24le(b, chunk + 15) + 1];
  return null;
}

/** The image format and pixel size from the first bytes, or null for anything the card does not draw. */
export function sniffImage(b: Uint8Array): Sniffed | null {
  let size: [number, number] | null = null;
  let format: Format;
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    format = "jpeg";
    size = jpegSize(b);
  } else if (b.length >= 24 && ascii(b, 0, "\x89PNG\r\n\x1a\n") && ascii(b, 12, "IHDR")) {
    format = "png";
    size = [u32be(b, 16), u32be(b, 20)];
  } else if (b.length >= 10 && (ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a"))) {
    format = "gif";
    size = [u16le(b, 6), u16le(b, 8)];
  } else if (b.length >= 16 && ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")) {
    format = "webp";
    size = webpSize(b);
  } else {
    return null;
  }
  if (!size) return null;
  const [width, height] = size;
  if (width < 1 || height < 1 || width * height > MAX_PHOTO_PIXELS) return null;
  return { format, width, height };
}

/**
 * The `(sx, sy, sw, sh)` source rectangle that covers a `width`×`height` box after scaling, centred
 * (CSS object-fit: cover with object-position: center).
 */
function coverCrop(srcW: number, srcH: number, width: number, height: number) {
  const scale = Math.max(width / srcW, height / srcH);
  const sw = Math.min(srcW, Math.round(width / scale));
  const sh = Math.min(srcH, Math.round(height / scale));
  return { sx: Math.floor((srcW - sw) / 2), sy: Math.floor((srcH - sh) / 2), sw, sh };
}

/**
 * Crops RGBA pixels to cover `width`×`height` and scales them down by box averaging (never up: resvg scales a
 * smaller image when drawing). Returns RGB, or RGBA when the photo has transparency.
 */
function coverPixels(
  rgba: Uint8Array | Uint8ClampedArray,
  srcW: number,
  srcH: number,
  width: number,
  height: number,
): { pixels: Uint8Array; width: number; height: number; channels: 3 | 4 } {
  const { sx, sy, sw, sh } = coverCrop(srcW, srcH, width, height);
  const outW = Math.min(width, sw);
  const outH = Math.max(1, Math.min(height, Math.round((outW * sh) / sw)));
  let opaque = true;
  for (let i = 3; i < rgba.length; i += 4)
    if (rgba[i] !== 255) {
      opaque = false;
      break;
    }
  const channels = opaque ? 3 : 4;
  const pixels = new Uint8Array(outW * outH * channels);
  const xs = new Int32Array(outW + 1);
  for (let x = 0; x <= outW; x++) xs[x] = sx + Math.floor((x * sw) / outW);
  const sum = new Float64Array(4);
  for (let y = 0; y < outH; y++) {
    const y0 = sy + Math.floor((y * sh) / outH);
    const y1 = Math.max(y0 + 1, sy + Math.floor(((y + 1) * sh) / outH));
    for (let x = 0; x < outW; x++) {
      const x0 = xs[x] as number;
      const x1 = Math.max(x0 + 1, xs[x + 1] as number);
      sum.fill(0);
      for (let yy = y0; yy < y1; yy++) {
        let p = (yy * srcW + x0) * 4;
        for (let xx = x0; xx < x1; xx++, p += 4) {
          sum[0] = (sum[0] as number) + (rgba[p] as number);
          sum[1] = (sum[1] as number) + (rgba[p + 1] as number);
          sum[2] = (sum[2] as number) + (rgba[p + 2] as number);
          sum[3] = (sum[3] as number) + (rgba[p + 3] as number);
        }
      }
      const n = (x1 - x0) * (y1 - y0);
      const o = (y * outW + x) * channels;
      for (let c = 0; c < channels; c++) pixels[o + c] = Math.round((sum[c] as number) / n);
    }
  }
  return { pixels, width: outW, height: outH, channels };
}

/**
 * Bytes of an image satori and resvg can draw for a `width`×`height` cover box, or null when the photo is
 * unusable. Never throws.
 */
export async function preparePhoto(bytes: Uint8Array, width: number, height: number): Promise<ArrayBuffer | null> {
  try {
    const sniffed = sniffImage(bytes);
    if (!sniffed) return null;
    if (sniffed.format !== "webp") return bytes.slice().buffer;
    const decode = await getWebpDecoder();
    const image = await decode(bytes.slice().buffer);
    if (image.width !== sniffed.width || image.height !== sniffed.height) return null;
    const cover = coverPixels(image.data, image.width, image.height, width, height);
    const png = await encodePng(cover.pixels, cover.width, cover.height, cover.channels);
    return png.buffer as ArrayBuffer;
  } catch {
    return null;
  }
}
