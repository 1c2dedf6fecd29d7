import { darken, hex, lighten, mix } from "../../colour";
import { at, lerp } from "../../math";
import { areaD, fmt, op } from "../../svg";
import { mistBand } from "../atmosphere";
import { atmos, type Ctx, clipDef, lit, path, vGrad } from "../canvas";
import { GREENS, ROCK } from "../palette";
import { drawClouds, drawSky } from "../sky";
import { mpdRidge, sineRidge } from "../terrain";
import { forestLayer } from "../trees";

const CITY_WALL = ["#d8b98c", "#caa27a", "#e2c49a", "#bf9a7a", "#d6c2a2", "#c9ad8e"];

const DOME = ["#2fa3a8", "#2a8fb0", "#3bb3a8", "#2f6fb5", "#3a9e8a"];

export function sceneCity(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const horizon = H * rng.range(0.62, 0.72);
  drawSky(c, horizon, horizon - H * 0.22);
  drawClouds(c, H * 0.06, horizon * 0.5, 0.8);
  const style = rng.weighted<"silk" | "oldtown">([
    ["silk", 1.3],
    ["oldtown", 1],
  ]);
  const wall = hex(rng.pick(CITY_WALL));
  const dome = hex(rng.pick(style === "silk" ? DOME : ["#5f737a", "#4f6b5a", "#a8553a", "#7a5a4a", "#3f5a6e"]));
  const houseCols = ["#ead6b2", "#dba58c", "#e8c47c", "#cfd6cc", "#e3b9a2", "#f2e6cf", "#c9b59a"].map((h) =>
    atmos(c, lit(c, hex(h), 0.25), 0.12),
  );
  const houseWalls: string[] = houseCols.map(() => "");
  let roofs = "";
  const dark = sky.tod === "dusk" || sky.tod === "night";
  const win = dark ? hex("#ffd27a") : darken(wall, 0.45);
  // far hills
  if (rng.chance(0.7)) {
    const r = mpdRidge(c, horizon - H * rng.range(0.08, 0.16), H * 0.05, 0.55);
    path(c, areaD(r, H, true), atmos(c, lit(c, hex(rng.pick(ROCK))), 0.78));
  }
  // far block skyline
  {
    let d = "";
    let x = -10;
    while (x < W) {
      const w = rng.range(20, 60) * u;
      const h = rng.range(20, 75) * u;
      d += `M${fmt(x)},${fmt(horizon)}V${fmt(horizon - h)}h${fmt(w)}V${fmt(horizon)}Z`;
      x += w * rng.range(0.7, 1.05);
    }
    path(c, d, atmos(c, lit(c, wall), 0.6));
  }
  mistBand(c, horizon - 10 * u, H * 0.08, 0.45);
  // main skyline
  const baseY = horizon + H * 0.02;
  const mainCol = atmos(c, lit(c, wall, 0.25), 0.12);
  const shade = mix(mainCol, sky.shadow, 0.35);
  const domeCol = atmos(c, lit(c, dome, 0.15), 0.1);
  let body = "";
  let shadows = "";
  let domes = "";
  let domeShade = "";
  let windows = "";
  let gold = "";
  const s = u * rng.range(0.9, 1.15);
  let x = rng.range(-40, 0) * s;
  const side = c.shadeSide;
  const rect = (x0: number, y0: number, w: number, h: number) =>
    `M${fmt(x0)},${fmt(y0)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}Z`;
  const addWindows = (x0: number, y0: number, w: number, h: number) => {
    const ww = 5 * s;
    const wh = 8 * s;
    for (let yy = y0 + 10 * s; yy < y0 + h - 14 * s; yy += 18 * s) {
      for (let xx = x0 + 7 * s; xx < x0 + w - 10 * s; xx += 14 * s) {
        if (rng.chance(dark ? 0.45 : 0.7)) windows += rect(xx, yy, ww, wh);
      }
    }
  };
  const onion = (cx: number, y0: number, w: number, h: number) =>
    `M${fmt(cx - w / 2)},${fmt(y0)}C${fmt(cx - w * 0.62)},${fmt(y0 - h * 0.5)} ${fmt(cx - w * 0.12)},${fmt(y0 - h * 0.72)} ${fmt(cx)},${fmt(y0 - h)}C${fmt(cx + w * 0.12)},${fmt(y0 - h * 0.72)} ${fmt(cx + w * 0.62)},${fmt(y0 - h * 0.5)} ${fmt(cx + w / 2)},${fmt(y0)}Z`;
  const onionHalf = (cx: number, y0: number, w: number, h: number) =>
    side > 0
      ? `M${fmt(cx)},${fmt(y0 - h)}C${fmt(cx + w * 0.12)},${fmt(y0 - h * 0.72)} ${fmt(cx + w * 0.62)},${fmt(y0 - h * 0.5)} ${fmt(cx + w / 2)},${fmt(y0)}L${fmt(cx)},${fmt(y0)}Z`
      : `M${fmt(cx)},${fmt(y0 - h)}C${fmt(cx - w * 0.12)},${fmt(y0 - h * 0.72)} ${fmt(cx - w * 0.62)},${fmt(y0 - h * 0.5)} ${fmt(cx - w / 2)},${fmt(y0)}L${fmt(cx)},${fmt(y0)}Z`;
  while (x < W + 20 * s) {
    type Kind = "block" | "dome" | "minaret" | "portal" | "tower" | "house" | "church";
    const kind = rng.weighted<Kind>(
      style === "silk"
        ? [
            ["block", 4],
            ["dome", 2.2],
            ["minaret", 1.4],
            ["portal", 1],
            ["tower", 0.8],
          ]
        : [
            ["house", 5],
            ["church", 1.1],
            ["tower", 1.2],
            ["block", 0.8],
          ],
    );
    if (kind === "house") {
      const w = rng.range(38, 80) * s;
      const h = rng.range(35, 80) * s;
      const idx = rng.int(0, houseWalls.length - 1);
      houseWalls[idx] = (houseWalls[idx] ?? "") + rect(x, baseY - h, w, h);
      const rh = w * rng.range(0.3, 0.5);
      roofs += `M${fmt(x - 3 * s)},${fmt(baseY - h)}L${fmt(x + w / 2)},${fmt(baseY - h - rh)}L${fmt(x + w + 3 * s)},${fmt(baseY - h)}Z`;
      shadows += rect(side > 0 ? x + w * 0.72 : x, baseY - h, w * 0.28, h);
      addWindows(x, baseY - h, w, h);
      x += w;
    } else if (kind === "church") {
      const w = rng.range(60, 95) * s;
      const h = rng.range(45, 70) * s;
      const cx = x + w / 2;
      const dw = w * rng.range(0.28, 0.36);
      const dh = rng.range(35, 60) * s;
      body += rect(x, baseY - h, w, h);
      roofs += `M${fmt(x - 3 * s)},${fmt(baseY - h)}L${fmt(cx)},${fmt(baseY - h - w * 0.28)}L${fmt(x + w + 3 * s)},${fmt(baseY - h)}Z`;
      body += rect(cx - dw / 2, baseY - h - w * 0.2 - dh, dw, dh + w * 0.1);
      shadows += rect(side > 0 ? cx + dw * 0.1 : cx - dw / 2, baseY - h - w * 0.2 - dh, dw * 0.4, dh + w * 0.1);
      const coneTop = baseY - h - w * 0.2 - dh;
      const ch = dw * rng.range(1, 1.5);
      domes += `M${fmt(cx - dw * 0.62)},${fmt(coneTop)}L${fmt(cx)},${fmt(coneTop - ch)}L${fmt(cx + dw * 0.62)},${fmt(coneTop)}Z`;
      domeShade += `M${fmt(cx)},${fmt(coneTop - ch)}L${fmt(cx + side * dw * 0.62)},${fmt(coneTop)}L${fmt(cx)},${fmt(coneTop)}Z`;
      gold +=
        rect(cx - 1.2 * s, coneTop - ch - 16 * s, 2.4 * s, 16 * s) +
        rect(cx - 6 * s, coneTop - ch - 12 * s, 12 * s, 2.4 * s);
      for (let k = 0; k < 3; k++) {
        const wx = x + w * (0.22 + k * 0.28);
        windows += `M${fmt(wx - 4 * s)},${fmt(baseY - 10 * s)}V${fmt(baseY - h * 0.6)}a${fmt(4 * s)},${fmt(4 * s)} 0 0,1 ${fmt(8 * s)},0V${fmt(baseY - 10 * s)}Z`;
      }
      windows += `M${fmt(cx - 3 * s)},${fmt(coneTop - 6 * s)}v${fmt(-dh * 0.5)}a${fmt(3 * s)},${fmt(3 * s)} 0 0,1 ${fmt(6 * s)},0v${fmt(dh * 0.5)}Z`;
      x += w;
    } else if (kind === "block") {
      const w = rng.range(40, 95) * s;
      const h = rng.range(40, 110) * s;
      body += rect(x, baseY - h, w, h);
      if (rng.chance(0.4)) body += rect(x + w * 0.1, baseY - h - 6 * s, w * 0.8, 6 * s);
      shadows += rect(side > 0 ? x + w * 0.7 : x, baseY - h, w * 0.3, h);
      addWindows(x, baseY - h, w, h);
      x += w;
    } else if (kind === "dome") {
      const w = rng.range(70, 130) * s;
      const h = rng.range(55, 90) * s;
      const dw = w * rng.range(0.5, 0.7);
      const drumH = dw * rng.range(0.25, 0.45);
      const dh = dw * rng.range(0.75, 1.05);
      const cx = x + w / 2;
      body += rect(x, baseY - h, w, h);
      body += rect(cx - dw * 0.46, baseY - h - drumH, dw * 0.92, drumH);
      shadows += rect(side > 0 ? x + w * 0.72 : x, baseY - h, w * 0.28, h);
      shadows += rect(side > 0 ? cx + dw * 0.2 : cx - dw * 0.46, baseY - h - drumH, dw * 0.26, drumH);
      domes += onion(cx, baseY - h - drumH, dw, dh);
      domeShade += onionHalf(cx, baseY - h - drumH, dw, dh);
      gold += rect(cx - 1.2 * s, baseY - h - drumH - dh - 12 * s, 2.4 * s, 14 * s);
      gold += `M${fmt(cx - 3.5 * s)},${fmt(baseY - h - drumH - dh - 12 * s)}a${fmt(3.5 * s)},${fmt(3.5 * s)} 0 1,1 ${fmt(7 * s)},0a${fmt(3.5 * s)},${fmt(3.5 * s)} 0 1,1 ${fmt(-7 * s)},0Z`;
      // arched windows
      for (let k = 0; k < 3; k++) {
        const wx = x + w * (0.22 + k * 0.24);
        windows += `M${fmt(wx - 5 * s)},${fmt(baseY - 12 * s)}V${fmt(baseY - h * 0.55)}a${fmt(5 * s)},${fmt(5 * s)} 0 0,1 ${fmt(10 * s)},0V${fmt(baseY - 12 * s)}Z`;
      }
      x += w;
    } else if (kind === "minaret") {
      const w = rng.range(14, 22) * s;
      const h = rng.range(150, 260) * s;
      const cx = x + w / 2 + 6 * s;
      body += `M${fmt(cx - w / 2)},${fmt(baseY)}L${fmt(cx - w * 0.38)},${fmt(baseY - h)}L${fmt(cx + w * 0.38)},${fmt(baseY - h)}L${fmt(cx + w / 2)},${fmt(baseY)}Z`;
      body += rect(cx - w * 0.62, baseY - h * 0.86, w * 1.24, 5 * s);
      body += rect(cx - w * 0.3, baseY - h - 16 * s, w * 0.6, 16 * s);
      domes += onion(cx, baseY - h - 16 * s, w * 0.75, w * 0.9);
      shadows += `M${fmt(side > 0 ? cx : cx - w / 2)},${fmt(baseY)}L${fmt(side > 0 ? cx : cx - w * 0.38)},${fmt(baseY - h)}L${fmt(side > 0 ? cx + w * 0.38 : cx)},${fmt(baseY - h)}L${fmt(side > 0 ? cx + w / 2 : cx)},${fmt(baseY)}Z`;
      // decorative bands
      for (let k = 1; k <= 3; k++) domeShade += rect(cx - w * 0.45, baseY - h * (0.2 + k * 0.18), w * 0.9, 3 * s);
      x += w + 12 * s;
    } else if (kind === "portal") {
      const w = rng.range(80, 120) * s;
      const h = rng.range(100, 150) * s;
      body += rect(x, baseY - h, w, h);
      shadows += rect(side > 0 ? x + w * 0.8 : x, baseY - h, w * 0.2, h);
      const aw = w * 0.5;
      const ax = x + w / 2;
      const ay = baseY - h * 0.18;
      domeShade += rect(x + w * 0.12, baseY - h + 6 * s, w * 0.76, 5 * s);
      windows += `M${fmt(ax - aw / 2)},${fmt(baseY)}V${fmt(ay - h * 0.35)}Q${fmt(ax - aw / 2)},${fmt(ay - h * 0.62)} ${fmt(ax)},${fmt(ay - h * 0.7)}Q${fmt(ax + aw / 2)},${fmt(ay - h * 0.62)} ${fmt(ax + aw / 2)},${fmt(ay - h * 0.35)}V${fmt(baseY)}Z`;
      x += w;
    } else {
      const w = rng.range(28, 44) * s;
      const h = rng.range(110, 170) * s;
      body += rect(x, baseY - h, w, h);
      const roofH = w * rng.range(0.9, 1.6);
      domes += `M${fmt(x - 3 * s)},${fmt(baseY - h)}L${fmt(x + w / 2)},${fmt(baseY - h - roofH)}L${fmt(x + w + 3 * s)},${fmt(baseY - h)}Z`;
      domeShade += `M${fmt(x + w / 2)},${fmt(baseY - h - roofH)}L${fmt(side > 0 ? x + w + 3 * s : x - 3 * s)},${fmt(baseY - h)}L${fmt(x + w / 2)},${fmt(baseY - h)}Z`;
      shadows += rect(side > 0 ? x + w * 0.65 : x, baseY - h, w * 0.35, h);
      windows += rect(x + w / 2 - 4 * s, baseY - h + 14 * s, 8 * s, 14 * s);
      x += w;
    }
    x += rng.range(-12, 16) * s;
  }
  const cityStart = c.out.length;
  path(c, body, mainCol);
  houseWalls.forEach((d, i) => {
    if (d) path(c, d, at(houseCols, i));
  });
  path(c, shadows, shade, op(0.55));
  if (roofs) path(c, roofs, atmos(c, lit(c, hex(style === "silk" ? "#8a6a4a" : "#b5553a"), 0.2), 0.1));
  path(c, domes, domeCol);
  path(c, domeShade, darken(domeCol, 0.3), op(0.7));
  path(c, windows, win, op(dark ? 0.9 : 0.55));
  path(c, gold, lit(c, hex("#e3b64a"), 0.1));
  const cityEnd = c.out.length;
  // foreground
  if (rng.chance(0.55)) {
    // river with reflection
    const wy = baseY;
    const waterFill = vGrad(
      c,
      [
        [0, mix(sky.haze, at(sky.stops, 2), 0.5)],
        [1, mix(at(sky.stops, 0), sky.shadow, 0.4)],
      ],
      wy,
      H,
    );
    c.out.push(`<rect x="0" y="${fmt(wy)}" width="${W}" height="${fmt(H - wy)}" fill="${waterFill}"/>`);
    const clip = clipDef(c, `M0,${fmt(wy)}H${W}V${H}H0Z`);
    c.out.push(
      `<g clip-path="${clip}" ${op(0.4)}><g transform="matrix(1 0 0 -1 0 ${fmt(wy * 2)})">${c.out.slice(cityStart, cityEnd).join("")}</g></g>`,
    );
    let rd = "";
    for (let k = 0; k < 40; k++) {
      const t = rng.next();
      const y = wy + 4 * u + t * (H - wy);
      const w = rng.range(20, 140) * u;
      rd += `M${fmt(rng.range(0, W))},${fmt(y)}h${fmt(w)}v${fmt(1.8 * u)}h${fmt(-w)}Z`;
    }
    path(c, rd, dark ? hex("#ffd27a") : lighten(sky.haze, 0.5), op(0.25));
    path(c, `M0,${fmt(wy)}H${W}v${fmt(5 * u)}H0Z`, darken(mainCol, 0.2));
  } else {
    // the town sits on a hill; gardens and trees in front
    const green = hex(rng.pick(GREENS));
    const ground = atmos(c, lit(c, mix(darken(wall, 0.2), green, 0.45)), 0.1);
    path(
      c,
      `M0,${fmt(baseY - 1)}H${W}V${H}H0Z`,
      vGrad(
        c,
        [
          [0, ground],
          [1, darken(ground, 0.2)],
        ],
        baseY,
        H,
      ),
    );
    const r0 = sineRidge(c, lerp(baseY, H, 0.3), H * 0.015, 6);
    forestLayer(c, r0, H, atmos(c, lit(c, mix(green, wall, 0.2)), 0.25), 34 * u, 1.4, "round");
    const r = sineRidge(c, lerp(baseY, H, rng.range(0.6, 0.7)), H * 0.03, 4);
    forestLayer(c, r, H, atmos(c, lit(c, green), 0), 80 * u, 0.9, rng.chance(0.7) ? "round" : "pine");
  }
}
