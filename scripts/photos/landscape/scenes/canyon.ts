import { darken, hex, lighten, mix } from "../../colour";
import { at, lerp, type Pt } from "../../math";
import { fmt, op, polyD } from "../../svg";
import { atmos, type Ctx, clipDef, lit, path, vGrad } from "../canvas";
import { CANYON } from "../palette";
import { drawBirds, drawClouds, drawSky } from "../sky";
import { sceneButtes } from "./buttes";

export function sceneCanyon(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  if (rng.chance(0.4)) {
    sceneButtes(c);
    return;
  }
  const horizon = H * rng.range(0.42, 0.52);
  drawSky(c, horizon, horizon - H * 0.06);
  drawClouds(c, H * 0.06, horizon * 0.6, 0.9);
  const rock = hex(rng.pick(CANYON));
  const gx = W * rng.range(0.35, 0.65);
  // far mesas
  {
    let d = "";
    const n = rng.int(2, 4);
    for (let i = 0; i < n; i++) {
      const x = rng.range(0, 1) * W;
      const w = rng.range(80, 260) * u;
      const h = rng.range(30, 90) * u;
      const y0 = horizon + 4 * u;
      d += polyD([
        [x - w / 2 - h * 1.2, y0],
        [x - w / 2, y0 - h * 0.5],
        [x - w / 2 + h * 0.06, y0 - h],
        [x + w / 2 - h * 0.06, y0 - h],
        [x + w / 2, y0 - h * 0.5],
        [x + w / 2 + h * 1.2, y0],
      ]);
    }
    path(c, d, atmos(c, lit(c, rock), 0.8));
  }
  // canyon floor
  const floorCol = atmos(c, lit(c, lighten(rock, 0.15)), 0.4);
  path(
    c,
    `M0,${fmt(horizon + 2 * u)}H${W}V${H}H0Z`,
    vGrad(
      c,
      [
        [0, floorCol],
        [1, atmos(c, lit(c, darken(rock, 0.1)), 0)],
      ],
      horizon,
      H,
    ),
  );
  // river
  {
    const left: Pt[] = [];
    const right: Pt[] = [];
    const ph = rng.range(0, Math.PI * 2);
    const n = 30;
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const y = lerp(horizon + 4 * u, H + 10, t ** 1.6);
      const cx = gx + Math.sin(ph + t * 5) * W * 0.12 * t + (W / 2 - gx) * t * 0.6;
      const w = 3 * u + W * 0.28 * t ** 1.6;
      left.push([cx - w / 2, y]);
      right.push([cx + w / 2, y]);
    }
    const riverFill = vGrad(
      c,
      [
        [0, mix(sky.haze, at(sky.stops, 2), 0.4)],
        [1, mix(hex("#2c7f86"), sky.shadow, 0.3)],
      ],
      horizon,
      H,
    );
    path(c, polyD([...left, ...right.reverse()]), riverFill);
  }
  // walls: pairs at increasing nearness
  const pairs = 3;
  const side = c.shadeSide;
  for (let j = 0; j < pairs; j++) {
    const t = j / (pairs - 1);
    const depth = lerp(0.6, 0, t);
    const floorY = lerp(horizon + (H - horizon) * 0.12, H + 5, t ** 1.2);
    const topY = lerp(horizon - H * 0.06, H * rng.range(0.1, 0.22), t ** 1.1);
    const innerOff = lerp(W * 0.04, W * 0.22, t);
    for (const dir of [-1, 1]) {
      const edgeX = dir < 0 ? -10 : W + 10;
      const innerX = gx + dir * innerOff * rng.range(0.7, 1.3);
      // stepped profile from the plateau down to the floor
      const pts: Pt[] = [[edgeX, floorY]];
      const steps = rng.int(2, 4);
      const plateauEnd = lerp(edgeX, innerX, rng.range(0.3, 0.6));
      pts.push([edgeX, topY + rng.range(-10, 10) * u]);
      pts.push([plateauEnd, topY + rng.range(-6, 6) * u]);
      let x = plateauEnd;
      let y = topY;
      for (let s = 0; s < steps; s++) {
        const drop = ((floorY - topY) / steps) * rng.range(0.7, 1.1);
        const run = (Math.abs(innerX - plateauEnd) / steps) * rng.range(0.6, 1);
        const nx = x - dir * run * 0.25;
        pts.push([nx, y + drop * 0.85]);
        const ledge = x - dir * run;
        y += drop;
        pts.push([ledge, Math.min(y, floorY)]);
        x = ledge;
      }
      pts.push([x - dir * 20 * u, floorY]);
      const faceLit = atmos(c, lit(c, rock, 0.25), depth);
      const d = polyD(pts);
      // inner face of left wall (dir -1) faces right: shadowed when sun on the left (side=+1)
      const inShadow = dir < 0 ? side > 0 : side < 0;
      const baseCol = inShadow ? mix(faceLit, sky.shadow, 0.35) : faceLit;
      path(
        c,
        d,
        vGrad(
          c,
          [
            [0, lighten(baseCol, 0.05)],
            [1, darken(baseCol, 0.12)],
          ],
          topY,
          floorY,
        ),
      );
      const clip = clipDef(c, d);
      // strata
      let sd = "";
      const bands = rng.int(6, 10);
      for (let k = 0; k < bands; k++) {
        const yy = lerp(topY, floorY, (k + rng.range(0, 0.6)) / bands);
        const th = rng.range(2, 10) * u * lerp(0.4, 1.2, t);
        sd += `M${fmt(Math.min(edgeX, innerX) - 50)},${fmt(yy)}H${fmt(Math.max(edgeX, innerX) + 50)}v${fmt(th)}H${fmt(Math.min(edgeX, innerX) - 50)}Z`;
      }
      path(c, sd, darken(baseCol, 0.18), `${op(0.55)} clip-path="${clip}"`);
      let ld = "";
      for (let k = 0; k < bands; k++) {
        const yy = lerp(topY, floorY, (k + rng.range(0, 0.6)) / bands);
        const th = rng.range(2, 6) * u * lerp(0.4, 1.2, t);
        ld += `M${fmt(Math.min(edgeX, innerX) - 50)},${fmt(yy)}H${fmt(Math.max(edgeX, innerX) + 50)}v${fmt(th)}H${fmt(Math.min(edgeX, innerX) - 50)}Z`;
      }
      path(c, ld, lighten(baseCol, 0.18), `${op(0.4)} clip-path="${clip}"`);
      // ledge tops catch the light
      let td = "";
      for (let k = 1; k < pts.length - 2; k++) {
        const p = at(pts, k);
        const q = at(pts, k + 1);
        if (Math.abs(q[1] - p[1]) < Math.abs(q[0] - p[0]) * 0.3) {
          td += `M${fmt(p[0])},${fmt(p[1])}L${fmt(q[0])},${fmt(q[1])}L${fmt(q[0])},${fmt(q[1] + 6 * u * (0.5 + t))}L${fmt(p[0])},${fmt(p[1] + 6 * u * (0.5 + t))}Z`;
        }
      }
      path(c, td, lighten(faceLit, 0.2), op(0.8));
    }
  }
  if (!sky.night && rng.chance(0.6))
    drawBirds(c, gx, H * rng.range(0.15, 0.3), rng.int(1, 3), 10 * u, darken(sky.shadow, 0.2));
}
