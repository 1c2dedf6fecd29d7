/**
 * Draws the press kit's logo files into web/public/press (served as static files, linked from /press-media): the mark
 * of web/public/favicon.svg beside the name in the display face (Fraunces, as the site's Logo shows it), with the
 * letters turned into outlines by satori so the SVG looks the same without the font installed; and PNGs of each.
 * Run after changing the brand: `npx tsx scripts/press-logos.ts`; the files are committed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import satori from "satori";
import sharp from "sharp";
import { BRAND } from "../domain/brand";

const out = (name: string) => new URL(`../web/public/press/${name}`, import.meta.url);
const font = readFileSync(
  new URL("../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-standard-normal.woff2", import.meta.url),
);

const MARK = readFileSync(new URL("../web/public/favicon.svg", import.meta.url), "utf8");
const markBody = MARK.replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title>.*?<\/title>/, "");

/** The name as outlined paths, in `color`, at `size` px: satori's SVG and its width. */
async function wordmark(color: string, size: number): Promise<{ svg: string; width: number; height: number }> {
  const height = Math.round(size * 1.3);
  const probe = await satori(
    {
      type: "div",
      props: {
        style: { display: "flex", fontSize: size, fontFamily: "Fraunces", fontWeight: 600, color },
        children: BRAND.name,
      },
    } as unknown as Parameters<typeof satori>[0],
    {
      width: size * BRAND.name.length,
      height,
      fonts: [{ name: "Fraunces", data: font, weight: 600, style: "normal" }],
    },
  );
  // Trim to the text's own advance: satori writes each glyph as a path; take the rightmost x the paths reach.
  const xs = [...probe.matchAll(/[ML]\s*([\d.]+)[ ,]/g)].map((m) => Number(m[1]));
  const width = Math.ceil(Math.max(...xs) + size * 0.04);
  return { svg: probe, width, height };
}

function inner(svg: string): string {
  return svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
}

async function logo(color: string): Promise<string> {
  const size = 64;
  const word = await wordmark(color, size);
  const markSize = 80;
  const gap = 20;
  const width = markSize + gap + word.width;
  const height = markSize;
  const y = (height - word.height) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${BRAND.name}</title><svg x="0" y="0" width="${markSize}" height="${markSize}" viewBox="0 0 64 64">${markBody}</svg><g transform="translate(${markSize + gap} ${y})">${inner(word.svg)}</g></svg>\n`;
}

const files: [name: string, svg: string, pngWidth: number][] = [
  [`${BRAND.storagePrefix}-logo.svg`, await logo("#1c1917"), 1200],
  [`${BRAND.storagePrefix}-logo-white.svg`, await logo("#ffffff"), 1200],
  [`${BRAND.storagePrefix}-mark.svg`, `${MARK.trim().replace("<svg ", '<svg width="512" height="512" ')}\n`, 512],
];

for (const [name, svg, pngWidth] of files) {
  writeFileSync(out(name), svg);
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .resize({ width: pngWidth })
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(out(name.replace(/\.svg$/, ".png")), png);
  console.log(`web/public/press/${name} (${svg.length} bytes) and .png (${png.length} bytes)`);
}
