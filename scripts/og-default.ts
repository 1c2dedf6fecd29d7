/**
 * Draws web/public/og-default.png, the 1200x630 share image of pages without one of their own (spec §2): a
 * generated landscape (never a downloaded photo) under the product's name and tagline. Run after changing the
 * brand: `npx tsx scripts/og-default.ts`; the PNG is committed.
 */
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { BRAND } from "../domain/brand";
import { landscapeSvg } from "./photos";

const W = 1200;
const H = 630;

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch);

const landscape = landscapeSvg({ seed: 7, scene: "mountains", width: W, height: H });
const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.25" stop-color="#042f2e" stop-opacity="0"/><stop offset="1" stop-color="#042f2e" stop-opacity="0.88"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <text x="72" y="470" font-family="DejaVu Serif, serif" font-weight="bold" font-size="88" fill="#ffffff">${escapeXml(BRAND.name)}</text>
  <text x="76" y="540" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#ccfbf1">${escapeXml(BRAND.tagline)}</text>
  <text x="76" y="590" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#99f6e4">Verified local guides, drivers, tour operators and rental cars</text>
</svg>`;

const png = await sharp(Buffer.from(landscape))
  .resize(W, H)
  .composite([{ input: Buffer.from(overlay) }])
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toBuffer();
writeFileSync(new URL("../web/public/og-default.png", import.meta.url), png);
console.log(`web/public/og-default.png: ${png.length} bytes`);
