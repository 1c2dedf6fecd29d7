import { css, darken, hex, lighten, mix } from "../../colour";
import { at, lerp, type Pt, ridgeY } from "../../math";
import { areaD, fmt, op } from "../../svg";
import { mistBand } from "../atmosphere";
import { atmos, type Ctx, clipDef, lit, path, vGrad } from "../canvas";
import { sineLine } from "../noise";
import { GREENS, ROCK } from "../palette";
import { drawBirds, drawClouds, drawSky } from "../sky";
import { drawMountainRange, mpdRidge, sineRidge } from "../terrain";
import { forestLayer } from "../trees";

function drawStupa(c: Ctx, cx: number, by: number, S: number): void {
  const { sky } = c;
  const white = lit(c, hex("#f6f1e6"), 0.22);
  const gold = lit(c, hex("#e0a93a"), 0.15);
  const shadeCol = sky.shadow;
  const side = c.shadeSide;
  const r = (x0: number, y0: number, w: number, h: number) => `M${fmt(x0)},${fmt(y0)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}Z`;
  let body = "";
  let y = by;
  const tiers = [1, 0.84, 0.68];
  for (const t of tiers) {
    const h = S * 0.07;
    body += r(cx - (S * t) / 2, y - h, S * t, h);
    y -= h;
  }
  const dw = S * 0.58;
  const dh = S * 0.34;
  body += `M${fmt(cx - dw / 2)},${fmt(y)}C${fmt(cx - dw / 2)},${fmt(y - dh * 1.05)} ${fmt(cx + dw / 2)},${fmt(y - dh * 1.05)} ${fmt(cx + dw / 2)},${fmt(y)}Z`;
  const domeTop = y - dh * 0.79;
  path(c, body, white);
  // shading half
  const sx = side > 0 ? cx + S * 0.05 : cx - S / 2;
  path(c, r(sx, domeTop, S * 0.45, by - domeTop), shadeCol, `${op(0.18)} clip-path="${clipDef(c, body)}"`);
  // harmika + spire
  const hw = S * 0.13;
  const hy = domeTop - S * 0.1;
  path(c, r(cx - hw / 2, hy, hw, S * 0.11), gold);
  path(c, r(cx - hw * 0.3, hy + S * 0.03, hw * 0.6, S * 0.035), darken(gold, 0.4));
  const sh = S * 0.38;
  let spire = `M${fmt(cx - S * 0.055)},${fmt(hy)}L${fmt(cx - S * 0.018)},${fmt(hy - sh)}L${fmt(cx + S * 0.018)},${fmt(hy - sh)}L${fmt(cx + S * 0.055)},${fmt(hy)}Z`;
  spire += `M${fmt(cx - S * 0.07)},${fmt(hy - sh)}L${fmt(cx + S * 0.07)},${fmt(hy - sh)}L${fmt(cx + S * 0.03)},${fmt(hy - sh - S * 0.05)}L${fmt(cx - S * 0.03)},${fmt(hy - sh - S * 0.05)}Z`;
  spire += `M${fmt(cx - S * 0.014)},${fmt(hy - sh - S * 0.05)}L${fmt(cx)},${fmt(hy - sh - S * 0.12)}L${fmt(cx + S * 0.014)},${fmt(hy - sh - S * 0.05)}Z`;
  path(c, spire, gold);
  let rings = "";
  for (let k = 1; k < 9; k++) {
    const yy = hy - (sh * k) / 9;
    const ww = lerp(S * 0.11, S * 0.036, k / 9);
    rings += r(cx - ww / 2, yy, ww, S * 0.008);
  }
  path(c, rings, darken(gold, 0.35), op(0.7));
  // prayer flags
  const colors = ["#2f6db5", "#f4f1ea", "#c8342b", "#3f9a4a", "#e8b62c"].map((h) => lit(c, hex(h), 0.15));
  const topX = cx;
  const topYF = hy - sh * 0.7;
  const flags: string[] = colors.map(() => "");
  let strings = "";
  for (const dir of [-1, 1]) {
    const ex = cx + dir * S * c.rng.range(1.1, 1.6);
    const ey = by + S * c.rng.range(0.05, 0.15);
    const mx = (topX + ex) / 2;
    const my = (topYF + ey) / 2 + S * 0.12;
    strings += `M${fmt(topX)},${fmt(topYF)}Q${fmt(mx)},${fmt(my)} ${fmt(ex)},${fmt(ey)}`;
    const n = 18;
    for (let k = 1; k < n; k++) {
      const t = k / n;
      const px = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * topYF + 2 * (1 - t) * t * my + t * t * ey;
      const fs = S * 0.045;
      const idx = k % colors.length;
      flags[idx] += r(px - fs / 2, py, fs, fs * 1.2);
    }
  }
  c.out.push(
    `<path d="${strings}" fill="none" stroke="${css(darken(white, 0.5))}" stroke-width="${fmt(S * 0.004 + 0.5)}"/>`,
  );
  flags.forEach((d, i) => {
    path(c, d, at(colors, i));
  });
}

