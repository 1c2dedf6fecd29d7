/**
 * The native app's launcher icons and splash screens, drawn from the site's mark (web/public/favicon.svg) at the
 * sizes the generated Android and iOS projects use (each existing PNG is redrawn at its own size).
 *
 *   tsx scripts/native-assets.ts
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const MARK = readFileSync("web/public/favicon.svg", "utf8");
/** The mark without its rounded tile: the landscape and sun on their own (for splash screens and adaptive icons). */
const GLYPH = MARK.replace(/<rect[^>]*\/>/, "").replace(/<title>.*?<\/title>/, "");
const TEAL = "#0f766e";

function pngs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pngs(path);
    return name.endsWith(".png") ? [path] : [];
  });
}

/** `svg` scaled to `share` of the canvas's shorter side, centred on `background` (transparent when null). */
async function draw(svg: string, width: number, height: number, share: number, background: string | null) {
  const side = Math.round(Math.min(width, height) * share);
  const art = await sharp(Buffer.from(svg), { density: 72 * (side / 64) })
    .resize(side, side)
    .png()
    .toBuffer();
  const canvas = sharp({
    create: { width, height, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } },
  });
  return canvas
    .composite([{ input: art, left: Math.round((width - side) / 2), top: Math.round((height - side) / 2) }])
    .png()
    .toBuffer();
}

async function redraw(file: string, render: (w: number, h: number) => Promise<Buffer>) {
  const { width = 0, height = 0 } = await sharp(file).metadata();
  await sharp(await render(width, height)).toFile(`${file}.tmp.png`);
  const { renameSync } = await import("node:fs");
  renameSync(`${file}.tmp.png`, file);
}

for (const file of pngs("android/app/src/main/res")) {
  if (file.includes("splash")) await redraw(file, (w, h) => draw(GLYPH, w, h, 0.3, TEAL));
  else if (file.endsWith("ic_launcher_foreground.png")) await redraw(file, (w, h) => draw(GLYPH, w, h, 0.5, null));
  else await redraw(file, (w, h) => draw(MARK, w, h, 1, null));
}
for (const file of pngs("ios/App/App/Assets.xcassets")) {
  if (file.includes("splash")) await redraw(file, (w, h) => draw(GLYPH, w, h, 0.2, TEAL));
  // iOS icons must be opaque and square; the system rounds the corners.
  else await redraw(file, (w, h) => draw(GLYPH, w, h, 0.8, TEAL));
}
console.log("Native icons and splash screens redrawn from web/public/favicon.svg");
