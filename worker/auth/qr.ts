import { encode } from "uqr";

/** Pixels per QR module in the SVG's intrinsic size (the image scales; this only sets its default size). */
const MODULE_PX = 4;
/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as SVG markup, the way GoTrue answers an enrolment: the bare `<svg>` (auth-js prefixes
 * `data:image/svg+xml;utf-8,` itself). Error correction M; each row's run of dark modules is one path segment, so
 * the markup stays a few kilobytes; it holds no `#` or `%`, so it is safe unescaped inside a data URI.
 */
export function qrSvg(text: string): string {
  const { size, data } = encode(text, { ecc: "M", border: QUIET_ZONE });
  let path = "";
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? [];
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < size && row[end]) end++;
      path += `M${x} ${y}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  }
  const px = size * MODULE_PX;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="white"/>` +
    `<path fill="black" d="${path}"/></svg>`
  );
}
