/**
 * Renders a preview of every scene (2 seeds each) plus 6 portraits into
 * /tmp/photos-preview and builds a contact sheet. Prints timings.
 *
 *   npx tsx scripts/photos-preview.ts [seedOffset]
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { renderLandscape, renderPortrait, SCENES } from "./photos";

const OUT = "/tmp/photos-preview";
const offset = Number(process.argv[2] ?? 0) || 0;
const PER_SCENE = Number(process.env.PREVIEW_PER_SCENE ?? 2) || 2;
const PORTRAITS = 6;

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  for (const f of await readdir(OUT)) {
    if (f.endsWith(".webp")) await rm(join(OUT, f));
  }
  // warm up librsvg / libwebp so the first timing is representative
  await renderLandscape({ seed: 0, scene: "mountains", width: 120, height: 80 });

  const tiles: { file: string; label: string }[] = [];
  const landTimes: number[] = [];
  for (const scene of SCENES) {
    for (let i = 0; i < PER_SCENE; i++) {
      const seed = offset + i * 7919 + 1;
      const t0 = performance.now();
      const webp = await renderLandscape({ seed, scene });
      const ms = performance.now() - t0;
      landTimes.push(ms);
      const file = join(OUT, `${scene}-${seed}.webp`);
      await writeFile(file, webp);
      tiles.push({ file, label: `${scene} #${seed}` });
      console.log(
        `${scene.padEnd(10)} seed=${String(seed).padEnd(6)} ${ms.toFixed(1).padStart(6)} ms  ${(webp.byteLength / 1024).toFixed(0)} KiB`,
      );
    }
  }
  const portraitTimes: number[] = [];
  const portraitFiles: string[] = [];
  for (let i = 0; i < PORTRAITS; i++) {
    const seed = offset + i * 104729 + 3;
    const t0 = performance.now();
    const webp = await renderPortrait(seed);
    const ms = performance.now() - t0;
    portraitTimes.push(ms);
    const file = join(OUT, `portrait-${seed}.webp`);
    await writeFile(file, webp);
    portraitFiles.push(file);
    console.log(
      `portrait   seed=${String(seed).padEnd(6)} ${ms.toFixed(1).padStart(6)} ms  ${(webp.byteLength / 1024).toFixed(0)} KiB`,
    );
  }
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log(
    `\navg landscape ${avg(landTimes).toFixed(1)} ms (max ${Math.max(...landTimes).toFixed(1)}), avg portrait ${avg(portraitTimes).toFixed(1)} ms`,
  );

  // contact sheet: 4 landscapes per row at 300x200, portraits 200x200 on the last row
  const tw = 300;
  const th = 200;
  const gap = 8;
  const cols = 4;
  const rowsL = Math.ceil(tiles.length / cols);
  const sheetW = cols * tw + (cols + 1) * gap;
  const pSize = Math.floor((sheetW - (PORTRAITS + 1) * gap) / PORTRAITS);
  const sheetH = rowsL * (th + gap) + gap + pSize + gap;
  const composites: Parameters<ReturnType<typeof sharp>["composite"]>[0] = [];
  for (const [i, t] of tiles.entries()) {
    const input = await sharp(t.file).resize(tw, th).png().toBuffer();
    composites.push({ input, left: gap + (i % cols) * (tw + gap), top: gap + Math.floor(i / cols) * (th + gap) });
  }
  for (const [i, f] of portraitFiles.entries()) {
    const input = await sharp(f).resize(pSize, pSize).png().toBuffer();
    composites.push({ input, left: gap + i * (pSize + gap), top: gap + rowsL * (th + gap) });
  }
  await sharp({ create: { width: sheetW, height: sheetH, channels: 3, background: "#202124" } })
    .composite(composites)
    .png()
    .toFile(join(OUT, "sheet.png"));
  console.log(`contact sheet: ${join(OUT, "sheet.png")}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