function drawPagoda(c: Ctx, cx: number, by: number, S: number): void {
  const { rng } = c;
  const wallCol = lit(c, hex(rng.pick(["#a8322b", "#9a3b2a", "#b5462f", "#8c2f2f"])), 0.15);
  const roofCol = lit(c, hex(rng.pick(["#2f3a40", "#3a3f4a", "#2e4a45", "#4a3a32"])), 0.12);
  const gold = lit(c, hex("#d9a53a"), 0.15);
  const side = c.shadeSide;
  const tiers = rng.int(3, 5);
  let walls = "";
  let roofs = "";
  let wins = "";
  let shade = "";
  let y = by;
  const plat = S * 0.8;
  path(
    c,
    `M${fmt(cx - plat / 2)},${fmt(y)}h${fmt(plat)}l${fmt(-S * 0.04)},${fmt(-S * 0.06)}h${fmt(-(plat - S * 0.08))}Z`,
    lit(c, hex("#b8ad9c"), 0.15),
  );
  y -= S * 0.06;
  for (let i = 0; i < tiers; i++) {
    const k = i / tiers;
    const bw = S * (0.5 - k * 0.28);
    const bh = S * (0.17 - k * 0.05);
    const rw = bw * 1.75;
    const rh = bh * 0.55;
    walls += `M${fmt(cx - bw / 2)},${fmt(y)}h${fmt(bw)}v${fmt(-bh)}h${fmt(-bw)}Z`;
    shade += `M${fmt(side > 0 ? cx + bw * 0.15 : cx - bw / 2)},${fmt(y)}h${fmt(bw * 0.35)}v${fmt(-bh)}h${fmt(-bw * 0.35)}Z`;
    const dw = bw * 0.18;
    wins += `M${fmt(cx - dw / 2)},${fmt(y)}v${fmt(-bh * 0.7)}h${fmt(dw)}v${fmt(bh * 0.7)}Z`;
    const ey = y - bh;
    roofs += `M${fmt(cx - rw / 2)},${fmt(ey - rh * 0.45)}Q${fmt(cx - rw * 0.42)},${fmt(ey + rh * 0.05)} ${fmt(cx - rw * 0.3)},${fmt(ey)}L${fmt(cx + rw * 0.3)},${fmt(ey)}Q${fmt(cx + rw * 0.42)},${fmt(ey + rh * 0.05)} ${fmt(cx + rw / 2)},${fmt(ey - rh * 0.45)}Q${fmt(cx + rw * 0.3)},${fmt(ey - rh * 0.55)} ${fmt(cx + bw * 0.32)},${fmt(ey - rh)}L${fmt(cx - bw * 0.32)},${fmt(ey - rh)}Q${fmt(cx - rw * 0.3)},${fmt(ey - rh * 0.55)} ${fmt(cx - rw / 2)},${fmt(ey - rh * 0.45)}Z`;
    y = ey - rh * 0.8;
  }
  path(c, walls, wallCol);
  path(c, shade, c.sky.shadow, op(0.25));
  path(c, wins, darken(wallCol, 0.55));
  path(c, roofs, roofCol);
  const sh = S * 0.22;
  let sp = `M${fmt(cx - S * 0.012)},${fmt(y)}V${fmt(y - sh)}h${fmt(S * 0.024)}V${fmt(y)}Z`;
  for (let k = 0; k < 5; k++) {
    const yy = y - sh * (0.15 + k * 0.14);
    sp += `M${fmt(cx - S * 0.03)},${fmt(yy)}h${fmt(S * 0.06)}v${fmt(S * 0.012)}h${fmt(-S * 0.06)}Z`;
  }
  path(c, sp, gold);
}

export function sceneTemple(c: Ctx): void {
  const { rng, W, H, u } = c;
  const horizon = H * rng.range(0.5, 0.6);
  const topY = H * rng.range(0.12, 0.26);
  drawSky(c, horizon, topY + H * 0.12);
  drawClouds(c, H * 0.06, topY + H * 0.1, 1);
  const rock = hex(rng.pick(ROCK));
  const green = hex(rng.pick(GREENS));
  drawMountainRange(c, horizon, topY, atmos(c, lit(c, lighten(rock, 0.1)), 0.62), true, H);
  mistBand(c, horizon, H * 0.12, 0.55);
  const r1 = mpdRidge(c, horizon + H * 0.05, H * 0.05, 0.55);
  path(c, areaD(r1, H, true), atmos(c, lit(c, mix(rock, green, 0.5)), 0.4));
  mistBand(c, horizon + H * 0.07, H * 0.08, 0.35);
  // temple hill
  const tx = W * rng.range(0.3, 0.7);
  const hillTop = H * rng.range(0.62, 0.72);
  const hp: Pt[] = [];
  const hw = W * rng.range(0.35, 0.55);
  const fn = sineLine(rng, 2, 6 / W);
  for (let k = 0; k <= 40; k++) {
    const x = (k / 40) * W;
    const dx = (x - tx) / hw;
    const bump = Math.exp(-dx * dx * 2.2);
    hp.push([x, lerp(H * 0.86, hillTop, bump) + fn(x) * H * 0.015]);
  }
  const hillCol = atmos(c, lit(c, green), 0.12);
  path(
    c,
    areaD(hp, H, true),
    vGrad(
      c,
      [
        [0, hillCol],
        [1, darken(hillCol, 0.2)],
      ],
      hillTop,
      H,
    ),
  );
  const S = rng.range(150, 220) * u;
  const ty = ridgeY(hp, tx) + S * 0.04;
  if (rng.chance(0.55)) drawStupa(c, tx, ty, S * 1.35);
  else drawPagoda(c, tx, ty, S * 1.4);
  // foreground trees framing
  const fg = sineRidge(c, H * rng.range(0.9, 0.96), H * 0.03, 3);
  forestLayer(c, fg, H, atmos(c, lit(c, darken(green, 0.3)), 0), 90 * u, 0.6, "pine");
  if (!c.sky.night && rng.chance(0.6))
    drawBirds(c, W * rng.range(0.2, 0.8), H * rng.range(0.1, 0.25), rng.int(3, 6), 7 * u, darken(c.sky.shadow, 0.2));
}
