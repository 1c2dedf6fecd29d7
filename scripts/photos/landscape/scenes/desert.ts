import { adjust, css, darken, hex, lighten, mix } from "../../colour";
import { lerp } from "../../math";
import { areaD, fmt, op, polyD } from "../../svg";
import { CAMEL, shape } from "../animals";
import { atmos, type Ctx, lit, path, vGrad } from "../canvas";
import { drawClouds, drawSky } from "../sky";
import { sineRidge } from "../terrain";

const SAND = ["#e3a86b", "#d99a5b", "#e8b77d", "#d4884f", "#c97b4a", "#e0b48a"];

export function sceneDesert(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const horizon = H * rng.range(0.5, 0.6);
  drawSky(c, horizon, horizon - H * 0.04);
  drawClouds(c, H * 0.06, horizon * 0.55, 0.7);
  const sand = hex(rng.pick(SAND));
  // distant mesas
  if (rng.chance(0.6)) {
    let d = "";
    const n = rng.int(1, 3);
    for (let i = 0; i < n; i++) {
      const x = rng.range(0.05, 0.95) * W;
      const w = rng.range(60, 200) * u;
      const h = rng.range(25, 70) * u;
      const y0 = horizon + H * 0.02;
      d += polyD([
        [x - w / 2 - h * 0.9, y0],
        [x - w / 2, y0 - h * 0.55],
        [x - w / 2 + h * 0.1, y0 - h],
        [x + w / 2 - h * 0.1, y0 - h],
        [x + w / 2, y0 - h * 0.55],
        [x + w / 2 + h * 0.9, y0],
      ]);
    }
    path(c, d, atmos(c, lit(c, darken(sand, 0.2)), 0.82));
  }
  const side = c.shadeSide;
  const layers = rng.int(3, 4);
  const caravanLayer = rng.chance(0.75) ? rng.int(1, layers - 2) : -1;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = lerp(horizon + H * 0.02, H * 0.86, t ** 1.15);
    const nextBase = i === layers - 1 ? H + 10 : lerp(horizon + H * 0.02, H * 0.86, ((i + 1) / (layers - 1)) ** 1.15);
    const amp = H * lerp(0.05, 0.17, t) * rng.range(0.8, 1.2);
    const tone = adjust(sand, rng.range(-6, 6) - t * 5, 1 + t * 0.15, rng.range(-0.03, 0.03) - t * 0.03);
    const depth = lerp(0.6, 0, t);
    const colLit = atmos(c, lit(c, lighten(tone, 0.1), 0.3), depth);
    const colShade = atmos(c, mix(darken(tone, 0.28), sky.shadow, 0.45), depth);
    const fill = vGrad(
      c,
      [
        [0, lighten(colLit, 0.14)],
        [0.5, colLit],
        [1, mix(colLit, colShade, 0.5)],
      ],
      base - amp,
      Math.max(nextBase, base + amp * 0.5),
    );
    const bottom = Math.min(H + 10, nextBase + H * 0.1);
    // ground band of the layer
    const band = sineRidge(c, base + amp * 0.25, amp * 0.1, 3, 16);
    path(c, areaD(band, bottom, true), fill);
    // individual dunes, far-to-near within the layer so they overlap
    const count = Math.round(lerp(6, 2.5, t) * rng.range(0.8, 1.25));
    const humps: { ax: number; ay: number; wl: number; wr: number; b: number }[] = [];
    for (let k = 0; k < count; k++) {
      const w = (W / count) * rng.range(1.1, 1.8);
      const ax = ((k + rng.range(0.1, 0.9)) / count) * W;
      const b = base + amp * rng.range(0.05, 0.35);
      const wind = w * rng.range(0.55, 0.7);
      const lee = w * rng.range(0.28, 0.42);
      humps.push({
        ax,
        ay: base - amp * rng.range(0.55, 1.05),
        wl: side > 0 ? wind : lee,
        wr: side > 0 ? lee : wind,
        b,
      });
    }
    humps.sort((p, q) => p.b - q.b);
    let caravanHump = -1;
    if (i === caravanLayer) caravanHump = rng.int(0, humps.length - 1);
    humps.forEach((hp, k) => {
      const { ax, ay, wl, wr, b } = hp;
      const h = b - ay;
      const Lx = ax - wl * 1.5;
      const Rx = ax + wr * 1.5;
      const foot = b + h * 0.05;
      // rising windward / steep lee profiles, sharp crest
      const leftCurve =
        side > 0
          ? `C${fmt(ax - wl * 0.9)},${fmt(foot)} ${fmt(ax - wl * 0.35)},${fmt(ay + h * 0.12)} ${fmt(ax)},${fmt(ay)}`
          : `C${fmt(ax - wl * 0.8)},${fmt(foot)} ${fmt(ax - wl * 0.25)},${fmt(ay + h * 0.45)} ${fmt(ax)},${fmt(ay)}`;
      const rightCurve =
        side > 0
          ? `C${fmt(ax + wr * 0.25)},${fmt(ay + h * 0.45)} ${fmt(ax + wr * 0.8)},${fmt(foot)} ${fmt(Rx)},${fmt(foot)}`
          : `C${fmt(ax + wr * 0.35)},${fmt(ay + h * 0.12)} ${fmt(ax + wr * 0.9)},${fmt(foot)} ${fmt(Rx)},${fmt(foot)}`;
      const body = `M${fmt(Lx)},${fmt(foot)}${leftCurve}${rightCurve}L${fmt(Rx)},${fmt(bottom)}L${fmt(Lx)},${fmt(bottom)}Z`;
      path(c, body, fill);
      // shadowed lee face: crescent from the crest to the lee foot
      const leeW = side > 0 ? wr : wl;
      const fx = ax + side * leeW * 1.5;
      const leeCurve =
        side > 0
          ? rightCurve
          : `C${fmt(ax - wl * 0.25)},${fmt(ay + h * 0.45)} ${fmt(ax - wl * 0.8)},${fmt(foot)} ${fmt(Lx)},${fmt(foot)}`;
      const cx1 = ax + side * leeW * rng.range(0.25, 0.55);
      const cy1 = ay + h * rng.range(0.75, 1.05);
      path(
        c,
        `M${fmt(ax)},${fmt(ay)}${leeCurve}C${fmt(fx - side * leeW * 0.6)},${fmt(foot + h * 0.05)} ${fmt(cx1)},${fmt(cy1)} ${fmt(ax)},${fmt(ay)}Z`,
        colShade,
      );
      // crest highlight on the windward side
      path(
        c,
        `M${fmt(ax)},${fmt(ay)}L${fmt(ax - side * leeW * 0.5)},${fmt(ay + h * 0.12)}Q${fmt(ax - side * leeW * 0.15)},${fmt(ay + h * 0.06)} ${fmt(ax)},${fmt(ay)}Z`,
        lighten(colLit, 0.25),
        op(0.5),
      );
      if (k === caravanHump) {
        const s = lerp(22, 46, t) * u;
        const flip = rng.sign();
        let cd = "";
        const n = rng.int(2, 5);
        const dirx = -side;
        for (let q = 0; q < n; q++) {
          const x = ax + dirx * (q + 0.8) * s * 1.3;
          const tt = Math.min(1, Math.abs(x - ax) / ((side > 0 ? wl : wr) * 1.5));
          const y = lerp(ay, foot, 1 - (1 - tt) ** 1.6) + s * 0.05;
          cd += shape(CAMEL, x, y, s, flip);
        }
        path(c, cd, darken(colShade, 0.45));
      }
    });
    if (i === layers - 1) {
      // wind ripples
      let rd = "";
      for (let k = 0; k < 18; k++) {
        const x = rng.range(0, W);
        const y = rng.range(base + amp * 0.3, H);
        const len = rng.range(40, 140) * u;
        rd += `M${fmt(x)},${fmt(y)}q${fmt(len / 2)},${fmt(-7 * u)} ${fmt(len)},0`;
      }
      c.out.push(
        `<path d="${rd}" fill="none" stroke="${css(darken(colLit, 0.12))}" stroke-width="${fmt(2 * u)}" stroke-linecap="round" ${op(0.45)}/>`,
      );
    }
  }
}
