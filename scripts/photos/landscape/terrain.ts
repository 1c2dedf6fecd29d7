import { mix, type RGB, WHITE } from "../colour";
import { at, clamp, lerp, type Pt, ridgeY } from "../math";
import { areaD, polyD } from "../svg";
import { type Ctx, clipDef, lit, path, vGrad } from "./canvas";
import { mpd, sineLine } from "./noise";

interface Peak {
  x: number;
  y: number;
  sl: number;
  sr: number;
  e: number;
}

function peakRidge(c: Ctx, baseY: number, topY: number, count: number, detail: number): { pts: Pt[]; peaks: Peak[] } {
  const { rng, W } = c;
  const peaks: Peak[] = [];
  const span = W / count;
  for (let i = -1; i <= count; i++) {
    const x = (i + rng.range(0.2, 0.8)) * span;
    const y = lerp(topY, baseY, rng.range(0, 0.55) ** 1.3);
    peaks.push({ x, y, sl: rng.range(0.5, 1.3), sr: rng.range(0.5, 1.3), e: rng.range(1, 1.6) });
  }
  // make sure one peak reaches topY
  const hero = rng.int(1, Math.max(1, count - 1));
  const hp = peaks[hero];
  if (hp) hp.y = topY;
  const noise = mpd(rng, 7, 0.58);
  const step = W / 128;
  const pts: Pt[] = [];
  for (let i = 0; i <= 128; i++) {
    const x = i * step;
    let h = 0;
    for (const p of peaks) {
      const dx = x - p.x;
      const ph = baseY - p.y;
      const reach = ph / (dx < 0 ? p.sl : p.sr);
      const v = ph * Math.max(0, 1 - Math.abs(dx) / (reach * (1 + (p.e - 1) * 0.9))) ** p.e;
      if (v > h) h = v;
    }
    const n = (noise[i] ?? 0) * detail * (0.3 + 0.7 * Math.min(1, h / (baseY - topY)));
    pts.push([x, baseY - h + n]);
  }
  return { pts, peaks };
}

export function drawMountainRange(c: Ctx, baseY: number, topY: number, col: RGB, snow: boolean, bottom: number): Pt[] {
  const { rng, u, sky } = c;
  const { pts, peaks } = peakRidge(c, baseY, topY, rng.int(2, 4), Math.max(10 * u, (baseY - topY) * 0.1));
  const d = areaD(pts, bottom, false);
  const fill = vGrad(
    c,
    [
      [0, col],
      [1, mix(col, sky.haze, 0.45)],
    ],
    topY,
    baseY,
  );
  path(c, d, fill);
  const clip = clipDef(c, d);
  c.out.push(`<g clip-path="${clip}">`);
  if (snow) {
    const snowY = lerp(topY, baseY, rng.range(0.28, 0.42));
    const snowCol = lit(c, mix(WHITE, sky.haze, 0.12), 0.25);
    const sp: Pt[] = [];
    const n = 40;
    for (let i = 0; i <= n; i++) {
      const x = (i / n) * c.W;
      sp.push([x, snowY + rng.range(-1, 1) * 10 * u + (rng.chance(0.3) ? rng.range(10, 45) * u : 0)]);
    }
    sp.push([c.W, 0], [0, 0]);
    path(c, polyD(sp), snowCol);
  }
  // shadow faces
  let sd = "";
  const side = c.shadeSide;
  for (const p of peaks) {
    const slope = side > 0 ? p.sr : p.sl;
    const depth = baseY - p.y;
    if (depth < 4) continue;
    const px = p.x;
    const py = ridgeY(pts, px);
    let outerX = px + (side * depth * 1.6) / slope;
    // stop at the valley before the next peak on the shadow side
    {
      const step = at(pts, 1)[0] - at(pts, 0)[0];
      let i = Math.round(px / step);
      let best = i;
      while (i + side >= 0 && i + side < pts.length) {
        i += side;
        const q = at(pts, i);
        if (Math.abs(q[0] - px) > Math.abs(outerX - px)) break;
        if (q[1] >= at(pts, best)[1]) best = i;
        else if (at(pts, best)[1] - q[1] > depth * 0.12) break;
      }
      if (Math.abs(at(pts, best)[0] - px) > depth * 0.15) outerX = at(pts, best)[0];
    }
    const inner: Pt[] = [[px, py]];
    const steps = 7;
    let drift = 0;
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      drift += rng.range(-0.06, 0.16);
      inner.push([
        px + side * depth * t * clamp(drift, 0.06, 0.5) + rng.range(-3, 3) * u,
        py + (baseY + 6 * u - py) * t,
      ]);
    }
    inner.push([outerX, baseY + 6 * u], [outerX, py - 10], [px, py - 10]);
    sd += polyD(inner);
  }
  const shFill = vGrad(
    c,
    [
      [0, sky.shadow, 0.34],
      [0.7, sky.shadow, 0.26],
      [1, sky.shadow, 0],
    ],
    topY,
    baseY,
  );
  path(c, sd, shFill);
  c.out.push("</g>");
  return pts;
}

/** Rolling ridge from midpoint displacement; returns top points. */
export function mpdRidge(c: Ctx, baseY: number, amp: number, rough: number, levels = 6): Pt[] {
  const { rng, W } = c;
  const n = mpd(rng, levels, rough);
  const pts: Pt[] = [];
  const count = n.length - 1;
  for (let i = 0; i <= count; i++) {
    pts.push([(i / count) * W, baseY + (n[i] ?? 0) * amp]);
  }
  return pts;
}

export function sineRidge(c: Ctx, baseY: number, amp: number, freq: number, samples = 48): Pt[] {
  const { rng, W } = c;
  const fn = sineLine(rng, 3, freq / W);
  const pts: Pt[] = [];
  for (let i = 0; i <= samples; i++) {
    const x = (i / samples) * W;
    pts.push([x, baseY + fn(x) * amp]);
  }
  return pts;
}
