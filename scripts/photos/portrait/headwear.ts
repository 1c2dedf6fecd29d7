import { css, darken, hex, lighten, type RGB } from "../colour";
import { fmt, op } from "../svg";
import type { Portrait } from "./sheet";

/** A hijab falls behind the head and over the shoulders; its colour is returned for the frame drawn over the face. */
export function drawScarf(c: Portrait): RGB | undefined {
  const { rng, p, S, cx, headwear, faceW, faceH, fy, shoulderW, shoulderY } = c;
  let scarfCol: RGB | undefined;
  if (headwear === "hijab") {
    const scarf = hex(
      rng.pick(["#3a5a8c", "#8c3a5a", "#2f7a6a", "#c9a27a", "#6a4a8a", "#d97a5a", "#4a4a5a", "#b84a4a"]),
    );
    const w = faceW + 30;
    p(
      `M${fmt(cx - w)},${fmt(fy)}C${fmt(cx - w - 4)},${fmt(fy - faceH * 1.5)} ${fmt(cx + w + 4)},${fmt(fy - faceH * 1.5)} ${fmt(cx + w)},${fmt(fy)}C${fmt(cx + w + 10)},${fmt(fy + 90)} ${fmt(cx + shoulderW)},${fmt(shoulderY)} ${fmt(cx + shoulderW + 20)},${S}H${fmt(cx - shoulderW - 20)}C${fmt(cx - shoulderW)},${fmt(shoulderY)} ${fmt(cx - w - 10)},${fmt(fy + 90)} ${fmt(cx - w)},${fmt(fy)}Z`,
      scarf,
    );
    scarfCol = scarf;
  }
  return scarfCol;
}

/** The hijab again, over the face, leaving an oval opening. */
export function drawScarfFrame(c: Portrait, scarfCol: RGB | undefined): void {
  const { out, defs, p, cx, headwear, faceW, faceH, fy } = c;
  if (headwear === "hijab" && scarfCol) {
    const rx = faceW * 0.9;
    const ry = faceH * 0.97;
    const oy = fy + faceH * 0.06;
    const frame = `M${fmt(cx - faceW - 34)},${fmt(fy + faceH * 1.4)}V${fmt(fy - faceH * 1.6)}H${fmt(cx + faceW + 34)}V${fmt(fy + faceH * 1.4)}ZM${fmt(cx - rx)},${fmt(oy)}a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(rx * 2)},0a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(-rx * 2)},0Z`;
    defs.push(
      `<clipPath id="scarf"><path d="M${fmt(cx - faceW - 30)},${fmt(fy)}C${fmt(cx - faceW - 34)},${fmt(fy - faceH * 1.5)} ${fmt(cx + faceW + 34)},${fmt(fy - faceH * 1.5)} ${fmt(cx + faceW + 30)},${fmt(fy)}C${fmt(cx + faceW + 34)},${fmt(fy + faceH)} ${fmt(cx + faceW)},${fmt(fy + faceH * 1.3)} ${fmt(cx)},${fmt(fy + faceH * 1.35)}C${fmt(cx - faceW)},${fmt(fy + faceH * 1.3)} ${fmt(cx - faceW - 34)},${fmt(fy + faceH)} ${fmt(cx - faceW - 30)},${fmt(fy)}Z"/></clipPath>`,
    );
    p(frame, scarfCol, `fill-rule="evenodd" clip-path="url(#scarf)"`);
    out.push(
      `<path d="M${fmt(cx - rx * 0.98)},${fmt(oy - ry * 0.25)}C${fmt(cx - rx * 0.9)},${fmt(oy - ry * 1.28)} ${fmt(cx + rx * 0.9)},${fmt(oy - ry * 1.28)} ${fmt(cx + rx * 0.98)},${fmt(oy - ry * 0.25)}" fill="none" stroke="${css(darken(scarfCol, 0.18))}" stroke-width="7" stroke-linecap="round"/>`,
    );
  }
}

