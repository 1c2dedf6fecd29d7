import { darken, hex, lighten, type RGB } from "../colour";
import { fmt, op } from "../svg";
import type { Portrait } from "./sheet";

/** Neck, shoulders and a collar; under a hijab, the scarf falls over the coat. */
export function drawBody(c: Portrait, scarfCol: RGB | undefined): void {
  const { rng, p, S, cx, skin, skinShade, cloth, headwear, faceW, fy, shoulderW, neckW, neckTop, shoulderY } = c;
  if (headwear !== "hijab") {
    const neck = `M${fmt(cx - neckW / 2)},${fmt(neckTop)}V${fmt(shoulderY + 10)}H${fmt(cx + neckW / 2)}V${fmt(neckTop)}Z`;
    p(neck, skin);
    p(
      `M${fmt(cx - neckW / 2)},${fmt(neckTop)}V${fmt(neckTop + 40)}Q${fmt(cx)},${fmt(neckTop + 58)} ${fmt(cx + neckW / 2)},${fmt(neckTop + 40)}V${fmt(neckTop)}Z`,
      skinShade,
    );
  }
  const shoulders = `M${fmt(cx - shoulderW - 30)},${S + 2}C${fmt(cx - shoulderW - 24)},${fmt(shoulderY + 40)} ${fmt(cx - shoulderW + 20)},${fmt(shoulderY)} ${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 6)}Q${fmt(cx)},${fmt(shoulderY + 8)} ${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 6)}C${fmt(cx + shoulderW - 20)},${fmt(shoulderY)} ${fmt(cx + shoulderW + 24)},${fmt(shoulderY + 40)} ${fmt(cx + shoulderW + 30)},${S + 2}Z`;
  if (headwear === "hijab" && scarfCol) {
    // under-layer coat
    p(shoulders, cloth);
    const w = faceW + 30;
    p(
      `M${fmt(cx - w + 4)},${fmt(fy + 20)}C${fmt(cx - w)},${fmt(fy + 120)} ${fmt(cx - 60)},${fmt(shoulderY + 30)} ${fmt(cx)},${fmt(shoulderY + 40)}C${fmt(cx + 60)},${fmt(shoulderY + 30)} ${fmt(cx + w)},${fmt(fy + 120)} ${fmt(cx + w - 4)},${fmt(fy + 20)}Z`,
      scarfCol,
    );
  } else {
    p(shoulders, cloth);
    const collar = rng.int(0, 3);
    if (collar === 0) {
      // v-neck
      p(
        `M${fmt(cx - neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx)},${fmt(shoulderY + 50)}L${fmt(cx + neckW * 0.85)},${fmt(shoulderY - 4)}Z`,
        skin,
      );
      p(
        `M${fmt(cx - neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx)},${fmt(shoulderY + 50)}L${fmt(cx + neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx + neckW * 0.85 + 8)},${fmt(shoulderY)}L${fmt(cx)},${fmt(shoulderY + 62)}L${fmt(cx - neckW * 0.85 - 8)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.15),
      );
    } else if (collar === 1) {
      // shirt collar
      const col = rng.chance(0.5) ? lighten(cloth, 0.75) : darken(cloth, 0.2);
      p(
        `M${fmt(cx - neckW * 0.95)},${fmt(shoulderY - 10)}L${fmt(cx - 4)},${fmt(shoulderY + 26)}L${fmt(cx - neckW * 0.55)},${fmt(shoulderY + 40)}Z`,
        col,
      );
      p(
        `M${fmt(cx + neckW * 0.95)},${fmt(shoulderY - 10)}L${fmt(cx + 4)},${fmt(shoulderY + 26)}L${fmt(cx + neckW * 0.55)},${fmt(shoulderY + 40)}Z`,
        col,
      );
      p(`M${fmt(cx - 2)},${fmt(shoulderY + 30)}h4V${S}h-4Z`, darken(cloth, 0.2), op(0.5));
    } else if (collar === 2) {
      // crew neck band
      p(
        `M${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 6)}Q${fmt(cx)},${fmt(shoulderY + 26)} ${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 6)}L${fmt(cx + neckW * 0.9 + 8)},${fmt(shoulderY - 2)}Q${fmt(cx)},${fmt(shoulderY + 38)} ${fmt(cx - neckW * 0.9 - 8)},${fmt(shoulderY - 2)}Z`,
        darken(cloth, 0.18),
      );
    } else {
      // jacket with open front
      const inner = rng.chance(0.5) ? hex("#f2efe8") : darken(cloth, 0.35);
      p(
        `M${fmt(cx - neckW * 0.8)},${fmt(shoulderY - 4)}L${fmt(cx - 30)},${S}H${fmt(cx + 30)}L${fmt(cx + neckW * 0.8)},${fmt(shoulderY - 4)}Q${fmt(cx)},${fmt(shoulderY + 14)} ${fmt(cx - neckW * 0.8)},${fmt(shoulderY - 4)}Z`,
        inner,
      );
      p(
        `M${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 8)}L${fmt(cx - 30)},${S}h-10L${fmt(cx - neckW * 1.15)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.2),
      );
      p(
        `M${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 8)}L${fmt(cx + 30)},${S}h10L${fmt(cx + neckW * 1.15)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.2),
      );
    }
    // body shading
    p(
      `M${fmt(cx + shoulderW * 0.55)},${fmt(shoulderY + 10)}C${fmt(cx + shoulderW + 10)},${fmt(shoulderY + 20)} ${fmt(cx + shoulderW + 24)},${fmt(shoulderY + 60)} ${fmt(cx + shoulderW + 30)},${S}H${fmt(cx + shoulderW * 0.6)}Z`,
      darken(cloth, 0.2),
      op(0.35),
    );
  }
}
