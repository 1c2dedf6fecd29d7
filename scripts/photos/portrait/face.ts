import { BLACK, css, darken, hex, mix } from "../colour";
import { fmt, op } from "../svg";
import type { Portrait } from "./sheet";

export function drawEars(c: Portrait): void {
  const { rng, out, cx, skin, skinShade, feminine, headwear, style, faceW, fy } = c;
  const earY = fy + 6;
  const earsHidden = headwear === "none" && (style === "long" || style === "bob");
  if (headwear !== "hijab" && !earsHidden) {
    for (const s of [-1, 1]) {
      out.push(`<ellipse cx="${fmt(cx + s * faceW * 0.97)}" cy="${fmt(earY)}" rx="14" ry="20" fill="${css(skin)}"/>`);
      out.push(
        `<ellipse cx="${fmt(cx + s * faceW * 0.99)}" cy="${fmt(earY)}" rx="7" ry="11" fill="${css(skinShade)}" ${op(0.6)}/>`,
      );
    }
    if (feminine && rng.chance(0.45)) {
      const ec = rng.pick(["#e8c15a", "#f0f0f0", "#d95a5a", "#5ac0c0"]);
      for (const s of [-1, 1])
        out.push(`<circle cx="${fmt(cx + s * faceW * 0.99)}" cy="${fmt(earY + 22)}" r="5" fill="${ec}"/>`);
    }
  }
}

/** The face, softly shaded on one side. */
export function drawFace(c: Portrait): void {
  const { rng, out, defs, p, cx, skin, skinShade, faceW, faceH, fy } = c;
  const jaw = rng.range(0.55, 0.75);
  const face = `M${fmt(cx - faceW)},${fmt(fy - faceH * 0.15)}C${fmt(cx - faceW)},${fmt(fy - faceH * 1.05)} ${fmt(cx + faceW)},${fmt(fy - faceH * 1.05)} ${fmt(cx + faceW)},${fmt(fy - faceH * 0.15)}C${fmt(cx + faceW)},${fmt(fy + faceH * 0.5)} ${fmt(cx + faceW * jaw)},${fmt(fy + faceH * 0.95)} ${fmt(cx)},${fmt(fy + faceH * 0.95)}C${fmt(cx - faceW * jaw)},${fmt(fy + faceH * 0.95)} ${fmt(cx - faceW)},${fmt(fy + faceH * 0.5)} ${fmt(cx - faceW)},${fmt(fy - faceH * 0.15)}Z`;
  p(face, skin);
  // soft shading on one side
  defs.push(`<clipPath id="face"><path d="${face}"/></clipPath>`);
  const shSide = rng.sign();
  out.push(
    `<ellipse cx="${fmt(cx + shSide * faceW * 1.05)}" cy="${fmt(fy + 10)}" rx="${fmt(faceW * 0.45)}" ry="${fmt(faceH * 1.1)}" fill="${css(skinShade)}" ${op(0.35)} clip-path="url(#face)"/>`,
  );
}

