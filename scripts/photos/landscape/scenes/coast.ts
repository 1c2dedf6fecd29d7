import { adjust, css, darken, hex, lighten, mix } from "../../colour";
import { at, lerp, type Pt, ridgeY } from "../../math";
import { areaD, fmt, op, polyD, smoothSegs } from "../../svg";
import { atmos, type Ctx, clipDef, lit, path, vGrad } from "../canvas";
import { sineLine } from "../noise";
import { GRASS } from "../palette";
import { drawBirds, drawClouds, drawSky } from "../sky";
import { sineRidge } from "../terrain";

const SEA = ["#2a7f9e", "#1f6f8f", "#2b8a8a", "#2568a0", "#1d7a7f"];

export function sceneCoast(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const horizon = H * rng.range(0.42, 0.52);
  drawSky(c, horizon, horizon);
  drawClouds(c, H * 0.06, horizon * 0.75, 1.2);
  const sea = adjust(hex(rng.pick(SEA)), 0, 1, 0);
  const seaTop = mix(sky.haze, sea, 0.45);
  const seaFill = vGrad(
    c,
    [
      [0, seaTop],
      [0.35, atmos(c, sea, 0.3)],
      [1, darken(atmos(c, sea, 0), 0.15)],
    ],
    horizon,
    H,
  );
  c.out.push(`<rect x="0" y="${fmt(horizon)}" width="${W}" height="${fmt(H - horizon)}" fill="${seaFill}"/>`);
  // sun glitter
  if (c.sunY < horizon) {
    let gd = "";
    for (let k = 0; k < 70; k++) {
      const t = rng.next() ** 1.4;
      const y = horizon + 3 * u + t * (H - horizon) * 0.8;
      const spread = (40 + t * 260) * u;
      const x = c.sunX + rng.range(-1, 1) * spread * rng.next();
      const w = rng.range(6, 30) * u * (0.4 + t);
      gd += `M${fmt(x - w / 2)},${fmt(y)}h${fmt(w)}v${fmt(1.8 * u + t * 2 * u)}h${fmt(-w)}Z`;
    }
    path(c, gd, lighten(sky.glow, 0.5), op(0.55));
  }
  // wave lines
  let wd = "";
  for (let k = 0; k < 36; k++) {
    const t = rng.next();
    const y = horizon + 8 * u + t * t * (H - horizon);
    const w = (20 + t * 90) * u;
    wd += `M${fmt(rng.range(0, W))},${fmt(y)}h${fmt(w)}v${fmt(1.5 * u + t * 1.5 * u)}h${fmt(-w)}Z`;
  }
  path(c, wd, lighten(sea, 0.5), op(0.25));

  // headlands: grassy hills ending in a rocky cliff
  const side = rng.sign();
  const rockCol = hex(rng.pick(["#8a6f5a", "#7b6a5e", "#9a7b5c", "#6f6660", "#a08466", "#b08a6a"]));
  const grass = hex(rng.pick(GRASS));
  const nHead = rng.int(2, 3);
  let lighthouseDone = !rng.chance(0.55);
  const village = rng.chance(0.45);
  const stacks = rng.chance(0.4);
  for (let j = 0; j < nHead; j++) {
    const t = nHead === 1 ? 1 : j / (nHead - 1);
    const depth = lerp(0.72, 0, t);
    const wl = lerp(horizon + 3 * u, horizon + (H - horizon) * rng.range(0.45, 0.62), t ** 1.3);
    const height = lerp(22, 210, t ** 1.3) * u * rng.range(0.8, 1.2);
    const tipX = lerp(rng.range(0.5, 0.8), rng.range(0.22, 0.42), t) * W;
    const edge = side > 0 ? W + 10 : -10;
    const dir = side > 0 ? -1 : 1;
    const tip = side > 0 ? W - tipX : tipX;
    const len = Math.abs(tip - edge);
    const fn = sineLine(rng, 3, 4 / W);
    const cliffH = height * rng.range(0.35, 0.6);
    const top: Pt[] = [];
    const n = 28;
    for (let k = 0; k <= n; k++) {
      const p = k / n;
      const x = edge + dir * len * p * 0.97;
      // hill rises away from the tip, rounded shoulder near the cliff edge
      const shoulder = Math.sqrt(Math.max(0, 1 - ((p - 0.0) * 0.9) ** 3));
      const y = wl - cliffH - (height - cliffH) * shoulder * (0.75 + 0.25 * fn(x)) * (1 - p * 0.35);
      top.push([x, y]);
    }
    const last = at(top, top.length - 1);
    const outline: Pt[] = [[edge, wl + 2], ...top, [tip - dir * cliffH * 0.12, lerp(last[1], wl, 0.55)], [tip, wl + 1]];
    const rockC = atmos(c, lit(c, rockCol), depth);
    const rockShade = mix(rockC, sky.shadow, 0.35);
    const grassC = atmos(c, lit(c, grass), depth);
    const d = polyD(outline);
    path(
      c,
      d,
      vGrad(
        c,
        [
          [0, rockC],
          [1, rockShade],
        ],
        wl - height,
        wl,
      ),
    );
    const clip = clipDef(c, d);
    // fissures on the rock face
    let fd = "";
    const nf = Math.round(len / (26 * u * (0.4 + t)));
    for (let k = 0; k < nf; k++) {
      const x = edge + dir * len * rng.next();
      const w = rng.range(1.2, 3) * u * (0.4 + t);
      const y0 = ridgeY(side > 0 ? top.slice().reverse() : top, x) + height * 0.1;
      fd += `M${fmt(x)},${fmt(y0)}l${fmt(rng.range(-4, 4) * u)},${fmt(wl - y0)}h${fmt(w)}l${fmt(rng.range(-4, 4) * u)},${fmt(-(wl - y0))}Z`;
    }
    path(c, fd, darken(rockC, 0.25), `${op(0.45)} clip-path="${clip}"`);
    // sunlit cliff edge at the tip or shadowed end face
    const faceShadow = (dir > 0 && c.shadeSide > 0) || (dir < 0 && c.shadeSide < 0);
    path(
      c,
      polyD([
        [last[0] - dir * cliffH * 0.25, last[1] + cliffH * 0.2],
        [last[0], last[1]],
        [tip - dir * cliffH * 0.12, lerp(last[1], wl, 0.55)],
        [tip, wl + 1],
        [tip - dir * cliffH * 0.5, wl + 1],
      ]),
      faceShadow ? sky.shadow : lighten(rockC, 0.3),
      op(faceShadow ? 0.3 : 0.35),
    );
    // grass cap: follows the top, thick inland, thin at the cliff edge
    const under: Pt[] = [];
    for (let k = top.length - 1; k >= 0; k--) {
      const p = at(top, k);
      const q = k / n;
      const thick = lerp(height * 0.55, cliffH * 0.12, q ** 0.7) * (1 + 0.15 * Math.sin(k * 1.7));
      under.push([p[0], p[1] + thick]);
    }
    path(
      c,
      polyD([...top, ...under]),
      vGrad(
        c,
        [
          [0, lighten(grassC, 0.08)],
          [1, darken(grassC, 0.12)],
        ],
        wl - height,
        wl,
      ),
    );
    // foam at base
    path(
      c,
      `M${fmt(edge)},${fmt(wl)}L${fmt(tip + dir * 14 * u * (0.3 + t))},${fmt(wl)}v${fmt(2.5 * u * (0.4 + t))}L${fmt(edge)},${fmt(wl + 2.5 * u * (0.4 + t))}Z`,
      lighten(sea, 0.75),
      op(0.7),
    );
    if (j === nHead - 1 && village) {
      // whitewashed village on the slope
      const sorted = side > 0 ? top.slice().reverse() : top;
      const houses: { x: number; y: number; w: number }[] = [];
      const nh = rng.int(5, 11);
      for (let k = 0; k < nh; k++) {
        const x = lerp(edge, tip, rng.range(0.15, 0.85));
        const yTop = ridgeY(sorted, x);
        const y = yTop + (wl - cliffH - yTop) * rng.range(0.15, 0.8) + 10 * u;
        houses.push({ x, y, w: rng.range(22, 40) * u });
      }
      houses.sort((p, q) => p.y - q.y);
      const wallCol = atmos(c, lit(c, hex("#f5f1e8"), 0.25), depth);
      const shadeCol = mix(wallCol, sky.shadow, 0.3);
      const roofCol = atmos(c, lit(c, hex(rng.pick(["#b5553a", "#c0653f", "#2f6fa8"])), 0.2), depth);
      const doorCol = atmos(c, hex(rng.pick(["#2f6fa8", "#3a7d8c", "#6b4a3a"])), depth);
      for (const hs of houses) {
        const hh = hs.w * rng.range(0.6, 0.9);
        path(c, `M${fmt(hs.x)},${fmt(hs.y)}h${fmt(hs.w)}v${fmt(-hh)}h${fmt(-hs.w)}Z`, wallCol);
        path(
          c,
          `M${fmt(c.shadeSide > 0 ? hs.x + hs.w * 0.7 : hs.x)},${fmt(hs.y)}h${fmt(hs.w * 0.3)}v${fmt(-hh)}h${fmt(-hs.w * 0.3)}Z`,
          shadeCol,
        );
        if (rng.chance(0.6)) {
          path(
            c,
            `M${fmt(hs.x - 2 * u)},${fmt(hs.y - hh)}L${fmt(hs.x + hs.w / 2)},${fmt(hs.y - hh - hs.w * 0.3)}L${fmt(hs.x + hs.w + 2 * u)},${fmt(hs.y - hh)}Z`,
            roofCol,
          );
        }
        path(
          c,
          `M${fmt(hs.x + hs.w * 0.2)},${fmt(hs.y)}v${fmt(-hh * 0.5)}h${fmt(hs.w * 0.18)}v${fmt(hh * 0.5)}ZM${fmt(hs.x + hs.w * 0.55)},${fmt(hs.y - hh * 0.7)}h${fmt(hs.w * 0.16)}v${fmt(hh * 0.22)}h${fmt(-hs.w * 0.16)}Z`,
          doorCol,
        );
      }
    }
    if (j === nHead - 1 && stacks) {
      const ns = rng.int(1, 3);
      let x = tip + dir * rng.range(40, 90) * u;
      for (let k = 0; k < ns; k++) {
        const sw = rng.range(25, 60) * u;
        const sh = rng.range(60, 160) * u * (1 - k * 0.25);
        const y = wl + rng.range(-4, 8) * u;
        const d = `M${fmt(x - sw / 2 - 6 * u)},${fmt(y)}L${fmt(x - sw / 2)},${fmt(y - sh * 0.7)}Q${fmt(x - sw * 0.4)},${fmt(y - sh)} ${fmt(x)},${fmt(y - sh)}Q${fmt(x + sw * 0.45)},${fmt(y - sh)} ${fmt(x + sw / 2)},${fmt(y - sh * 0.6)}L${fmt(x + sw / 2 + 8 * u)},${fmt(y)}Z`;
        path(
          c,
          d,
          vGrad(
            c,
            [
              [0, rockC],
              [1, rockShade],
            ],
            y - sh,
            y,
          ),
        );
        path(
          c,
          `M${fmt(x)},${fmt(y - sh)}Q${fmt(x + c.shadeSide * sw * 0.45)},${fmt(y - sh)} ${fmt(x + (c.shadeSide * sw) / 2)},${fmt(y - sh * 0.6)}L${fmt(x + c.shadeSide * (sw / 2 + 8 * u))},${fmt(y)}L${fmt(x + c.shadeSide * sw * 0.1)},${fmt(y)}Z`,
          sky.shadow,
          op(0.25),
        );
        path(
          c,
          `M${fmt(x - sw * 0.45)},${fmt(y - sh * 0.88)}Q${fmt(x)},${fmt(y - sh * 1.06)} ${fmt(x + sw * 0.45)},${fmt(y - sh * 0.88)}Q${fmt(x)},${fmt(y - sh * 0.95)} ${fmt(x - sw * 0.45)},${fmt(y - sh * 0.88)}Z`,
          grassC,
        );
        path(
          c,
          `M${fmt(x - sw * 0.7)},${fmt(y)}h${fmt(sw * 1.4)}v${fmt(2.5 * u)}h${fmt(-sw * 1.4)}Z`,
          lighten(sea, 0.75),
          op(0.7),
        );
        x += dir * rng.range(50, 110) * u;
      }
    }
    if (!lighthouseDone && j === nHead - 2) {
      lighthouseDone = true;
      const lx = lerp(edge, tip, rng.range(0.6, 0.85));
      const ly = ridgeY(side > 0 ? top.slice().reverse() : top, lx) + 3 * u;
      const lh = Math.max(height * 0.9, 40 * u);
      const lw = lh * 0.16;
      const white = atmos(c, lit(c, hex("#f4f0e8")), depth);
      const red = atmos(c, lit(c, hex("#c0392b")), depth);
      path(
        c,
        `M${fmt(lx - lw / 2)},${fmt(ly)}L${fmt(lx - lw * 0.35)},${fmt(ly - lh)}L${fmt(lx + lw * 0.35)},${fmt(ly - lh)}L${fmt(lx + lw / 2)},${fmt(ly)}Z`,
        white,
      );
      let bands = "";
      for (let k = 0; k < 3; k++) {
        const y0 = ly - lh * (0.15 + k * 0.28);
        bands += `M${fmt(lx - lw / 2)},${fmt(y0)}h${fmt(lw)}v${fmt(-lh * 0.13)}h${fmt(-lw)}Z`;
      }
      path(c, bands, red);
      path(
        c,
        `M${fmt(lx - lw * 0.3)},${fmt(ly - lh)}v${fmt(-lw * 0.6)}h${fmt(lw * 0.6)}v${fmt(lw * 0.6)}Z`,
        lighten(sky.glow, 0.3),
      );
      path(
        c,
        `M${fmt(lx - lw * 0.4)},${fmt(ly - lh - lw * 0.6)}L${fmt(lx)},${fmt(ly - lh - lw * 1.1)}L${fmt(lx + lw * 0.4)},${fmt(ly - lh - lw * 0.6)}Z`,
        red,
      );
    }
  }
  // sailboats
  const nb = rng.int(0, 3);
  for (let k = 0; k < nb; k++) {
    const t = rng.range(0.05, 0.45);
    const y = horizon + t * (H - horizon);
    const s = (10 + t * 60) * u;
    const x = side > 0 ? rng.range(0.08, 0.5) * W : rng.range(0.5, 0.92) * W;
    const col = atmos(c, lit(c, hex("#fbf7ef")), 0.3 - t * 0.5);
    path(
      c,
      `M${fmt(x)},${fmt(y - s * 1.6)}L${fmt(x + s * 0.7)},${fmt(y - s * 0.25)}L${fmt(x)},${fmt(y - s * 0.25)}ZM${fmt(x - s * 0.08)},${fmt(y - s * 1.4)}L${fmt(x - s * 0.5)},${fmt(y - s * 0.3)}L${fmt(x - s * 0.08)},${fmt(y - s * 0.3)}Z`,
      col,
    );
    path(
      c,
      `M${fmt(x - s * 0.6)},${fmt(y - s * 0.2)}h${fmt(s * 1.3)}l${fmt(-s * 0.2)},${fmt(s * 0.22)}h${fmt(-s * 0.9)}Z`,
      atmos(c, hex("#3b2f2a"), 0.3 - t * 0.5),
    );
  }
  // beach foreground
  if (rng.chance(0.75)) {
    const sand = atmos(c, lit(c, hex(rng.pick(["#e9d3a8", "#e5c79a", "#f0dcb4", "#d9bf95"]))), 0);
    const sy = H * rng.range(0.84, 0.92);
    const r = sineRidge(c, sy, H * 0.025, 3, 24);
    const slant = rng.range(-0.06, 0.06) * H;
    const rr = r.map(([x, y]) => [x, y + slant * (x / W - 0.5)] as const);
    // wet band + foam
    const wet = rr.map(([x, y]) => [x, y - 10 * u] as const);
    path(c, areaD(wet, H, true), mix(sand, sea, 0.35));
    const foam = rr.map(([x, y]) => [x, y - 14 * u] as const);
    c.out.push(
      `<path d="M${fmt(at(foam, 0)[0])},${fmt(at(foam, 0)[1])}${smoothSegs(foam)}" fill="none" stroke="#ffffff" stroke-width="${fmt(3 * u)}" ${op(0.8)}/>`,
    );
    path(c, areaD(rr, H, true), sand);
    if (rng.chance(0.5)) {
      // palm tree
      const px = side > 0 ? rng.range(0.05, 0.25) * W : rng.range(0.75, 0.95) * W;
      const py = ridgeY(rr, px) + 30 * u;
      const ph = rng.range(260, 380) * u;
      const lean = rng.range(40, 110) * u * (px < W / 2 ? 1 : -1);
      const topX = px + lean;
      const topY = py - ph;
      const trunkCol = atmos(c, lit(c, hex("#6b4f3a")), 0);
      c.out.push(
        `<path d="M${fmt(px)},${fmt(py)}Q${fmt(px + lean * 0.1)},${fmt(py - ph * 0.6)} ${fmt(topX)},${fmt(topY)}" fill="none" stroke="${css(trunkCol)}" stroke-width="${fmt(12 * u)}" stroke-linecap="round"/>`,
      );
      let fd = "";
      const leaves = rng.int(6, 8);
      for (let k = 0; k < leaves; k++) {
        const a = -Math.PI / 2 + ((k / (leaves - 1)) * 2 - 1) * 1.9 + rng.range(-0.15, 0.15);
        const len = rng.range(90, 140) * u;
        const ex = topX + Math.cos(a) * len;
        const ey = topY + Math.sin(a) * len * 0.6 + len * 0.35;
        const mx = topX + Math.cos(a) * len * 0.5;
        const my = topY + Math.sin(a) * len * 0.5 - 20 * u;
        const nx = -Math.sin(a) * 12 * u;
        const ny = Math.cos(a) * 12 * u;
        fd += `M${fmt(topX)},${fmt(topY)}Q${fmt(mx + nx)},${fmt(my + ny)} ${fmt(ex)},${fmt(ey)}Q${fmt(mx - nx)},${fmt(my - ny)} ${fmt(topX)},${fmt(topY)}Z`;
      }
      path(c, fd, atmos(c, lit(c, hex("#2f6b3a")), 0));
    }
  }
  if (!sky.night)
    drawBirds(c, W * rng.range(0.3, 0.7), H * rng.range(0.12, 0.3), rng.int(2, 5), 8 * u, darken(sky.shadow, 0.1));
}
