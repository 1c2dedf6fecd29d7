import { darken, hex, lighten, mix } from "../../colour";
import { lerp, type Pt, ridgeY } from "../../math";
import { areaD, fmt, op, polyD } from "../../svg";
import { atmos, type Ctx, clipDef, lit, path, vGrad } from "../canvas";
import { CANYON } from "../palette";
import { drawClouds, drawSky } from "../sky";
import { mpdRidge } from "../terrain";

export function sceneButtes(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const horizon = H * rng.range(0.5, 0.6);
  drawSky(c, horizon, horizon - H * 0.2);
  drawClouds(c, H * 0.06, horizon * 0.5, 1);
  const rock = hex(rng.pick(CANYON));
  const floor = lighten(rock, 0.18);
  path(
    c,
    `M0,${fmt(horizon)}H${W}V${H}H0Z`,
    vGrad(
      c,
      [
        [0, atmos(c, lit(c, floor), 0.6)],
        [1, atmos(c, lit(c, darken(floor, 0.05)), 0)],
      ],
      horizon,
      H,
    ),
  );
  const side = c.shadeSide;
  // buttes from far to near
  const n = rng.int(3, 5);
  const items: { x: number; y: number; s: number }[] = [];
  for (let i = 0; i < n; i++) {
    const t = rng.next() ** 1.4;
    items.push({ x: rng.range(0.05, 0.95) * W, y: horizon + (H - horizon) * t * 0.45 + 2 * u, s: 0 });
  }
  items.sort((a, b) => a.y - b.y);
  for (const it of items) {
    const t = (it.y - horizon) / ((H - horizon) * 0.45);
    const depth = lerp(0.65, 0.1, t);
    const scale = lerp(0.9, 2.1, t) * u;
    const spire = rng.chance(0.3);
    const w = (spire ? rng.range(25, 50) : rng.range(90, 260)) * scale;
    const h = rng.range(100, 190) * scale;
    const talus = h * rng.range(0.2, 0.32);
    const x = it.x;
    const y = it.y;
    const top = y - h;
    const col = atmos(c, lit(c, rock, 0.25), depth);
    const jag = () => rng.range(-0.025, 0.025) * w;
    const spread = talus * rng.range(1.1, 1.5);
    const pts: Pt[] = [
      [x - w / 2 - spread, y],
      [x - w / 2 - spread * 0.45, y - talus * 0.35],
      [x - w / 2 - spread * 0.12, y - talus * 0.8],
      [x - w / 2, y - talus],
      [x - w / 2 + jag(), lerp(y - talus, top, 0.35)],
      [x - w / 2 + w * 0.015 + jag(), lerp(y - talus, top, 0.7)],
      [x - w / 2 + w * 0.03, top + h * 0.03],
      [x - w / 2 + w * 0.06, top],
      [x - w * 0.1, top + rng.range(-2, 2) * scale],
      [x + w / 2 - w * 0.06, top],
      [x + w / 2 - w * 0.03, top + h * 0.03],
      [x + w / 2 - w * 0.015 + jag(), lerp(y - talus, top, 0.7)],
      [x + w / 2 + jag(), lerp(y - talus, top, 0.35)],
      [x + w / 2, y - talus],
      [x + w / 2 + spread * 0.12, y - talus * 0.8],
      [x + w / 2 + spread * 0.45, y - talus * 0.35],
      [x + w / 2 + spread, y],
    ];
    const d = polyD(pts);
    path(c, d, col);
    const clip = clipDef(c, d);
    const shade = mix(col, sky.shadow, 0.4);
    const sx = side > 0 ? x + w * rng.range(0.05, 0.3) : x - w / 2 - talus * 2;
    const sw = side > 0 ? w + talus * 2 : w * 0.5 + talus * 2 - w * rng.range(0.05, 0.3);
    const sd = `M${fmt(sx)},${fmt(top - 5)}h${fmt(sw)}V${fmt(y + 2)}h${fmt(-sw)}Z`;
    path(c, sd, shade, `${op(0.7)} clip-path="${clip}"`);
    let st = "";
    for (let k = 1; k < 6; k++) {
      const yy = top + (h - talus) * (k / 6) + rng.range(-3, 3) * scale;
      st += `M${fmt(x - w)},${fmt(yy)}h${fmt(w * 2)}v${fmt(rng.range(2, 5) * scale)}h${fmt(-w * 2)}Z`;
    }
    path(c, st, darken(col, 0.2), `${op(0.5)} clip-path="${clip}"`);
    path(
      c,
      `M${fmt(x - w)},${fmt(top - 2)}h${fmt(w * 2)}v${fmt(h * 0.05 + 2)}h${fmt(-w * 2)}Z`,
      darken(col, 0.25),
      `${op(0.6)} clip-path="${clip}"`,
    );
    path(
      c,
      `M${fmt(x - w - talus * 2)},${fmt(y - talus)}H${fmt(x + w + talus * 2)}V${fmt(y)}H${fmt(x - w - talus * 2)}Z`,
      lighten(col, 0.08),
      `${op(0.5)} clip-path="${clip}"`,
    );
    // cast shadow on the floor
    path(
      c,
      `M${fmt(x - w / 2)},${fmt(y)}h${fmt(w)}l${fmt(side * w * 0.6)},${fmt(h * 0.04 + 3 * u)}h${fmt(-w)}Z`,
      sky.shadow,
      op(0.18),
    );
  }
  // optional straight road to the horizon
  if (rng.chance(0.5)) {
    const vx = W * rng.range(0.4, 0.6);
    const bw = W * rng.range(0.28, 0.4);
    const bx = W * rng.range(0.4, 0.6);
    path(
      c,
      polyD([
        [vx - 1.5 * u, horizon],
        [vx + 1.5 * u, horizon],
        [bx + bw / 2, H],
        [bx - bw / 2, H],
      ]),
      vGrad(
        c,
        [
          [0, atmos(c, hex("#5a5450"), 0.6)],
          [1, atmos(c, lit(c, hex("#4a4642")), 0)],
        ],
        horizon,
        H,
      ),
    );
    let dd = "";
    for (let k = 0; k < 14; k++) {
      const t1 = (k / 14) ** 2;
      const t2 = t1 + 0.5 / 14 ** 2 + t1 * 0.06;
      const x1 = lerp(vx, bx, t1);
      const x2 = lerp(vx, bx, Math.min(1, t2));
      const y1 = lerp(horizon, H, t1);
      const y2 = lerp(horizon, H, Math.min(1, t2));
      const w1 = 1 + bw * 0.012 * t1;
      const w2 = 1 + bw * 0.012 * Math.min(1, t2);
      dd += polyD([
        [x1 - w1, y1],
        [x1 + w1, y1],
        [x2 + w2, y2],
        [x2 - w2, y2],
      ]);
    }
    path(c, dd, hex("#efe2c0"), op(0.85));
  }
  // drifts of lighter sand across the floor
  let dd = "";
  for (let k = 0; k < 10; k++) {
    const y = lerp(horizon, H, rng.next() ** 1.5);
    const w = lerp(80, 500, (y - horizon) / (H - horizon)) * u;
    const x = rng.range(-0.1, 1) * W;
    const hh = lerp(1.5, 8, (y - horizon) / (H - horizon)) * u;
    dd += `M${fmt(x)},${fmt(y)}q${fmt(w / 2)},${fmt(-hh * 2)} ${fmt(w)},0q${fmt(-w / 2)},${fmt(hh)} ${fmt(-w)},0Z`;
  }
  path(c, dd, lighten(atmos(c, lit(c, floor), 0.3), 0.12), op(0.5));
  // foreground rocky ledge with junipers
  const fg = mpdRidge(c, H * rng.range(0.84, 0.9), H * 0.05, 0.5, 5);
  const fgCol = atmos(c, lit(c, darken(rock, 0.15)), 0);
  path(
    c,
    areaD(fg, H, false),
    vGrad(
      c,
      [
        [0, fgCol],
        [1, darken(fgCol, 0.25)],
      ],
      H * 0.8,
      H,
    ),
  );
  const bushCol = atmos(c, lit(c, hex("#5a6b3a")), 0);
  let shrubs = "";
  for (let k = 0; k < 7; k++) {
    const x = rng.range(0, W);
    const y = ridgeY(fg, x) + rng.range(2, 30) * u;
    const r = rng.range(10, 26) * u;
    for (let q = 0; q < 3; q++) {
      const rx = x + (q - 1) * r * 0.8;
      const rr = r * (q === 1 ? 1 : 0.7);
      shrubs += `M${fmt(rx - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr * 0.8)} 0 1,1 ${fmt(rr * 2)},0Z`;
    }
  }
  for (let k = 0; k < 10; k++) {
    const x = rng.range(0, W);
    const y = lerp(horizon, H * 0.85, rng.range(0.25, 1));
    const r = lerp(2, 8, (y - horizon) / (H - horizon)) * u;
    shrubs += `M${fmt(x - r)},${fmt(y)}a${fmt(r)},${fmt(r * 0.7)} 0 1,1 ${fmt(r * 2)},0Z`;
  }
  path(c, shrubs, bushCol);
}
