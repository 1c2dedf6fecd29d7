import { darken, hex, lighten, mix } from "../../colour";
import { lerp, type Pt, ridgeY } from "../../math";
import { areaD, fmt, op } from "../../svg";
import { mistBand } from "../atmosphere";
import { atmos, type Ctx, lit, path, vGrad } from "../canvas";
import { AUTUMN, GREENS, ROCK } from "../palette";
import { drawBirds, drawClouds, drawSky } from "../sky";
import { drawMountainRange, mpdRidge, sineRidge } from "../terrain";
import { forestLayer, pineD } from "../trees";

function flowersD(c: Ctx, ridge: readonly Pt[], n: number, size: number): string {
  const { rng, W, H } = c;
  let d = "";
  for (let k = 0; k < n; k++) {
    const x = rng.range(0, W);
    const y0 = ridgeY(ridge, x);
    const t = rng.next() ** 0.8;
    const y = lerp(y0 + 6, H, t);
    const r = size * (0.4 + t * 0.9) * rng.range(0.7, 1.2);
    d += `M${fmt(x - r)},${fmt(y)}a${fmt(r)},${fmt(r)} 0 1,0 ${fmt(r * 2)},0a${fmt(r)},${fmt(r)} 0 1,0 ${fmt(-r * 2)},0Z`;
  }
  return d;
}

export function sceneMountains(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const horizon = H * rng.range(0.52, 0.64);
  const topY = H * rng.range(0.12, 0.3);
  drawSky(c, horizon, topY + H * 0.12);
  drawClouds(c, H * 0.08, topY + H * 0.05, 1);
  const rock = hex(rng.pick(ROCK));
  const fore = rng.weighted<"pines" | "meadow" | "autumn">([
    ["pines", 1.2],
    ["meadow", 1],
    ["autumn", 0.6],
  ]);
  const green =
    fore === "autumn"
      ? hex(rng.pick(["#a8742f", "#b5652a", "#9c7a2e"]))
      : fore === "meadow"
        ? hex(rng.pick(["#5f8f3a", "#6f9a45", "#4f8a4a", "#7a9a3a"]))
        : hex(rng.pick(GREENS));

  drawMountainRange(c, horizon, topY, atmos(c, lit(c, lighten(rock, 0.1)), 0.62), true, H);
  if (rng.chance(0.5)) drawClouds(c, topY + H * 0.1, horizon - H * 0.05, 0.6);
  mistBand(c, horizon, H * 0.14, 0.45);
  const layers = rng.int(3, 4);
  for (let i = 1; i <= layers; i++) {
    const t = i / layers;
    const base = lerp(horizon + H * 0.01, H * (fore === "meadow" ? 0.8 : 0.88), ((i - 1) / (layers - 1)) ** 1.2);
    const amp = H * lerp(0.06, 0.045, t);
    const col = atmos(c, lit(c, mix(rock, green, t)), lerp(0.5, 0.0, t));
    const ridge = mpdRidge(c, base, amp, lerp(0.62, 0.5, t));
    if (i === layers) {
      if (fore === "meadow") {
        const r2 = sineRidge(c, base, amp, 3);
        path(
          c,
          areaD(r2, H, true),
          vGrad(
            c,
            [
              [0, lighten(col, 0.06)],
              [1, darken(col, 0.18)],
            ],
            base - amp,
            H,
          ),
        );
        const petals = ["#f4f1e6", "#f2c94c", "#e26d5a", "#b58fd6"].map((h) => atmos(c, lit(c, hex(h)), 0.05));
        for (const pc of petals) path(c, flowersD(c, r2, 40, 2.6 * u), pc, op(0.9));
        // a couple of big pines framing one side
        const sx = rng.chance(0.5) ? rng.range(0.02, 0.16) * W : rng.range(0.84, 0.98) * W;
        let td = "";
        for (let k = 0; k < rng.int(1, 3); k++) {
          const x = sx + rng.range(-60, 60) * u;
          const hh = rng.range(220, 330) * u;
          td += pineD(x, ridgeY(r2, x) + hh * 0.12, hh, hh * 0.36, 5);
        }
        path(c, td, atmos(c, lit(c, darken(hex(rng.pick(GREENS)), 0.25)), 0));
      } else if (fore === "autumn") {
        const mixCols = AUTUMN.map((h) => atmos(c, lit(c, hex(h)), 0));
        forestLayer(c, ridge, H, darken(atmos(c, lit(c, hex(rng.pick(GREENS))), 0), 0.1), 70 * u, 1.1, "pine", {
          mixCols,
          mixKind: "round",
          ground: darken(col, 0.1),
        });
      } else {
        forestLayer(c, ridge, H, darken(col, 0.15), 70 * u, 1.1, "pine");
      }
    } else if (i === layers - 1 && rng.chance(0.6)) {
      forestLayer(c, ridge, H, col, 26 * u, 1.2, fore === "meadow" ? "round" : "spike");
    } else {
      path(c, areaD(ridge, H, true), col);
    }
    if (i < layers) mistBand(c, base + amp * 0.6, H * 0.1, 0.28);
  }
  if (!sky.night && rng.chance(0.6))
    drawBirds(c, W * rng.range(0.2, 0.8), H * rng.range(0.15, 0.3), rng.int(3, 6), 7 * u, darken(sky.shadow, 0.2));
}