/** Eyes, brows, blush, nose, a beard for some, the mouth and sometimes glasses. */
export function drawFeatures(c: Portrait): void {
  const { rng, out, p, cx, skin, skinShade, feminine, hairCol, headwear, faceW, faceH, fy } = c;
  const eyeY = fy - faceH * rng.range(0.05, 0.12);
  const eyeDX = faceW * rng.range(0.38, 0.44);
  const eyeR = rng.range(6.5, 8.5);
  const eyeDark = hex("#2a1e1a");
  const happyEyes = rng.chance(0.22);
  const browCol = mix(hairCol, BLACK, 0.2);
  const browLift = rng.range(18, 26);
  let feats = "";
  for (const s of [-1, 1]) {
    const ex = cx + s * eyeDX;
    if (happyEyes) {
      out.push(
        `<path d="M${fmt(ex - 10)},${fmt(eyeY + 2)}Q${fmt(ex)},${fmt(eyeY - 9)} ${fmt(ex + 10)},${fmt(eyeY + 2)}" fill="none" stroke="${css(eyeDark)}" stroke-width="4" stroke-linecap="round"/>`,
      );
    } else {
      out.push(
        `<ellipse cx="${fmt(ex)}" cy="${fmt(eyeY)}" rx="${fmt(eyeR * 0.85)}" ry="${fmt(eyeR)}" fill="${css(eyeDark)}"/>`,
      );
      out.push(`<circle cx="${fmt(ex + 2.2)}" cy="${fmt(eyeY - 2.5)}" r="2.2" fill="#ffffff" ${op(0.9)}/>`);
    }
    feats += `M${fmt(ex - 15)},${fmt(eyeY - browLift + 4)}Q${fmt(ex)},${fmt(eyeY - browLift - 6)} ${fmt(ex + 15)},${fmt(eyeY - browLift + 2)}`;
  }
  if (headwear !== "beanie" || rng.chance(0.5)) {
    out.push(
      `<path d="${feats}" fill="none" stroke="${css(browCol)}" stroke-width="${fmt(rng.range(4, 6))}" stroke-linecap="round"/>`,
    );
  }
  // blush
  for (const s of [-1, 1]) {
    out.push(
      `<ellipse cx="${fmt(cx + s * eyeDX * 1.15)}" cy="${fmt(eyeY + 32)}" rx="15" ry="9" fill="#ff7a7a" ${op(skin[0] > 200 ? 0.28 : 0.18)}/>`,
    );
  }
  // nose
  const noseY = eyeY + rng.range(30, 40);
  out.push(
    `<path d="M${fmt(cx - 6)},${fmt(noseY)}Q${fmt(cx)},${fmt(noseY + 6)} ${fmt(cx + 6)},${fmt(noseY)}" fill="none" stroke="${css(darken(skinShade, 0.15))}" stroke-width="3.5" stroke-linecap="round"/>`,
  );
  // beard / moustache
  const beard = !feminine && headwear !== "hijab" && rng.chance(0.35);
  const mouthY = noseY + rng.range(22, 28);
  let drewMouth = false;
  if (beard) {
    const full = rng.chance(0.6);
    drewMouth = full;
    const bc = hairCol;
    if (full) {
      p(
        `M${fmt(cx - faceW * 0.98)},${fmt(fy + 4)}C${fmt(cx - faceW * 0.9)},${fmt(fy + faceH * 1.15)} ${fmt(cx + faceW * 0.9)},${fmt(fy + faceH * 1.15)} ${fmt(cx + faceW * 0.98)},${fmt(fy + 4)}C${fmt(cx + faceW * 0.8)},${fmt(fy + faceH * 0.5)} ${fmt(cx + faceW * 0.4)},${fmt(mouthY - 8)} ${fmt(cx)},${fmt(mouthY - 10)}C${fmt(cx - faceW * 0.4)},${fmt(mouthY - 8)} ${fmt(cx - faceW * 0.8)},${fmt(fy + faceH * 0.5)} ${fmt(cx - faceW * 0.98)},${fmt(fy + 4)}Z`,
        bc,
      );
      p(
        `M${fmt(cx - 20)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY + 14)} ${fmt(cx + 20)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY + 4)} ${fmt(cx - 20)},${fmt(mouthY - 2)}Z`,
        hex("#7a3030"),
      );
    } else {
      p(
        `M${fmt(cx - 28)},${fmt(mouthY - 2)}Q${fmt(cx - 20)},${fmt(mouthY - 16)} ${fmt(cx)},${fmt(mouthY - 12)}Q${fmt(cx + 20)},${fmt(mouthY - 16)} ${fmt(cx + 28)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY - 6)} ${fmt(cx - 28)},${fmt(mouthY - 2)}Z`,
        bc,
      );
    }
  }
  if (!drewMouth) {
    const open = rng.chance(0.45);
    const mw = rng.range(16, 24);
    if (open) {
      p(
        `M${fmt(cx - mw)},${fmt(mouthY)}Q${fmt(cx)},${fmt(mouthY + mw * 1.3)} ${fmt(cx + mw)},${fmt(mouthY)}Z`,
        hex("#7a2f2f"),
      );
      p(
        `M${fmt(cx - mw * 0.8)},${fmt(mouthY + 1)}Q${fmt(cx)},${fmt(mouthY + 8)} ${fmt(cx + mw * 0.8)},${fmt(mouthY + 1)}Z`,
        "#ffffff",
      );
    } else {
      out.push(
        `<path d="M${fmt(cx - mw)},${fmt(mouthY)}Q${fmt(cx)},${fmt(mouthY + mw * 0.9)} ${fmt(cx + mw)},${fmt(mouthY)}" fill="none" stroke="${css(hex("#7a3a34"))}" stroke-width="4.5" stroke-linecap="round"/>`,
      );
    }
  }
  // glasses
  if (rng.chance(0.22)) {
    const gc = rng.pick(["#2a2a2a", "#6a3a2a", "#2f4f8f", "#b8862f"]);
    const gr = rng.range(17, 21);
    out.push(
      `<g fill="none" stroke="${gc}" stroke-width="4"><circle cx="${fmt(cx - eyeDX)}" cy="${fmt(eyeY)}" r="${fmt(gr)}"/><circle cx="${fmt(cx + eyeDX)}" cy="${fmt(eyeY)}" r="${fmt(gr)}"/><path d="M${fmt(cx - eyeDX + gr)},${fmt(eyeY - 2)}Q${fmt(cx)},${fmt(eyeY - 10)} ${fmt(cx + eyeDX - gr)},${fmt(eyeY - 2)}M${fmt(cx - eyeDX - gr)},${fmt(eyeY - 2)}L${fmt(cx - faceW * 0.98)},${fmt(eyeY - 6)}M${fmt(cx + eyeDX + gr)},${fmt(eyeY - 2)}L${fmt(cx + faceW * 0.98)},${fmt(eyeY - 6)}"/></g>`,
    );
  }
}
