import { css, darken, hex, lighten, mix } from "../../colour";
import { at, type Pt, ridgeY } from "../../math";
import { areaD, fmt, op, polyD } from "../../svg";
import { mistBand } from "../atmosphere";
import { atmos, type Ctx, lit, path, vGrad } from "../canvas";
import { GRASS, GREENS, ROCK } from "../palette";
import { drawClouds, drawSky } from "../sky";
import { drawMountainRange, sineRidge } from "../terrain";
import { forestLayer, pineD, roundTreeD } from "../trees";

export function sceneRoad(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const horizon = H * rng.range(0.46, 0.56);
  drawSky(c, horizon, horizon - H * 0.12);
  drawClouds(c, H * 0.06, horizon * 0.7, 1);
  const landPalettes = [
    { ground: GRASS, rock: ROCK },
    { ground: ["#d7a86e", "#c99a62", "#e0b47c"], rock: ["#a0654a", "#8d5d4c"] },
  ];
  const pal = rng.chance(0.7) ? at(landPalettes, 0) : at(landPalettes, 1);
  const ground = hex(rng.pick(pal.ground));
  const rock = hex(rng.pick(pal.rock));
  drawMountainRange(c, horizon, horizon - H * rng.range(0.15, 0.3), atmos(c, lit(c, rock), 0.65), rng.chance(0.5), H);
  mistBand(c, horizon, H * 0.1, 0.5);
  const mid = sineRidge(c, horizon + H * 0.04, H * 0.03, 6);
  forestLayer(
    c,
    mid,
    H,
    atmos(c, lit(c, mix(ground, hex(rng.pick(GREENS)), 0.5)), 0.4),
    18 * u,
    1.2,
    rng.chance(0.5) ? "spike" : "round",
  );
  // near ground
  const gy = horizon + H * rng.range(0.08, 0.14);
  const near = sineRidge(c, gy, H * 0.02, 3);
  const gCol = atmos(c, lit(c, ground), 0.05);
  path(
    c,
    areaD(near, H, true),
    vGrad(
      c,
      [
        [0, gCol],
        [1, darken(gCol, 0.15)],
      ],
      gy,
      H,
    ),
  );
  // road in perspective
  const vx = W * rng.range(0.35, 0.65);
  const vy = ridgeY(near, vx) + 2 * u;
  const bx = W * rng.range(0.35, 0.65);
  const w0 = W * rng.range(0.5, 0.7);
  const A = rng.range(0.6, 1.6) * W * rng.sign();
  const fq = rng.range(0.6, 1.4);
  const ph = rng.range(0, Math.PI * 2);
  const d0 = 1;
  const proj = (dist: number, lateral: number) => {
    const s = d0 / (d0 + dist);
    const lat = A * (Math.sin(dist * fq + ph) - Math.sin(ph)) * 0.5;
    const x = vx + (bx - vx) * s + (lat + lateral) * s;
    const y = vy + (H - vy) * s;
    return [x, y, s] as const;
  };
  const L: Pt[] = [];
  const R: Pt[] = [];
  const N = 80;
  const maxD = 40;
  for (let k = 0; k <= N; k++) {
    const dist = (k / N) ** 2 * maxD;
    const [xl, yl] = proj(dist, -w0 / 2);
    const [xr, yr] = proj(dist, w0 / 2);
    L.push([xl, yl]);
    R.push([xr, yr]);
  }
  const roadCol = atmos(c, lit(c, hex(rng.pick(["#4b4f57", "#55565c", "#4a4846", "#5b5750"]))), 0.05);
  const shoulder = lighten(gCol, 0.15);
  const Ls: Pt[] = L.map(([x, y], i) => [x - (x - at(R, i)[0]) * 0.06, y] as const);
  const Rs: Pt[] = R.map(([x, y], i) => [x + (x - at(L, i)[0]) * 0.06, y] as const);
  path(c, polyD([...Ls, ...Rs.slice().reverse()]), darken(shoulder, 0.1));
  path(
    c,
    polyD([...L, ...R.slice().reverse()]),
    vGrad(
      c,
      [
        [0, mix(roadCol, sky.haze, 0.4)],
        [1, roadCol],
      ],
      vy,
      H,
    ),
  );
  // dashes
  let dd = "";
  const lineCol = sky.night ? hex("#d9c88a") : hex("#f1e6c8");
  for (let k = 0; k < 60; k++) {
    const a = k * 0.35;
    const b = a + 0.17;
    if (a > maxD) break;
    const [x1, y1, s1] = proj(a, 0);
    const [x2, y2, s2] = proj(b, 0);
    const hw1 = w0 * 0.012 * s1;
    const hw2 = w0 * 0.012 * s2;
    if (y1 - y2 < 0.4) break;
    dd += polyD([
      [x1 - hw1, y1],
      [x1 + hw1, y1],
      [x2 + hw2, y2],
      [x2 - hw2, y2],
    ]);
  }
  path(c, dd, lineCol, op(0.9));
  // roadside poles or trees
  const poles = rng.chance(0.35);
  const pd: string[] = [];
  let wires = "";
  let prev: Pt | null = null;
  const sideLat = (w0 / 2) * rng.range(1.15, 1.4) * rng.sign();
  let td = "";
  for (let k = 0; k < 30; k++) {
    const dist = (poles ? 0.15 : 0.6) + k * (poles ? 0.9 : rng.range(0.5, 1.1));
    if (dist > maxD) break;
    const [x, y, s] = proj(dist, sideLat);
    if (y - vy < 1.5) break;
    const h = (poles ? 500 : 330) * u * s;
    if (poles) {
      pd.push(`M${fmt(x - 3 * u * s * 2)},${fmt(y)}h${fmt(6 * u * s * 2)}V${fmt(y - h)}h${fmt(-6 * u * s * 2)}Z`);
      pd.push(
        `M${fmt(x - 40 * u * s)},${fmt(y - h * 0.92)}h${fmt(80 * u * s)}v${fmt(4 * u * s + 0.6)}h${fmt(-80 * u * s)}Z`,
      );
      if (prev)
        wires += `M${fmt(prev[0])},${fmt(prev[1])}Q${fmt((prev[0] + x) / 2)},${fmt((prev[1] + y - h * 0.92) / 2 + 20 * u * s)} ${fmt(x)},${fmt(y - h * 0.92)}`;
      prev = [x, y - h * 0.92];
    } else {
      const th = h * rng.range(0.7, 1.1);
      td += rng.chance(0.5) ? pineD(x, y, th, th * 0.38, th > 60 ? 4 : 3) : roundTreeD(x, y, th, th * 0.6);
    }
  }
  const poleCol = atmos(c, lit(c, hex("#3a2f2a")), 0);
  if (poles) {
    path(c, pd.join(""), poleCol);
    c.out.push(`<path d="${wires}" fill="none" stroke="${css(poleCol)}" stroke-width="${fmt(1.4 * u)}" ${op(0.6)}/>`);
  } else {
    path(c, td, mix(darken(gCol, 0.35), atmos(c, lit(c, hex(rng.pick(GREENS))), 0), 0.6));
  }
}
