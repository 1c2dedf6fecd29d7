/**
 * A minimal PNG encoder for 8-bit RGB/RGBA pixels, compressed with the runtime's zlib (CompressionStream
 * "deflate" is the zlib format PNG's IDAT wants). Used to hand photos decoded in wasm (WebP) to resvg, which
 * reads PNG and JPEG but not WebP. Same pixels → same bytes.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Encodes `pixels` (row-major, `channels` bytes per pixel: 3 = RGB, 4 = RGBA) as a PNG.
 * Rows use the "Up" filter, which suits photographs and costs one subtraction per byte.
 */
export async function encodePng(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: 3 | 4,
): Promise<Uint8Array> {
  const rowBytes = width * channels;
  if (pixels.length !== rowBytes * height) throw new RangeError("pixel buffer does not match the dimensions");
  const filtered = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (rowBytes + 1);
    const row = y * rowBytes;
    if (y === 0) {
      filtered[out] = 0;
      filtered.set(pixels.subarray(row, row + rowBytes), out + 1);
      continue;
    }
    filtered[out] = 2;
    const above = row - rowBytes;
    for (let i = 0; i < rowBytes; i++)
      filtered[out + 1 + i] = ((pixels[row + i] as number) - (pixels[above + i] as number)) & 0xff;
  }

  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr[8] = 8; // bit depth
  ihdr[9] = channels === 4 ? 6 : 2; // colour type: truecolour with alpha, truecolour
  // compression 0, filter method 0, no interlace

  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", await deflate(filtered)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
