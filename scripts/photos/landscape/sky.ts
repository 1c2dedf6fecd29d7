import { css, mix, type RGB } from "../colour";
import { at } from "../math";
import { fmt, op } from "../svg";
import { type Ctx, path, rGrad, vGrad } from "./canvas";

export function drawSky(c: Ctx, horizon: number, landTop: number): void {
  const { rng, W, H, sky, u } = c;
  const s = sky.stops;
  const fill = vGrad(
    c,
    [
      [0, at(s, 0)],
      [0.42, at(s, 1)],
      [0.78, at(s, 2)],
      [1, at(s, 3)],
    ],
    0,
    horizon,
  );
  c.out.push(`<rect width="${W}" height="${H}" fill="${fill}"/>`);

  // sun / moon placement
  const r = sky.sunR * u;
  c.sunX = W * (rng.chance(0.5) ? rng.range(0.14, 0.4) : rng.range(0.6, 0.86));
  const room = Math.max(landTop - r * 2.2, H * 0.08);
  c.sunY = landTop + r * 0.35 - sky.sunAlt * (landTop - H * 0.06);
  c.sunY = Math.min(c.sunY, landTop + r * 0.3);
  if (c.sunY < r * 1.6) c.sunY = Math.min(room, r * 1.6);
  c.shadeSide = c.sunX < W / 2 ? 1 : -1;

  if (sky.night) {
    let d = "";
    const n = Math.round(90 * (W / 1200));
    for (let i = 0; i < n; i++) {
      const x = rng.range(0, W);
      const y = rng.range(0, horizon * 0.8) ** 1.3 / (horizon * 0.8) ** 0.3;
      const rr = rng.range(0.6, 1.8) * u;
      d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(-rr * 2)},0`;
    }
    path(c, d, "#ffffff", op(0.75));
  }

  // glow near horizon below the sun
  const glowR = Math.max(W, H) * 0.62;
  const gFill = rGrad(c, c.sunX, c.sunY, glowR, [
    [0, sky.glow, sky.night ? 0.28 : 0.55],
    [0.35, sky.glow, sky.night ? 0.08 : 0.2],
    [1, sky.glow, 0],
  ]);
  const gx0 = Math.max(0, c.sunX - glowR);
  const gx1 = Math.min(W, c.sunX + glowR);
  const gy0 = Math.max(0, c.sunY - glowR);
  c.out.push(
    `<rect x="${fmt(gx0)}" y="${fmt(gy0)}" width="${fmt(gx1 - gx0)}" height="${fmt(horizon + 2 - gy0)}" fill="${gFill}"/>`,
  );

  const showSun = sky.tod !== "noon" || rng.chance(0.6);
  if (!showSun) return;
  const halo = rGrad(c, c.sunX, c.sunY, r * 3.2, [
    [0.3, sky.glow, 0.5],
    [1, sky.glow, 0],
  ]);
  c.out.push(`<circle cx="${fmt(c.sunX)}" cy="${fmt(c.sunY)}" r="${fmt(r * 3.2)}" fill="${halo}"/>`);
  if (sky.night && rng.chance(0.7)) {
    // crescent moon
    const x = c.sunX;
    const y = c.sunY;
    const dir = rng.sign();
    c.out.push(
      `<path d="M${fmt(x)},${fmt(y - r)}A${fmt(r)},${fmt(r)} 0 1,${dir > 0 ? 0 : 1} ${fmt(x)},${fmt(y + r)}A${fmt(r * 0.55)},${fmt(r)} 0 0,${dir > 0 ? 1 : 0} ${fmt(x)},${fmt(y - r)}Z" fill="${css(sky.sun)}"/>`,
    );
  } else {
    c.out.push(`<circle cx="${fmt(c.sunX)}" cy="${fmt(c.sunY)}" r="${fmt(r)}" fill="${css(sky.sun)}"/>`);
  }
}

function puffyCloud(c: Ctx, x: number, y: number, w: number): void {
  const { rng, sky } = c;
  const n = rng.int(4, 7);
  const radii: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const mid = 1 - Math.abs(t - 0.5) * 1.5;
    radii.push(w * rng.range(0.09, 0.13) * (0.55 + mid * 0.9));
  }
  const puffs: { cx: number; r: number; k: number }[] = [];
  let px = 0;
  radii.forEach((r, i) => {
    if (i > 0) px += (at(radii, i - 1) + r) * rng.range(0.45, 0.65);
    puffs.push({ cx: px, r, k: r * rng.range(0.15, 0.55) });
  });
  const shift = x - px / 2;
  for (const p of puffs) p.cx += shift;
  const first = at(puffs, 0);
  const last = at(puffs, puffs.length - 1);
  const build = (shrink: number, lift: number) => {
    let d = "";
    const base = y - lift;
    for (const p of puffs) {
      const r = p.r * shrink;
      const k = Math.min(p.k + lift * 0.5, r * 0.92);
      const dx = Math.sqrt(Math.max(r * r - k * k, 1));
      d += `M${fmt(p.cx - dx)},${fmt(base)}A${fmt(r)},${fmt(r)} 0 1,1 ${fmt(p.cx + dx)},${fmt(base)}Z`;
    }
    let h = Number.POSITIVE_INFINITY;
    let maxK = 0;
    for (const p of puffs) {
      h = Math.min(h, p.k + p.r * shrink * 0.7);
      maxK = Math.max(maxK, p.k);
    }
    h = Math.min(h, maxK + lift * 0.5);
    // same (clockwise) winding as the arcs so the union has no holes
    d += `M${fmt(first.cx)},${fmt(base)}L${fmt(first.cx)},${fmt(base - h)}L${fmt(last.cx)},${fmt(base - h)}L${fmt(last.cx)},${fmt(base)}Z`;
    return d;
  };
  const o = sky.night ? 0.75 : rng.range(0.85, 0.97);
  c.out.push(`<g ${op(o)}>`);
  path(c, build(1, 0), sky.cloudShade);
  path(c, build(0.92, w * 0.03), sky.cloud);
  c.out.push("</g>");
}

function streakCloud(c: Ctx, x: number, y: number, w: number): void {
  const { rng, sky, u } = c;
  const n = rng.int(2, 4);
  let d = "";
  for (let i = 0; i < n; i++) {
    const h = rng.range(7, 16) * u;
    const ww = w * rng.range(0.4, 1);
    const xx = x + rng.range(-0.3, 0.3) * w;
    const yy = y + i * h * rng.range(1.1, 1.8);
    d += `M${fmt(xx - ww / 2 + h / 2)},${fmt(yy)}h${fmt(ww - h)}a${fmt(h / 2)},${fmt(h / 2)} 0 0,1 0,${fmt(h)}h${fmt(-(ww - h))}a${fmt(h / 2)},${fmt(h / 2)} 0 0,1 0,${fmt(-h)}Z`;
  }
  path(c, d, mix(sky.cloud, sky.glow, 0.2), op(rng.range(0.5, 0.8)));
}

export function drawClouds(c: Ctx, yMin: number, yMax: number, density = 1): void {
  const { rng, W, sky, u } = c;
  const streaky = sky.tod === "dusk" || sky.tod === "dawn" || (sky.tod === "golden" && rng.chance(0.5));
  const n = Math.round(rng.int(1, 4) * density);
  for (let i = 0; i < n; i++) {
    const x = rng.range(-0.05, 1.05) * W;
    const y = rng.range(yMin, yMax);
    if (streaky || rng.chance(0.15)) streakCloud(c, x, y, rng.range(160, 380) * u);
    else puffyCloud(c, x, y, rng.range(120, 280) * u * (0.6 + (y / yMax) * 0.5));
  }
}

export function drawBirds(c: Ctx, x: number, y: number, n: number, size: number, col: RGB): void {
  const { rng } = c;
  let d = "";
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-3, 3) * size * 2;
    const by = y + rng.range(-1.5, 1.5) * size * 2;
    const s = size * rng.range(0.7, 1.2);
    const flap = rng.range(0.1, 0.6);
    d += `M${fmt(bx - s)},${fmt(by - s * flap)}Q${fmt(bx - s * 0.45)},${fmt(by - s * 0.55)} ${fmt(bx)},${fmt(by)}Q${fmt(bx + s * 0.45)},${fmt(by - s * 0.55)} ${fmt(bx + s)},${fmt(by - s * flap)}`;
  }
  c.out.push(
    `<path d="${d}" fill="none" stroke="${css(col)}" stroke-width="${fmt(size * 0.22)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}
