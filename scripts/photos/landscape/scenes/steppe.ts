import { adjust, css, darken, hex, lighten, type RGB } from "../../colour";
import { lerp, ridgeY } from "../../math";
import { areaD, fmt, op } from "../../svg";
import { HORSE, shape } from "../animals";
import { mistBand } from "../atmosphere";
import { atmos, type Ctx, lit, path, vGrad } from "../canvas";
import { GRASS, ROCK } from "../palette";
import { drawClouds, drawSky } from "../sky";
import { drawMountainRange, sineRidge } from "../terrain";

function drawYurt(c: Ctx, x: number, y: number, w: number, accent: RGB): void {
  const h = w * 0.38;
  const felt = lit(c, hex("#f3ece0"), 0.2);
  const shadeX = c.shadeSide > 0 ? x + w * 0.12 : x - w / 2;
  const roof = `M${fmt(x - w * 0.53)},${fmt(y - h)}Q${fmt(x - w * 0.3)},${fmt(y - h - w * 0.2)} ${fmt(x - w * 0.1)},${fmt(y - h - w * 0.28)}L${fmt(x + w * 0.1)},${fmt(y - h - w * 0.28)}Q${fmt(x + w * 0.3)},${fmt(y - h - w * 0.2)} ${fmt(x + w * 0.53)},${fmt(y - h)}Z`;
  c.out.push(
    `<rect x="${fmt(x - w / 2)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h)}" fill="${css(felt)}"/>`,
  );
  c.out.push(
    `<rect x="${fmt(shadeX)}" y="${fmt(y - h)}" width="${fmt(w * 0.38)}" height="${fmt(h)}" fill="${css(c.sky.shadow)}" ${op(0.22)}/>`,
  );
  path(c, roof, lighten(felt, 0.1));
  c.out.push(
    `<rect x="${fmt(x - w * 0.5)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h * 0.16)}" fill="${css(accent)}"/>`,
  );
  c.out.push(
    `<rect x="${fmt(x - w * 0.1)}" y="${fmt(y - h * 0.72)}" width="${fmt(w * 0.2)}" height="${fmt(h * 0.72)}" fill="${css(darken(accent, 0.1))}"/>`,
  );
  c.out.push(
    `<rect x="${fmt(x - w * 0.06)}" y="${fmt(y - h * 0.6)}" width="${fmt(w * 0.12)}" height="${fmt(h * 0.6)}" fill="${css(darken(accent, 0.45))}"/>`,
  );
  c.out.push(
    `<rect x="${fmt(x - w * 0.12)}" y="${fmt(y - h - w * 0.3)}" width="${fmt(w * 0.24)}" height="${fmt(w * 0.03)}" fill="${css(darken(felt, 0.3))}"/>`,
  );
}

export function sceneSteppe(c: Ctx): void {
  const { rng, W, H, u } = c;
  const horizon = H * rng.range(0.5, 0.62);
  drawSky(c, horizon, horizon - H * 0.1);
  drawClouds(c, H * 0.08, horizon * 0.7, 1.4);
  const grass = hex(rng.pick(GRASS));
  // distant mountains
  const mtTop = horizon - H * rng.range(0.08, 0.2);
  drawMountainRange(c, horizon + H * 0.02, mtTop, atmos(c, lit(c, hex(rng.pick(ROCK))), 0.75), rng.chance(0.6), H);
  mistBand(c, horizon + H * 0.01, H * 0.08, 0.5);
  const layers = 3;
  const yurtLayer = rng.int(1, 2);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = lerp(horizon + H * 0.03, H * 0.8, t ** 1.2);
    const amp = H * lerp(0.02, 0.06, t);
    const col = atmos(c, lit(c, adjust(grass, i * 6, 1, -i * 0.04)), lerp(0.45, 0, t));
    const ridge = sineRidge(c, base, amp, lerp(10, 5, t));
    const fill = vGrad(
      c,
      [
        [0, lighten(col, 0.08)],
        [1, darken(col, 0.1)],
      ],
      base - amp,
      H,
    );
    path(c, areaD(ridge, H, true), fill);
    if (i === yurtLayer) {
      const n = rng.int(1, 3);
      const accent = hex(rng.pick(["#b8322b", "#c2552d", "#2f5f9e", "#c28a1e", "#8c2f4f"]));
      const s = lerp(60, 120, t) * u * rng.range(0.85, 1.15);
      let x = rng.range(0.15, 0.7) * W;
      for (let k = 0; k < n; k++) {
        drawYurt(c, x, ridgeY(ridge, x) + s * 0.12, s * rng.range(0.85, 1.1), accent);
        x += s * rng.range(1.4, 2.6) * (rng.chance(0.8) ? 1 : -1);
      }
    }
    if (i === layers - 2 && rng.chance(0.7)) {
      const s = lerp(14, 40, t) * u;
      let hd = "";
      const n = rng.int(2, 5);
      const x0 = rng.range(0.1, 0.9) * W;
      for (let k = 0; k < n; k++) {
        const x = x0 + rng.range(-3, 3) * s;
        hd += shape(HORSE, x, ridgeY(ridge, x) + s * rng.range(0.2, 0.8), s, rng.sign());
      }
      path(c, hd, darken(col, 0.55));
    }
  }
  // grass strokes in foreground
  let gd = "";
  for (let k = 0; k < 60; k++) {
    const x = rng.range(0, W);
    const y = rng.range(H * 0.86, H);
    const h = rng.range(8, 20) * u;
    gd += `M${fmt(x)},${fmt(y)}l${fmt(rng.range(-4, 4) * u)},${fmt(-h)}`;
  }
  c.out.push(
    `<path d="${gd}" stroke="${css(darken(grass, 0.35))}" stroke-width="${fmt(2 * u)}" stroke-linecap="round" ${op(0.4)}/>`,
  );
}
