import { hashSeed, Random } from "../../random";
import type { RGB } from "../colour";
import { pathXml } from "../svg";
import { toWebp } from "../webp";
import { drawBackground } from "./background";
import { drawBody } from "./body";
import { drawEars, drawFace, drawFeatures } from "./face";
import { drawHair, drawHairBehind, drawHairUnderHat } from "./hair";
import { drawHat, drawScarf, drawScarfFrame } from "./headwear";
import { chooseLook } from "./look";
import type { Portrait, Sheet } from "./sheet";

/** Pure 480x480 SVG of a friendly head-and-shoulders avatar. Same seed → same SVG. */
export function portraitSvg(seed: number): string {
  const rng = new Random(hashSeed(seed, 0x5071, 77));
  const out: string[] = [];
  const p = (d: string, fill: RGB | string, extra = "") => {
    out.push(pathXml(d, fill, extra));
  };
  const sheet: Sheet = { rng, out, defs: [], p, S: 480, cx: 240 };
  const look = chooseLook(rng);
  drawBackground(sheet, look.bg);
  const faceW = rng.range(74, 86);
  const faceH = rng.range(94, 106);
  const fy = 212;
  const shoulderW = rng.range(150, 185);
  const neckW = faceW * rng.range(0.74, 0.88);
  const neckTop = fy + faceH * 0.6;
  const shoulderY = 348 + rng.range(-8, 8);
  const hairTop = fy - faceH * 0.95;
  const c: Portrait = { ...sheet, ...look, faceW, faceH, fy, shoulderW, neckW, neckTop, shoulderY, hairTop };

  // Back to front: what is drawn later covers what was drawn before.
  drawHairBehind(c);
  const scarfCol = drawScarf(c);
  drawBody(c, scarfCol);
  drawEars(c);
  drawFace(c);
  drawScarfFrame(c, scarfCol);
  if (look.headwear === "none") drawHair(c);
  else if (look.headwear !== "hijab") {
    drawHairUnderHat(c);
    drawHat(c);
  }
  drawFeatures(c);
  const { S } = sheet;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${sheet.defs.join("")}</defs>${out.join("")}</svg>`;
}

/** Portrait rendered to a 480x480 WebP (quality 78). */
export async function renderPortrait(seed: number): Promise<Uint8Array> {
  return toWebp(portraitSvg(seed));
}
