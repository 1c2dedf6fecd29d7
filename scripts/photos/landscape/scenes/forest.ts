import { adjust, darken, hex, lighten, mix, type RGB } from "../../colour";
import { lerp, ridgeY } from "../../math";
import { fmt, op } from "../../svg";
import { mistBand } from "../atmosphere";
import { atmos, type Ctx, lit, path, vGrad } from "../canvas";
import { AUTUMN, GREENS, ROCK } from "../palette";
import { drawClouds, drawSky } from "../sky";
import { drawMountainRange, sineRidge } from "../terrain";
import { forestLayer } from "../trees";

function drawCabin(c: Ctx, x: number, y: number, w: number, col: RGB): void {
  const h = w * 0.55;
  const roof = darken(col, 0.35);
  const dark = c.sky.tod === "dusk" || c.sky.tod === "night" || c.sky.tod === "dawn";
  path(c, `M${fmt(x - w / 2)},${fmt(y)}V${fmt(y - h)}H${fmt(x + w / 2)}V${fmt(y)}Z`, col);
  path(c, `M${fmt(x + w * 0.18)},${fmt(y - h - w * 0.2)}h${fmt(w * 0.12)}v${fmt(w * 0.3)}h${fmt(-w * 0.12)}Z`, roof);
  path(
    c,
    `M${fmt(x - w * 0.62)},${fmt(y - h + w * 0.04)}L${fmt(x)},${fmt(y - h - w * 0.38)}L${fmt(x + w * 0.62)},${fmt(y - h + w * 0.04)}Z`,
    roof,
  );
  path(
    c,
    `M${fmt(x - w * 0.3)},${fmt(y - h * 0.7)}h${fmt(w * 0.2)}v${fmt(h * 0.3)}h${fmt(-w * 0.2)}ZM${fmt(x + w * 0.1)},${fmt(y)}v${fmt(-h * 0.65)}h${fmt(w * 0.2)}v${fmt(h * 0.65)}Z`,
    dark ? hex("#ffcf70") : darken(col, 0.55),
  );
  // smoke
  let sd = "";
  const sx = x + w * 0.24;
  let sy = y - h - w * 0.28;
  for (let k = 0; k < 5; k++) {
    const r = w * (0.06 + k * 0.035);
    sy -= r * 1.5;
    const xx = sx + Math.sin(k * 1.3) * w * 0.08 + k * w * 0.06;
    sd += `M${fmt(xx - r)},${fmt(sy)}a${fmt(r)},${fmt(r)} 0 1,0 ${fmt(r * 2)},0a${fmt(r)},${fmt(r)} 0 1,0 ${fmt(-r * 2)},0Z`;
  }
  path(c, sd, lighten(c.sky.haze, 0.4), op(0.3));
}

function drawRays(c: Ctx, horizon: number): void {
  const { rng, W, H, sky } = c;
  if (sky.night || !(sky.tod === "morning" || sky.tod === "golden" || sky.tod === "dawn") || c.sunY > horizon) return;
  let rd = "";
  for (let k = 0; k < 5; k++) {
    const a = rng.range(0.25, 1.1) * (c.sunX < W / 2 ? 1 : -1);
    const len = H * 1.4;
    const spread = rng.range(0.015, 0.045);
    rd += `M${fmt(c.sunX)},${fmt(c.sunY)}L${fmt(c.sunX + Math.sin(a - spread) * len)},${fmt(c.sunY + Math.cos(a - spread) * len)}L${fmt(c.sunX + Math.sin(a + spread) * len)},${fmt(c.sunY + Math.cos(a + spread) * len)}Z`;
  }
  path(c, rd, lighten(sky.glow, 0.5), op(0.1));
}

export function sceneForest(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const variant = rng.weighted<"pine" | "autumn" | "winter">([
    ["pine", 1.2],
    ["autumn", 1],
    ["winter", sky.tod === "dusk" ? 0.2 : 0.7],
  ]);
  const horizon = H * rng.range(0.45, 0.58);
  drawSky(c, horizon, horizon - H * 0.1);
  drawClouds(c, H * 0.06, horizon * 0.6, 0.8);
  const green = hex(rng.pick(GREENS));
  const snowCol = lit(c, mix(hex("#f4f7fb"), sky.haze, 0.15), 0.2);
  if (rng.chance(0.75)) {
    drawMountainRange(
      c,
      horizon,
      horizon - H * rng.range(0.12, 0.28),
      atmos(c, lit(c, hex(rng.pick(ROCK))), 0.7),
      variant === "winter" || rng.chance(0.5),
      H,
    );
  }
  const layers = rng.int(4, 5);
  const cabinLayer = rng.chance(0.45) ? layers - 1 : -1;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = lerp(horizon + H * 0.01, H * 0.82, t ** 1.25);
    const amp = H * lerp(0.03, 0.05, t);
    const depth = lerp(0.72, 0, t);
    const col = atmos(c, lit(c, adjust(green, rng.range(-8, 8), variant === "winter" ? 0.6 : 1, -t * 0.05)), depth);
    const ridge = sineRidge(c, base, amp, lerp(7, 4, t));
    if (i === layers - 2) drawRays(c, horizon);
    mistBand(c, base - amp * 0.5, H * lerp(0.06, 0.12, t), sky.tod === "morning" || sky.tod === "dawn" ? 0.7 : 0.4);
    const treeH = lerp(22, 150, t ** 1.4) * u;
    const kind = t > 0.5 ? "pine" : "spike";
    if (variant === "autumn") {
      const mixCols = AUTUMN.slice(0, 3 + (i % 3)).map((h) => atmos(c, lit(c, hex(h)), depth));
      forestLayer(c, ridge, H, col, treeH, lerp(1.6, 1.1, t), kind, {
        mixCols,
        mixKind: "round",
        ground: atmos(c, lit(c, mix(green, hex("#a7742f"), 0.5)), depth),
      });
    } else if (variant === "winter") {
      forestLayer(c, ridge, H, col, treeH, lerp(1.4, 0.9, t), kind, {
        ground: vGrad(
          c,
          [
            [0, atmos(c, snowCol, depth * 0.8)],
            [1, atmos(c, mix(snowCol, sky.shadow, 0.22), depth * 0.8)],
          ],
          base - amp,
          i === layers - 1 ? H : base + H * 0.15,
        ),
        snow: atmos(c, snowCol, depth * 0.8),
      });
    } else {
      forestLayer(c, ridge, H, col, treeH, lerp(1.6, 1.1, t), kind);
    }
    if (i === cabinLayer) {
      const x = rng.range(0.2, 0.8) * W;
      const wood = atmos(c, lit(c, hex(rng.pick(["#8a5a3a", "#a0522d", "#7a4a32", "#b5653a"]))), depth * 0.8);
      // in the clearing in front of the nearest trees
      const cy = ridgeY(ridge, x) + amp * 0.8 + H * 0.06;
      drawCabin(c, x, Math.min(cy, H * 0.95), 80 * u, wood);
    }
  }
}
