import { darken, hex, lighten, mix } from "../../colour";
import { at, lerp, type Pt } from "../../math";
import { fmt, op, polyD } from "../../svg";
import { mistBand } from "../atmosphere";
import { atmos, type Ctx, clipDef, lit, path, vGrad } from "../canvas";
import { GREENS, ROCK } from "../palette";
import { drawClouds, drawSky } from "../sky";
import { drawMountainRange, mpdRidge } from "../terrain";
import { forestLayer, pineD } from "../trees";

export function sceneLake(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const wl = H * rng.range(0.55, 0.66);
  const topY = H * rng.range(0.16, 0.32);
  drawSky(c, wl, topY + H * 0.12);
  drawClouds(c, H * 0.06, topY + H * 0.05, 0.9);
  const rock = hex(rng.pick(ROCK));
  const green = hex(rng.pick(GREENS));
  const landStart = c.out.length;
  drawMountainRange(c, wl, topY, atmos(c, lit(c, lighten(rock, 0.1)), 0.6), rng.chance(0.75), wl + 2);
  mistBand(c, wl - H * 0.02, H * 0.1, 0.45);
  const r1 = mpdRidge(c, wl - H * 0.04, H * 0.04, 0.55);
  forestLayer(c, r1, wl + 2, atmos(c, lit(c, mix(rock, green, 0.6)), 0.3), 22 * u, 1.3, "spike");
  const landEnd = c.out.length;
  // water
  const deep = mix(at(sky.stops, 0), sky.shadow, 0.35);
  const waterFill = vGrad(
    c,
    [
      [0, mix(sky.haze, at(sky.stops, 3), 0.5)],
      [0.4, mix(at(sky.stops, 2), at(sky.stops, 1), 0.5)],
      [1, deep],
    ],
    wl,
    H,
  );
  c.out.push(`<rect x="0" y="${fmt(wl)}" width="${W}" height="${fmt(H - wl)}" fill="${waterFill}"/>`);
  // reflection of the land
  const refl = c.out.slice(landStart, landEnd).join("");
  const clip = clipDef(c, `M0,${fmt(wl)}H${W}V${H}H0Z`);
  c.out.push(`<g clip-path="${clip}" ${op(0.45)}><g transform="matrix(1 0 0 -1 0 ${fmt(wl * 2)})">${refl}</g></g>`);
  // sun reflection
  if (c.sunY < wl) {
    let sd = "";
    const n = 26;
    for (let k = 0; k < n; k++) {
      const t = (k + rng.next()) / n;
      const y = wl + 4 * u + t * (H - wl) * 0.9;
      const w = (sky.sunR * u * 1.4 + t * 90 * u) * rng.range(0.3, 1);
      const x = c.sunX + rng.range(-0.5, 0.5) * w * 0.8;
      sd += `M${fmt(x - w / 2)},${fmt(y)}h${fmt(w)}v${fmt(2.4 * u)}h${fmt(-w)}Z`;
    }
    path(c, sd, sky.sun, op(0.45));
  }
  // ripples
  let rd = "";
  for (let k = 0; k < 40; k++) {
    const t = rng.next();
    const y = wl + 6 * u + t * t * (H - wl);
    const w = rng.range(20, 120) * u * (0.3 + t);
    const x = rng.range(0, W);
    rd += `M${fmt(x)},${fmt(y)}h${fmt(w)}v${fmt(1.6 * u)}h${fmt(-w)}Z`;
  }
  path(c, rd, lighten(sky.haze, 0.4), op(0.22));
  path(c, `M0,${fmt(wl)}H${W}v${fmt(2 * u)}H0Z`, lighten(sky.haze, 0.3), op(0.5));

  // foreground: shore with pines on one side, maybe a boat
  const side = rng.sign();
  const shoreCol = atmos(c, lit(c, darken(green, 0.25)), 0);
  const shoreTop = H * rng.range(0.72, 0.85);
  const sp: Pt[] = [];
  const reach = W * rng.range(0.25, 0.45);
  for (let k = 0; k <= 12; k++) {
    const t = k / 12;
    const x = side > 0 ? W - reach * t * 1.2 : reach * t * 1.2;
    sp.push([x, lerp(shoreTop, H + 20 * u, t ** 1.5) + rng.range(-4, 4) * u]);
  }
  const sx = side > 0 ? W : 0;
  sp.push([sx, H], [sx, shoreTop]);
  path(c, polyD(sp), shoreCol);
  let td = "";
  const nt = rng.int(3, 7);
  for (let k = 0; k < nt; k++) {
    const x = side > 0 ? W - rng.range(0, reach * 0.8) : rng.range(0, reach * 0.8);
    const t = Math.abs(x - sx) / (reach * 1.2);
    const yb = lerp(shoreTop, H + 20 * u, t ** 1.5) + 4 * u;
    const h = rng.range(150, 300) * u * (1 - t * 0.5);
    td += pineD(x, yb, h, h * rng.range(0.32, 0.4), 5);
  }
  path(c, td, darken(shoreCol, 0.15));
  const extra = rng.weighted<"none" | "pier" | "reeds">([
    ["none", 1],
    ["pier", 0.8],
    ["reeds", 0.7],
  ]);
  if (extra === "pier") {
    // wooden jetty running out into the lake, in perspective
    const bx = side > 0 ? rng.range(0.3, 0.5) * W : rng.range(0.5, 0.7) * W;
    const ex = bx + rng.range(-0.08, 0.08) * W;
    const ey = lerp(wl, H, rng.range(0.3, 0.45));
    const bw = W * rng.range(0.18, 0.26);
    const ew = bw * 0.22;
    const wood = atmos(c, lit(c, hex(rng.pick(["#8a6444", "#7a5a3e", "#9a7250"]))), 0);
    const deckT = 10 * u;
    let posts = "";
    for (let k = 0; k <= 5; k++) {
      const t = (k / 5) ** 1.6;
      const y = lerp(ey, H, t);
      const hw = lerp(ew, bw, t) / 2;
      const x = lerp(ex, bx, t);
      const pw = lerp(2, 9, t) * u;
      const ph = lerp(10, 60, t) * u;
      posts += `M${fmt(x - hw)},${fmt(y)}h${fmt(pw)}v${fmt(ph)}h${fmt(-pw)}ZM${fmt(x + hw - pw)},${fmt(y)}h${fmt(pw)}v${fmt(ph)}h${fmt(-pw)}Z`;
    }
    path(c, posts, darken(wood, 0.45));
    path(
      c,
      polyD([
        [ex - ew / 2, ey],
        [ex + ew / 2, ey],
        [bx + bw / 2, H + 2],
        [bx - bw / 2, H + 2],
      ]),
      vGrad(
        c,
        [
          [0, mix(wood, sky.haze, 0.25)],
          [1, wood],
        ],
        ey,
        H,
      ),
    );
    path(
      c,
      polyD([
        [ex - ew / 2, ey],
        [ex + ew / 2, ey],
        [ex + ew / 2, ey + deckT * 0.3],
        [ex - ew / 2, ey + deckT * 0.3],
      ]),
      darken(wood, 0.35),
    );
    let planks = "";
    for (let k = 1; k < 14; k++) {
      const t = (k / 14) ** 1.7;
      const y = lerp(ey, H, t);
      const hw = lerp(ew, bw, t) / 2;
      const x = lerp(ex, bx, t);
      planks += `M${fmt(x - hw)},${fmt(y)}h${fmt(hw * 2)}v${fmt(lerp(0.6, 2.5, t) * u)}h${fmt(-hw * 2)}Z`;
    }
    path(c, planks, darken(wood, 0.3), op(0.6));
  } else if (extra === "reeds") {
    let rd = "";
    let heads = "";
    for (const corner of [0, 1]) {
      const n = rng.int(10, 22);
      for (let k = 0; k < n; k++) {
        const x = corner === 0 ? rng.range(-0.02, 0.22) * W : rng.range(0.78, 1.02) * W;
        const y = H + 4;
        const h = rng.range(80, 220) * u;
        const lean = rng.range(-25, 25) * u;
        rd += `M${fmt(x - 2 * u)},${fmt(y)}Q${fmt(x + lean * 0.3)},${fmt(y - h * 0.6)} ${fmt(x + lean)},${fmt(y - h)}Q${fmt(x + lean * 0.3 + 3 * u)},${fmt(y - h * 0.6)} ${fmt(x + 2 * u)},${fmt(y)}Z`;
        if (rng.chance(0.35)) {
          const hx = x + lean * 0.85;
          const hy = y - h * 0.85;
          heads += `M${fmt(hx - 3.5 * u)},${fmt(hy)}h${fmt(7 * u)}v${fmt(-22 * u)}a${fmt(3.5 * u)},${fmt(3.5 * u)} 0 0,0 ${fmt(-7 * u)},0Z`;
        }
      }
    }
    const reedCol = atmos(c, lit(c, darken(green, 0.35)), 0);
    path(c, rd, reedCol);
    path(c, heads, atmos(c, lit(c, hex("#5a3a26")), 0));
  }
  if (extra !== "pier" && rng.chance(0.6)) {
    const bx = side > 0 ? rng.range(0.2, 0.45) * W : rng.range(0.55, 0.8) * W;
    const by = lerp(wl, H, rng.range(0.35, 0.6));
    const bw = 70 * u * ((by - wl) / (H - wl) + 0.4);
    const hull = `M${fmt(bx - bw / 2)},${fmt(by - bw * 0.12)}L${fmt(bx + bw / 2)},${fmt(by - bw * 0.12)}Q${fmt(bx + bw * 0.38)},${fmt(by)} ${fmt(bx + bw * 0.25)},${fmt(by)}L${fmt(bx - bw * 0.3)},${fmt(by)}Q${fmt(bx - bw * 0.42)},${fmt(by)} ${fmt(bx - bw / 2)},${fmt(by - bw * 0.12)}Z`;
    const boatCol = atmos(c, lit(c, hex(rng.pick(["#b5452f", "#8a4b2e", "#e1d6c2", "#2f5c7a"]))), 0.1);
    path(c, hull, boatCol);
    path(
      c,
      `M${fmt(bx - bw / 2)},${fmt(by + bw * 0.02)}h${fmt(bw)}v${fmt(bw * 0.05)}h${fmt(-bw)}Z`,
      darken(boatCol, 0.3),
      op(0.4),
    );
    // a person
    const pr = bw * 0.07;
    const px = bx + rng.range(-0.15, 0.15) * bw;
    path(
      c,
      `M${fmt(px - pr)},${fmt(by - bw * 0.12)}L${fmt(px - pr * 0.8)},${fmt(by - bw * 0.32)}L${fmt(px + pr * 0.8)},${fmt(by - bw * 0.32)}L${fmt(px + pr)},${fmt(by - bw * 0.12)}ZM${fmt(px - pr * 0.7)},${fmt(by - bw * 0.4)}a${fmt(pr * 0.7)},${fmt(pr * 0.7)} 0 1,0 ${fmt(pr * 1.4)},0a${fmt(pr * 0.7)},${fmt(pr * 0.7)} 0 1,0 ${fmt(-pr * 1.4)},0Z`,
      darken(shoreCol, 0.2),
    );
  }
}