/** A beanie, cap, sun hat or embroidered skullcap (over short hair) on the head. */
export function drawHat(c: Portrait): void {
  const { rng, out, p, cx, hairCol, headwear, faceW, faceH, fy, hairTop } = c;
  if (headwear === "beanie") {
    const hc = hex(rng.pick(["#c94a3a", "#2f5f8f", "#e0b23a", "#3f7a4a", "#6a4a8a", "#e07a3a", "#3a3a3a"]));
    const w = faceW + 10;
    const by = fy - faceH * 0.42;
    p(
      `M${fmt(cx - w)},${fmt(by)}C${fmt(cx - w)},${fmt(hairTop - faceH * 0.55)} ${fmt(cx + w)},${fmt(hairTop - faceH * 0.55)} ${fmt(cx + w)},${fmt(by)}Z`,
      hc,
    );
    p(`M${fmt(cx - w - 4)},${fmt(by + 4)}h${fmt(w * 2 + 8)}v-30h${fmt(-(w * 2 + 8))}Z`, darken(hc, 0.15));
    let ribs = "";
    for (let k = -5; k <= 5; k++) ribs += `M${fmt(cx + k * 15 - 2)},${fmt(by + 2)}h4v-26h-4Z`;
    p(ribs, darken(hc, 0.28), op(0.5));
    if (rng.chance(0.6))
      out.push(`<circle cx="${cx}" cy="${fmt(hairTop - faceH * 0.32)}" r="20" fill="${css(lighten(hc, 0.25))}"/>`);
  } else if (headwear === "cap") {
    const hc = hex(rng.pick(["#2f5f8f", "#c94a3a", "#3f7a4a", "#e8e2d4", "#3a3a3a", "#d9963a"]));
    const w = faceW + 8;
    const by = fy - faceH * 0.45;
    p(
      `M${fmt(cx - w)},${fmt(by)}C${fmt(cx - w)},${fmt(hairTop - faceH * 0.42)} ${fmt(cx + w)},${fmt(hairTop - faceH * 0.42)} ${fmt(cx + w)},${fmt(by)}Z`,
      hc,
    );
    const dir = rng.chance(0.75) ? 0 : rng.sign();
    if (dir === 0) {
      p(
        `M${fmt(cx - w - 4)},${fmt(by)}Q${fmt(cx)},${fmt(by - 12)} ${fmt(cx + w + 4)},${fmt(by)}Q${fmt(cx + w * 0.6)},${fmt(by + 26)} ${fmt(cx)},${fmt(by + 28)}Q${fmt(cx - w * 0.6)},${fmt(by + 26)} ${fmt(cx - w - 4)},${fmt(by)}Z`,
        darken(hc, 0.18),
      );
    } else {
      p(
        `M${fmt(cx + dir * w * 0.2)},${fmt(by)}L${fmt(cx + dir * (w + 60))},${fmt(by + 8)}Q${fmt(cx + dir * (w + 50))},${fmt(by - 10)} ${fmt(cx + dir * w)},${fmt(by - 10)}Z`,
        darken(hc, 0.18),
      );
    }
    out.push(`<circle cx="${cx}" cy="${fmt(hairTop - faceH * 0.18)}" r="6" fill="${css(darken(hc, 0.2))}"/>`);
  } else if (headwear === "sunhat") {
    const hc = hex(rng.pick(["#e8d3a8", "#d9b98a", "#f2e6cc", "#c9a06a"]));
    const band = hex(rng.pick(["#c94a3a", "#2f5f8f", "#3a3a3a", "#e07a5f"]));
    const by = fy - faceH * 0.5;
    out.push(`<ellipse cx="${cx}" cy="${fmt(by)}" rx="${fmt(faceW * 2.1)}" ry="30" fill="${css(hc)}"/>`);
    p(
      `M${fmt(cx - faceW * 0.95)},${fmt(by + 4)}C${fmt(cx - faceW)},${fmt(hairTop - faceH * 0.6)} ${fmt(cx + faceW)},${fmt(hairTop - faceH * 0.6)} ${fmt(cx + faceW * 0.95)},${fmt(by + 4)}Z`,
      lighten(hc, 0.1),
    );
    p(`M${fmt(cx - faceW * 0.95)},${fmt(by + 2)}h${fmt(faceW * 1.9)}v-16h${fmt(-faceW * 1.9)}Z`, band);
  } else if (headwear === "skullcap") {
    // embroidered Central Asian skullcap (doppa) sitting on short hair
    const hc = hex(rng.pick(["#1f2a24", "#2b1f2a", "#1d2633", "#3a2418"]));
    const motif = hex(rng.pick(["#f1ece1", "#e8c15a"]));
    const w = faceW * 0.86;
    const by = fy - faceH * 0.62;
    const top = by - faceH * 0.34;
    p(
      `M${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.1)}C${fmt(cx - faceW - 6)},${fmt(hairTop - faceH * 0.2)} ${fmt(cx + faceW + 6)},${fmt(hairTop - faceH * 0.2)} ${fmt(cx + faceW + 4)},${fmt(fy - faceH * 0.1)}Q${fmt(cx)},${fmt(fy - faceH * 0.8)} ${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.1)}Z`,
      hairCol,
    );
    p(
      `M${fmt(cx - w)},${fmt(by)}L${fmt(cx - w * 0.9)},${fmt(top + 10)}Q${fmt(cx - w * 0.88)},${fmt(top)} ${fmt(cx - w * 0.7)},${fmt(top)}H${fmt(cx + w * 0.7)}Q${fmt(cx + w * 0.88)},${fmt(top)} ${fmt(cx + w * 0.9)},${fmt(top + 10)}L${fmt(cx + w)},${fmt(by)}Q${fmt(cx)},${fmt(by + 8)} ${fmt(cx - w)},${fmt(by)}Z`,
      hc,
    );
    let pat = "";
    for (const k of [-1, 0, 1]) {
      const x = cx + k * w * 0.55;
      const y = (by + top) / 2 + 4;
      pat += `M${fmt(x - 9)},${fmt(y + 6)}Q${fmt(x - 10)},${fmt(y - 10)} ${fmt(x)},${fmt(y - 12)}Q${fmt(x + 10)},${fmt(y - 10)} ${fmt(x + 9)},${fmt(y + 6)}`;
    }
    out.push(
      `<path d="${pat}" fill="none" stroke="${css(motif)}" stroke-width="3" stroke-linecap="round" ${op(0.9)}/>`,
    );
    p(
      `M${fmt(cx - w)},${fmt(by)}Q${fmt(cx)},${fmt(by + 8)} ${fmt(cx + w)},${fmt(by)}v-5Q${fmt(cx)},${fmt(by + 3)} ${fmt(cx - w)},${fmt(by - 5)}Z`,
      motif,
      op(0.8),
    );
  }
}
