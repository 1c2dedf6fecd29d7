/**
 * Procedural "travel poster" photo generator for demo data.
 *
 * Everything is generated from a numeric seed with a small deterministic PRNG
 * (mulberry32), emitted as plain SVG (gradients + paths, no filters) and
 * rasterised to WebP with sharp/librsvg. Same seed + scene → same SVG.
 */
import sharp from "sharp";
import type { Scene } from "./seed/content/types";

export type { Scene };

export interface PhotoSpec {
  seed: number;
  scene: Scene;
  width?: number;
  height?: number;
}

export const SCENES: readonly Scene[] = [
  "mountains",
  "desert",
  "steppe",
  "lake",
  "city",
  "coast",
  "forest",
  "canyon",
  "road",
  "temple",
];

const WEBP_QUALITY = 78;
/** libwebp effort 2 is ~2x faster than the default 4 for these flat images at ~5% larger files. */
const WEBP_EFFORT = 2;

// ---------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashSeed(...parts: number[]): number {
  let h = 2166136261 >>> 0;
  for (const p of parts) {
    const v = Math.floor(p) | 0;
    for (let i = 0; i < 4; i++) {
      h ^= (v >>> (i * 8)) & 0xff;
      h = Math.imul(h, 16777619) >>> 0;
    }
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  h ^= h >>> 15;
  return h >>> 0;
}

class Rng {
  private readonly f: () => number;
  constructor(seed: number) {
    this.f = mulberry32(seed);
  }
  next(): number {
    return this.f();
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.f();
  }
  /** inclusive integer range */
  int(a: number, b: number): number {
    return Math.min(b, a + Math.floor(this.f() * (b - a + 1)));
  }
  chance(p: number): boolean {
    return this.f() < p;
  }
  sign(): number {
    return this.f() < 0.5 ? -1 : 1;
  }
  pick<T>(arr: readonly T[]): T {
    const v = arr[Math.floor(this.f() * arr.length)];
    if (v === undefined) throw new Error("pick from empty array");
    return v;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.f() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r <= 0) return v;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error("weighted pick from empty list");
    return last[0];
  }
  fork(): Rng {
    return new Rng(Math.floor(this.f() * 4294967296));
  }
}

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

type RGB = readonly [number, number, number];

function hex(s: string): RGB {
  const n = Number.parseInt(s.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function css(c: RGB): string {
  const h = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${h(c[0])}${h(c[1])}${h(c[2])}`;
}

function mix(a: RGB, b: RGB, t: number): RGB {
  const k = Math.max(0, Math.min(1, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

const WHITE: RGB = [255, 255, 255];
const BLACK: RGB = [0, 0, 0];

function darken(c: RGB, t: number): RGB {
  return mix(c, BLACK, t);
}
function lighten(c: RGB, t: number): RGB {
  return mix(c, WHITE, t);
}

function toHsl(c: RGB): [number, number, number] {
  const r = c[0] / 255;
  const g = c[1] / 255;
  const b = c[2] / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hsl(h: number, s: number, l: number): RGB {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(1, s));
  const ll = Math.max(0, Math.min(1, l));
  if (ss === 0) return [ll * 255, ll * 255, ll * 255];
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const conv = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [conv(hh + 1 / 3) * 255, conv(hh) * 255, conv(hh - 1 / 3) * 255];
}

function adjust(c: RGB, dh: number, sMul = 1, dl = 0): RGB {
  const [h, s, l] = toHsl(c);
  return hsl(h + dh, s * sMul, l + dl);
}

// ---------------------------------------------------------------------------
// Geometry helpers
// ---------------------------------------------------------------------------

type Pt = readonly [number, number];

const fmt = (n: number): string => {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? "0" : String(v);
};

function at<T>(arr: readonly T[], i: number): T {
  const v = arr[Math.max(0, Math.min(arr.length - 1, i))];
  if (v === undefined) throw new Error("index on empty array");
  return v;
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

function clamp(v: number, a: number, b: number): number {
  return Math.max(a, Math.min(b, v));
}

function polyD(pts: readonly Pt[], close = true): string {
  let d = "";
  pts.forEach((p, i) => {
    d += `${i === 0 ? "M" : "L"}${fmt(p[0])},${fmt(p[1])}`;
  });
  return close ? `${d}Z` : d;
}

/** Catmull-Rom spline through points, as cubic béziers (no leading M). */
function smoothSegs(pts: readonly Pt[]): string {
  let d = "";
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = at(pts, i - 1);
    const p1 = at(pts, i);
    const p2 = at(pts, i + 1);
    const p3 = at(pts, i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${fmt(c1x)},${fmt(c1y)} ${fmt(c2x)},${fmt(c2y)} ${fmt(p2[0])},${fmt(p2[1])}`;
  }
  return d;
}

/** Closed area under a ridge line down to `bottom`. */
function areaD(ridge: readonly Pt[], bottom: number, smooth: boolean): string {
  const first = at(ridge, 0);
  const last = at(ridge, ridge.length - 1);
  const top = smooth ? `M${fmt(first[0])},${fmt(first[1])}${smoothSegs(ridge)}` : polyD(ridge, false);
  return `${top}L${fmt(last[0])},${fmt(bottom)}L${fmt(first[0])},${fmt(bottom)}Z`;
}

/** y of a ridge (sorted by x) at x. */
function ridgeY(ridge: readonly Pt[], x: number): number {
  if (ridge.length === 0) return 0;
  const first = at(ridge, 0);
  if (x <= first[0]) return first[1];
  for (let i = 1; i < ridge.length; i++) {
    const b = at(ridge, i);
    if (x <= b[0]) {
      const a = at(ridge, i - 1);
      const t = (x - a[0]) / (b[0] - a[0] || 1);
      return lerp(a[1], b[1], t);
    }
  }
  return at(ridge, ridge.length - 1)[1];
}

/** 1-D midpoint displacement, 2^levels+1 samples, roughly in [-1, 1]. */
function mpd(rng: Rng, levels: number, rough: number): number[] {
  const n = 2 ** levels;
  const a = new Array<number>(n + 1).fill(0);
  a[0] = rng.range(-0.6, 0.6);
  a[n] = rng.range(-0.6, 0.6);
  let step = n;
  let amp = 0.8;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      a[i] = ((a[i - half] ?? 0) + (a[i + half] ?? 0)) / 2 + rng.range(-amp, amp);
    }
    amp *= rough;
    step = half;
  }
  return a;
}

/** Smooth noise line: sum of sines with random phases, in [-1, 1]. */
function sineLine(rng: Rng, octaves: number, baseFreq: number): (x: number) => number {
  const comps: { f: number; p: number; a: number }[] = [];
  let amp = 1;
  let freq = baseFreq;
  let total = 0;
  for (let i = 0; i < octaves; i++) {
    comps.push({ f: freq * rng.range(0.8, 1.25), p: rng.range(0, Math.PI * 2), a: amp });
    total += amp;
    amp *= 0.5;
    freq *= 2.1;
  }
  return (x: number) => {
    let v = 0;
    for (const c of comps) v += Math.sin(x * c.f + c.p) * c.a;
    return v / total;
  };
}

// ---------------------------------------------------------------------------
// Sky / time of day
// ---------------------------------------------------------------------------

type TimeOfDay = "dawn" | "morning" | "noon" | "golden" | "dusk" | "night";

interface Sky {
  tod: TimeOfDay;
  stops: RGB[];
  haze: RGB;
  sun: RGB;
  glow: RGB;
  sunAlt: number;
  sunR: number;
  cloud: RGB;
  cloudShade: RGB;
  light: number;
  shadow: RGB;
  night: boolean;
}

interface SkyPreset {
  stops: string[];
  haze: string;
  sun: string;
  glow: string;
  alt: [number, number];
  r: [number, number];
  cloud: string;
  cloudShade: string;
  light: number;
  shadow: string;
}

const SKY_PRESETS: Record<TimeOfDay, SkyPreset[]> = {
  dawn: [
    {
      stops: ["#56699e", "#a497c2", "#efb6b6", "#fde0bf"],
      haze: "#f0cdc2",
      sun: "#fff4dc",
      glow: "#ffcf9f",
      alt: [0.08, 0.2],
      r: [38, 52],
      cloud: "#f9cfc8",
      cloudShade: "#b98aa8",
      light: 0.72,
      shadow: "#3c3566",
    },
    {
      stops: ["#6683b5", "#b3b2d2", "#f3c6bb", "#fff0d6"],
      haze: "#f2ddd2",
      sun: "#fff6e4",
      glow: "#ffd6b0",
      alt: [0.1, 0.22],
      r: [36, 50],
      cloud: "#fbdcd3",
      cloudShade: "#c29bb3",
      light: 0.78,
      shadow: "#47406f",
    },
  ],
  morning: [
    {
      stops: ["#6e9bc8", "#a7c6dc", "#dde6e3", "#f5ecd6"],
      haze: "#e2e5dc",
      sun: "#fffbeb",
      glow: "#fff0c6",
      alt: [0.35, 0.55],
      r: [32, 42],
      cloud: "#ffffff",
      cloudShade: "#c8d6e2",
      light: 0.95,
      shadow: "#3f5670",
    },
    {
      stops: ["#7fa7c6", "#b8cfd8", "#e6e4d6", "#f7e8cc"],
      haze: "#e8e2d0",
      sun: "#fffaf0",
      glow: "#ffe9c2",
      alt: [0.3, 0.5],
      r: [32, 42],
      cloud: "#fffdf7",
      cloudShade: "#d1d3d6",
      light: 0.95,
      shadow: "#485a6a",
    },
  ],
  noon: [
    {
      stops: ["#2e7cd0", "#58a3e4", "#a3d0f0", "#e0f0f6"],
      haze: "#cde2ec",
      sun: "#fffef6",
      glow: "#ffffff",
      alt: [0.6, 0.85],
      r: [30, 38],
      cloud: "#ffffff",
      cloudShade: "#cfdff0",
      light: 1,
      shadow: "#33577e",
    },
    {
      stops: ["#1f6fb8", "#4f9cd8", "#9ccbe8", "#dcecef"],
      haze: "#c8dfe6",
      sun: "#fffef6",
      glow: "#ffffff",
      alt: [0.6, 0.85],
      r: [30, 38],
      cloud: "#ffffff",
      cloudShade: "#c9dbeb",
      light: 1,
      shadow: "#2d4f74",
    },
  ],
  golden: [
    {
      stops: ["#3f6ea8", "#8ea6c0", "#f1c07c", "#ffd999"],
      haze: "#f1cf9f",
      sun: "#fff2c4",
      glow: "#ffc76d",
      alt: [0.12, 0.28],
      r: [40, 54],
      cloud: "#fff0d8",
      cloudShade: "#e0a98a",
      light: 0.88,
      shadow: "#4a4a6e",
    },
    {
      stops: ["#5477a8", "#b9a7a8", "#f6b36b", "#ffd089"],
      haze: "#f2c58f",
      sun: "#fff0bd",
      glow: "#ffb85c",
      alt: [0.1, 0.24],
      r: [42, 56],
      cloud: "#ffe8c9",
      cloudShade: "#d9977b",
      light: 0.85,
      shadow: "#4d4468",
    },
  ],
  dusk: [
    {
      stops: ["#1c2452", "#5a3f7b", "#c65c6f", "#f6a05e"],
      haze: "#d98470",
      sun: "#ffd69a",
      glow: "#ff8d57",
      alt: [0.02, 0.1],
      r: [44, 60],
      cloud: "#f3a08a",
      cloudShade: "#7d4a7a",
      light: 0.55,
      shadow: "#2a2148",
    },
    {
      stops: ["#232a5c", "#6b4a86", "#e07a7a", "#fbc27a"],
      haze: "#e6988a",
      sun: "#ffe3a8",
      glow: "#ff9d66",
      alt: [0.03, 0.12],
      r: [44, 60],
      cloud: "#f6b39a",
      cloudShade: "#8c5684",
      light: 0.6,
      shadow: "#2d2550",
    },
  ],
  night: [
    {
      stops: ["#070d26", "#101d48", "#223a6c", "#44608f"],
      haze: "#38507d",
      sun: "#f6f2dc",
      glow: "#b9c8ec",
      alt: [0.45, 0.7],
      r: [26, 34],
      cloud: "#36456f",
      cloudShade: "#222c52",
      light: 0.32,
      shadow: "#0a1030",
    },
    {
      stops: ["#0b0f2e", "#1d1f52", "#3b3c78", "#6a5f92"],
      haze: "#4a4a7e",
      sun: "#fbf6e2",
      glow: "#cbc8ee",
      alt: [0.45, 0.7],
      r: [26, 34],
      cloud: "#3b3f72",
      cloudShade: "#242656",
      light: 0.34,
      shadow: "#0d0e32",
    },
  ],
};

function makeSky(rng: Rng, tod: TimeOfDay): Sky {
  const p = rng.pick(SKY_PRESETS[tod]);
  const dh = rng.range(-10, 10);
  const sm = rng.range(0.9, 1.1);
  const tw = (s: string) => adjust(hex(s), dh, sm);
  return {
    tod,
    stops: p.stops.map(tw),
    haze: tw(p.haze),
    sun: hex(p.sun),
    glow: tw(p.glow),
    sunAlt: rng.range(p.alt[0], p.alt[1]),
    sunR: rng.range(p.r[0], p.r[1]),
    cloud: tw(p.cloud),
    cloudShade: tw(p.cloudShade),
    light: p.light,
    shadow: tw(p.shadow),
    night: tod === "night",
  };
}

// ---------------------------------------------------------------------------
// Drawing context
// ---------------------------------------------------------------------------

interface Ctx {
  rng: Rng;
  W: number;
  H: number;
  /** scale factor relative to the 1200x800 design size */
  u: number;
  sky: Sky;
  defs: string[];
  out: string[];
  uid: number;
  sunX: number;
  sunY: number;
  /** +1 if faces pointing right are in shadow (sun on the left) */
  shadeSide: number;
}

function nextId(c: Ctx, p: string): string {
  c.uid += 1;
  return `${p}${c.uid}`;
}

function vGrad(c: Ctx, stops: readonly (readonly [number, RGB, number?])[], y1: number, y2: number): string {
  const id = nextId(c, "g");
  const s = stops
    .map(
      ([o, col, op]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${css(col)}"${op === undefined ? "" : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`,
    )
    .join("");
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${fmt(y1)}" x2="0" y2="${fmt(y2)}">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

function hGrad(c: Ctx, stops: readonly (readonly [number, RGB, number?])[], x1: number, x2: number): string {
  const id = nextId(c, "g");
  const s = stops
    .map(
      ([o, col, op]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${css(col)}"${op === undefined ? "" : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`,
    )
    .join("");
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(x1)}" y1="0" x2="${fmt(x2)}" y2="0">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

function rGrad(c: Ctx, cx: number, cy: number, r: number, stops: readonly (readonly [number, RGB, number?])[]): string {
  const id = nextId(c, "r");
  const s = stops
    .map(
      ([o, col, op]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${css(col)}"${op === undefined ? "" : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`,
    )
    .join("");
  c.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}">${s}</radialGradient>`,
  );
  return `url(#${id})`;
}

function clipDef(c: Ctx, d: string): string {
  const id = nextId(c, "c");
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `url(#${id})`;
}

function path(c: Ctx, d: string, fill: string | RGB, extra = ""): void {
  const f = typeof fill === "string" ? fill : css(fill);
  c.out.push(`<path d="${d}" fill="${f}"${extra ? ` ${extra}` : ""}/>`);
}

function op(v: number): string {
  return `opacity="${Math.round(clamp(v, 0, 1) * 1000) / 1000}"`;
}

/** Atmospheric perspective: depth 0 = nearest, 1 = farthest. */
function atmos(c: Ctx, base: RGB, depth: number): RGB {
  const d = clamp(depth, 0, 1);
  let col = mix(base, c.sky.haze, d ** 1.15 * 0.85);
  const dark = (1 - c.sky.light) * (1 - d) * 0.85;
  col = mix(col, c.sky.shadow, dark);
  return col;
}

/** Tint a land colour by the light of the current time of day. */
function lit(c: Ctx, base: RGB, k = 0.18): RGB {
  const t = c.sky.tod;
  if (t === "golden" || t === "dawn" || t === "dusk") return mix(base, c.sky.glow, k);
  if (t === "night") return mix(base, c.sky.shadow, 0.55);
  return base;
}

// ---------------------------------------------------------------------------
// Sky, sun, clouds, birds
// ---------------------------------------------------------------------------

function drawSky(c: Ctx, horizon: number, landTop: number): void {
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

function drawClouds(c: Ctx, yMin: number, yMax: number, density = 1): void {
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

function drawBirds(c: Ctx, x: number, y: number, n: number, size: number, col: RGB): void {
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

function mistBand(c: Ctx, y: number, h: number, strength: number): void {
  const fill = vGrad(
    c,
    [
      [0, c.sky.haze, 0],
      [0.55, c.sky.haze, strength],
      [1, c.sky.haze, 0],
    ],
    y - h / 2,
    y + h / 2,
  );
  c.out.push(`<rect x="0" y="${fmt(y - h / 2)}" width="${c.W}" height="${fmt(h)}" fill="${fill}"/>`);
}

/** Soft darkening of the edges; four linear ramps are much cheaper in librsvg than one radial gradient. */
function vignette(c: Ctx): void {
  const { W, H } = c;
  const k = 0.26;
  const top = vGrad(
    c,
    [
      [0, BLACK, k * 0.7],
      [0.5, BLACK, k * 0.7 * 0.25],
      [1, BLACK, 0],
    ],
    0,
    H * 0.2,
  );
  const bottom = vGrad(
    c,
    [
      [0, BLACK, 0],
      [0.5, BLACK, k * 0.25],
      [1, BLACK, k],
    ],
    H * 0.72,
    H,
  );
  const left = hGrad(
    c,
    [
      [0, BLACK, k * 0.8],
      [0.5, BLACK, k * 0.8 * 0.25],
      [1, BLACK, 0],
    ],
    0,
    W * 0.2,
  );
  const right = hGrad(
    c,
    [
      [0, BLACK, 0],
      [0.5, BLACK, k * 0.8 * 0.25],
      [1, BLACK, k * 0.8],
    ],
    W * 0.8,
    W,
  );
  c.out.push(
    `<rect width="${W}" height="${fmt(H * 0.2)}" fill="${top}"/><rect y="${fmt(H * 0.72)}" width="${W}" height="${fmt(H * 0.28)}" fill="${bottom}"/><rect width="${fmt(W * 0.2)}" height="${H}" fill="${left}"/><rect x="${fmt(W * 0.8)}" width="${fmt(W * 0.2)}" height="${H}" fill="${right}"/>`,
  );
}

// ---------------------------------------------------------------------------
// Terrain primitives
// ---------------------------------------------------------------------------

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

function drawMountainRange(c: Ctx, baseY: number, topY: number, col: RGB, snow: boolean, bottom: number): Pt[] {
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
function mpdRidge(c: Ctx, baseY: number, amp: number, rough: number, levels = 6): Pt[] {
  const { rng, W } = c;
  const n = mpd(rng, levels, rough);
  const pts: Pt[] = [];
  const count = n.length - 1;
  for (let i = 0; i <= count; i++) {
    pts.push([(i / count) * W, baseY + (n[i] ?? 0) * amp]);
  }
  return pts;
}

function sineRidge(c: Ctx, baseY: number, amp: number, freq: number, samples = 48): Pt[] {
  const { rng, W } = c;
  const fn = sineLine(rng, 3, freq / W);
  const pts: Pt[] = [];
  for (let i = 0; i <= samples; i++) {
    const x = (i / samples) * W;
    pts.push([x, baseY + fn(x) * amp]);
  }
  return pts;
}

function pineD(x: number, b: number, h: number, w: number, tiers: number): string {
  const top = b - h;
  const trunkH = h * 0.08;
  const bodyB = b - trunkH;
  const right: Pt[] = [];
  const tierH = (bodyB - top) / tiers;
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const y = top + tierH * i;
    const half = (w / 2) * (0.3 + 0.7 * t);
    right.push([x + half, y]);
    if (i < tiers) right.push([x + half * 0.42, y - tierH * 0.12]);
  }
  const tw = Math.max(w * 0.07, 0.8);
  const pts: Pt[] = [[x, top], ...right, [x + tw, bodyB], [x + tw, b], [x - tw, b], [x - tw, bodyB]];
  for (let i = right.length - 1; i >= 0; i--) {
    const p = at(right, i);
    pts.push([2 * x - p[0], p[1]]);
  }
  return polyD(pts);
}

function spikeD(x: number, b: number, h: number, w: number): string {
  return `M${fmt(x)},${fmt(b - h)}L${fmt(x + w / 2)},${fmt(b)}L${fmt(x - w / 2)},${fmt(b)}Z`;
}

function roundTreeD(x: number, b: number, h: number, w: number): string {
  const r = w / 2;
  const cy = b - h + r;
  const tw = w * 0.08;
  return `M${fmt(x - r)},${fmt(cy)}a${fmt(r)},${fmt(r)} 0 1,1 ${fmt(w)},0a${fmt(r)},${fmt(r)} 0 1,1 ${fmt(-w)},0ZM${fmt(x - tw)},${fmt(cy)}h${fmt(tw * 2)}V${fmt(b)}h${fmt(-tw * 2)}Z`;
}

/** A ridge layer of land with trees standing on it, all as one path. */
interface ForestOpts {
  smooth?: boolean;
  /** ground drawn in its own colour (trees use `col`) */
  ground?: RGB | string;
  /** extra tree colours mixed in randomly (e.g. autumn foliage) */
  mixCols?: readonly RGB[];
  mixKind?: "pine" | "spike" | "round";
  /** snow caps on the trees */
  snow?: RGB;
}

/** A ridge layer of land with trees standing on it, as few paths as possible. */
function forestLayer(
  c: Ctx,
  ridge: readonly Pt[],
  bottom: number,
  col: RGB | string,
  treeH: number,
  density: number,
  kind: "pine" | "spike" | "round",
  opts: ForestOpts = {},
): void {
  const { rng, W } = c;
  const smooth = opts.smooth ?? true;
  const area = areaD(ridge, bottom, smooth);
  let d = opts.ground ? "" : area;
  const extra: string[] = (opts.mixCols ?? []).map(() => "");
  let snow = "";
  let x = -treeH * 0.3;
  while (x < W + treeH * 0.3) {
    const useMix = extra.length > 0 && rng.chance(0.45);
    const k = useMix ? (opts.mixKind ?? kind) : kind;
    const h = treeH * rng.range(0.6, 1.25) * (k === "round" && kind !== "round" ? 0.75 : 1);
    const w = k === "round" ? h * rng.range(0.5, 0.7) : h * rng.range(0.32, 0.45);
    const y = ridgeY(ridge, x) + h * (k === "pine" ? 0.12 : 0.06);
    let td: string;
    if (k === "pine") td = pineD(x, y, h, w, h > 40 ? 4 : 3);
    else if (k === "spike") td = spikeD(x, y, h, w);
    else td = roundTreeD(x, y, h, w);
    if (useMix) {
      const idx = rng.int(0, extra.length - 1);
      extra[idx] = (extra[idx] ?? "") + td;
    } else d += td;
    if (opts.snow && k !== "round") {
      const top = y - h;
      snow += `M${fmt(x)},${fmt(top)}L${fmt(x + w * 0.16)},${fmt(top + h * 0.2)}L${fmt(x)},${fmt(top + h * 0.16)}L${fmt(x - w * 0.16)},${fmt(top + h * 0.2)}Z`;
      if (k === "pine") {
        snow += `M${fmt(x - w * 0.36)},${fmt(top + h * 0.5)}L${fmt(x - w * 0.1)},${fmt(top + h * 0.4)}L${fmt(x - w * 0.05)},${fmt(top + h * 0.46)}Z`;
        snow += `M${fmt(x + w * 0.4)},${fmt(top + h * 0.72)}L${fmt(x + w * 0.12)},${fmt(top + h * 0.62)}L${fmt(x + w * 0.06)},${fmt(top + h * 0.68)}Z`;
      }
    }
    x += (w / density) * rng.range(0.35, 1.1);
  }
  path(c, d, col);
  extra.forEach((e, i) => {
    if (e) path(c, e, at(opts.mixCols ?? [], i));
  });
  if (opts.ground) path(c, area, opts.ground);
  if (snow && opts.snow) path(c, snow, opts.snow, op(0.9));
}

function shape(pts: readonly Pt[], ox: number, oy: number, s: number, flip: number): string {
  const out = pts.map(([x, y]) => [ox + (x - 0.5) * s * flip, oy + y * s] as const);
  // keep the winding direction constant so overlapping silhouettes union cleanly
  return polyD(flip < 0 ? out.reverse() : out);
}

const CAMEL: readonly Pt[] = [
  [0.1, -0.52],
  [0.16, -0.62],
  [0.28, -0.74],
  [0.4, -0.84],
  [0.52, -0.76],
  [0.62, -0.63],
  [0.74, -0.58],
  [0.84, -0.5],
  [0.9, -0.58],
  [0.93, -0.74],
  [0.98, -0.82],
  [1.08, -0.8],
  [1.13, -0.73],
  [1.07, -0.69],
  [0.99, -0.69],
  [0.95, -0.55],
  [0.88, -0.4],
  [0.78, -0.4],
  [0.76, -0.4],
  [0.75, 0],
  [0.71, 0],
  [0.7, -0.36],
  [0.66, -0.36],
  [0.65, 0],
  [0.61, 0],
  [0.6, -0.38],
  [0.45, -0.36],
  [0.34, -0.38],
  [0.33, 0],
  [0.29, 0],
  [0.27, -0.36],
  [0.23, -0.36],
  [0.22, 0],
  [0.18, 0],
  [0.16, -0.42],
  [0.12, -0.46],
];

const HORSE: readonly Pt[] = [
  [0.15, -0.66],
  [0.45, -0.63],
  [0.62, -0.68],
  [0.72, -0.82],
  [0.77, -0.94],
  [0.79, -1.02],
  [0.82, -0.93],
  [0.96, -0.74],
  [0.94, -0.67],
  [0.84, -0.72],
  [0.76, -0.62],
  [0.73, -0.46],
  [0.72, -0.42],
  [0.73, 0],
  [0.69, 0],
  [0.67, -0.38],
  [0.63, -0.38],
  [0.63, 0],
  [0.59, 0],
  [0.57, -0.4],
  [0.35, -0.42],
  [0.3, -0.42],
  [0.3, 0],
  [0.26, 0],
  [0.24, -0.36],
  [0.2, -0.36],
  [0.19, 0],
  [0.15, 0],
  [0.14, -0.46],
  [0.12, -0.5],
  [0.06, -0.28],
  [0.04, -0.32],
  [0.09, -0.6],
];

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

const ROCK = ["#4a5878", "#57506e", "#3f5d66", "#5b5a6a", "#4d6275", "#6a5a5e"];
const GREENS = ["#2e5a3e", "#35613f", "#2b4f46", "#3f6034", "#28473a", "#4a5f2e"];

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

function sceneMountains(c: Ctx): void {
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

const SAND = ["#e3a86b", "#d99a5b", "#e8b77d", "#d4884f", "#c97b4a", "#e0b48a"];

function sceneDesert(c: Ctx): void {
  const { rng, W, H, u, sky } = c;
  const horizon = H * rng.range(0.5, 0.6);
  drawSky(c, horizon, horizon - H * 0.04);
  drawClouds(c, H * 0.06, horizon * 0.55, 0.7);
  const sand = hex(rng.pick(SAND));
  // distant mesas
  if (rng.chance(0.6)) {
    let d = "";
    const n = rng.int(1, 3);
    for (let i = 0; i < n; i++) {
      const x = rng.range(0.05, 0.95) * W;
      const w = rng.range(60, 200) * u;
      const h = rng.range(25, 70) * u;
      const y0 = horizon + H * 0.02;
      d += polyD([
        [x - w / 2 - h * 0.9, y0],
        [x - w / 2, y0 - h * 0.55],
        [x - w / 2 + h * 0.1, y0 - h],
        [x + w / 2 - h * 0.1, y0 - h],
        [x + w / 2, y0 - h * 0.55],
        [x + w / 2 + h * 0.9, y0],
      ]);
    }
    path(c, d, atmos(c, lit(c, darken(sand, 0.2)), 0.82));
  }
  const side = c.shadeSide;
  const layers = rng.int(3, 4);
  const caravanLayer = rng.chance(0.75) ? rng.int(1, layers - 2) : -1;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = lerp(horizon + H * 0.02, H * 0.86, t ** 1.15);
    const nextBase = i === layers - 1 ? H + 10 : lerp(horizon + H * 0.02, H * 0.86, ((i + 1) / (layers - 1)) ** 1.15);
    const amp = H * lerp(0.05, 0.17, t) * rng.range(0.8, 1.2);
    const tone = adjust(sand, rng.range(-6, 6) - t * 5, 1 + t * 0.15, rng.range(-0.03, 0.03) - t * 0.03);
    const depth = lerp(0.6, 0, t);
    const colLit = atmos(c, lit(c, lighten(tone, 0.1), 0.3), depth);
    const colShade = atmos(c, mix(darken(tone, 0.28), sky.shadow, 0.45), depth);
    const fill = vGrad(
      c,
      [
        [0, lighten(colLit, 0.14)],
        [0.5, colLit],
        [1, mix(colLit, colShade, 0.5)],
      ],
      base - amp,
      Math.max(nextBase, base + amp * 0.5),
    );
    const bottom = Math.min(H + 10, nextBase + H * 0.1);
    // ground band of the layer
    const band = sineRidge(c, base + amp * 0.25, amp * 0.1, 3, 16);
    path(c, areaD(band, bottom, true), fill);
    // individual dunes, far-to-near within the layer so they overlap
    const count = Math.round(lerp(6, 2.5, t) * rng.range(0.8, 1.25));
    const humps: { ax: number; ay: number; wl: number; wr: number; b: number }[] = [];
    for (let k = 0; k < count; k++) {
      const w = (W / count) * rng.range(1.1, 1.8);
      const ax = ((k + rng.range(0.1, 0.9)) / count) * W;
      const b = base + amp * rng.range(0.05, 0.35);
      const wind = w * rng.range(0.55, 0.7);
      const lee = w * rng.range(0.28, 0.42);
      humps.push({
        ax,
        ay: base - amp * rng.range(0.55, 1.05),
        wl: side > 0 ? wind : lee,
        wr: side > 0 ? lee : wind,
        b,
      });
    }
    humps.sort((p, q) => p.b - q.b);
    let caravanHump = -1;
    if (i === caravanLayer) caravanHump = rng.int(0, humps.length - 1);
    humps.forEach((hp, k) => {
      const { ax, ay, wl, wr, b } = hp;
      const h = b - ay;
      const Lx = ax - wl * 1.5;
      const Rx = ax + wr * 1.5;
      const foot = b + h * 0.05;
      // rising windward / steep lee profiles, sharp crest
      const leftCurve =
        side > 0
          ? `C${fmt(ax - wl * 0.9)},${fmt(foot)} ${fmt(ax - wl * 0.35)},${fmt(ay + h * 0.12)} ${fmt(ax)},${fmt(ay)}`
          : `C${fmt(ax - wl * 0.8)},${fmt(foot)} ${fmt(ax - wl * 0.25)},${fmt(ay + h * 0.45)} ${fmt(ax)},${fmt(ay)}`;
      const rightCurve =
        side > 0
          ? `C${fmt(ax + wr * 0.25)},${fmt(ay + h * 0.45)} ${fmt(ax + wr * 0.8)},${fmt(foot)} ${fmt(Rx)},${fmt(foot)}`
          : `C${fmt(ax + wr * 0.35)},${fmt(ay + h * 0.12)} ${fmt(ax + wr * 0.9)},${fmt(foot)} ${fmt(Rx)},${fmt(foot)}`;
      const body = `M${fmt(Lx)},${fmt(foot)}${leftCurve}${rightCurve}L${fmt(Rx)},${fmt(bottom)}L${fmt(Lx)},${fmt(bottom)}Z`;
      path(c, body, fill);
      // shadowed lee face: crescent from the crest to the lee foot
      const leeW = side > 0 ? wr : wl;
      const fx = ax + side * leeW * 1.5;
      const leeCurve =
        side > 0
          ? rightCurve
          : `C${fmt(ax - wl * 0.25)},${fmt(ay + h * 0.45)} ${fmt(ax - wl * 0.8)},${fmt(foot)} ${fmt(Lx)},${fmt(foot)}`;
      const cx1 = ax + side * leeW * rng.range(0.25, 0.55);
      const cy1 = ay + h * rng.range(0.75, 1.05);
      path(
        c,
        `M${fmt(ax)},${fmt(ay)}${leeCurve}C${fmt(fx - side * leeW * 0.6)},${fmt(foot + h * 0.05)} ${fmt(cx1)},${fmt(cy1)} ${fmt(ax)},${fmt(ay)}Z`,
        colShade,
      );
      // crest highlight on the windward side
      path(
        c,
        `M${fmt(ax)},${fmt(ay)}L${fmt(ax - side * leeW * 0.5)},${fmt(ay + h * 0.12)}Q${fmt(ax - side * leeW * 0.15)},${fmt(ay + h * 0.06)} ${fmt(ax)},${fmt(ay)}Z`,
        lighten(colLit, 0.25),
        op(0.5),
      );
      if (k === caravanHump) {
        const s = lerp(22, 46, t) * u;
        const flip = rng.sign();
        let cd = "";
        const n = rng.int(2, 5);
        const dirx = -side;
        for (let q = 0; q < n; q++) {
          const x = ax + dirx * (q + 0.8) * s * 1.3;
          const tt = Math.min(1, Math.abs(x - ax) / ((side > 0 ? wl : wr) * 1.5));
          const y = lerp(ay, foot, 1 - (1 - tt) ** 1.6) + s * 0.05;
          cd += shape(CAMEL, x, y, s, flip);
        }
        path(c, cd, darken(colShade, 0.45));
      }
    });
    if (i === layers - 1) {
      // wind ripples
      let rd = "";
      for (let k = 0; k < 18; k++) {
        const x = rng.range(0, W);
        const y = rng.range(base + amp * 0.3, H);
        const len = rng.range(40, 140) * u;
        rd += `M${fmt(x)},${fmt(y)}q${fmt(len / 2)},${fmt(-7 * u)} ${fmt(len)},0`;
      }
      c.out.push(
        `<path d="${rd}" fill="none" stroke="${css(darken(colLit, 0.12))}" stroke-width="${fmt(2 * u)}" stroke-linecap="round" ${op(0.45)}/>`,
      );
    }
  }
}

const GRASS = ["#8fae5a", "#a3b35c", "#7fa65b", "#b9a65a", "#9bb36a", "#c2a15c", "#6f9a55"];

function drawYurt(c: Ctx, x: number, y: number, w: number, accent: RGB): void {
  const h = w * 0.38;
  const felt = lit(c, hex("#f3ece0"), 0.2);
  const shadeX = c.shadeSide > 0 ? x + w * 0.12 : x - w / 2;
  const roof = `M${fmt(x - w * 0.53)},${fmt(y - h)}Q${fmt(x - w * 0.3)},${fmt(y - h - w * 0.2)} ${fmt(x - w * 0.1)},${fmt(y - h - w * 0.28)}L${fmt(x + w * 0.1)},${fmt(y - h - w * 0.28)}Q${fmt(x + w * 0.3)},${fmt(y - h - w * 0.2)} ${fmt(x + w * 0.53)},${fmt(y - h)}Z`;
  c.out.push(
    `<rect x="${fmt(x - w / 2)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h)}" fill="${css(felt)}"/>`,
  );
  c.out.push(
    `<rect x="${fmt(shadeX)}" y="${fmt(y - h)}" width="${fmt(w * 0.38)}" height="${fmt(h)}" fill="${css(c.sky.shadow)}" ${op(0.22)}/>`,
  );
  path(c, roof, lighten(felt, 0.1));
  c.out.push(
    `<rect x="${fmt(x - w * 0.5)}" y="${fmt(y - h)}" width="${fmt(w)}" height="${fmt(h * 0.16)}" fill="${css(accent)}"/>`,
  );
  c.out.push(
    `<rect x="${fmt(x - w * 0.1)}" y="${fmt(y - h * 0.72)}" width="${fmt(w * 0.2)}" height="${fmt(h * 0.72)}" fill="${css(darken(accent, 0.1))}"/>`,
  );
  c.out.push(
    `<rect x="${fmt(x - w * 0.06)}" y="${fmt(y - h * 0.6)}" width="${fmt(w * 0.12)}" height="${fmt(h * 0.6)}" fill="${css(darken(accent, 0.45))}"/>`,
  );
  c.out.push(
    `<rect x="${fmt(x - w * 0.12)}" y="${fmt(y - h - w * 0.3)}" width="${fmt(w * 0.24)}" height="${fmt(w * 0.03)}" fill="${css(darken(felt, 0.3))}"/>`,
  );
}

function sceneSteppe(c: Ctx): void {
  const { rng, W, H, u } = c;
  const horizon = H * rng.range(0.5, 0.62);
  drawSky(c, horizon, horizon - H * 0.1);
  drawClouds(c, H * 0.08, horizon * 0.7, 1.4);
  const grass = hex(rng.pick(GRASS));
  // distant mountains
  const mtTop = horizon - H * rng.range(0.08, 0.2);
  drawMountainRange(c, horizon + H * 0.02, mtTop, atmos(c, lit(c, hex(rng.pick(ROCK))), 0.75), rng.chance(0.6), H);
  mistBand(c, horizon + H * 0.01, H * 0.08, 0.5);
  const layers = 3;
  const yurtLayer = rng.int(1, 2);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = lerp(horizon + H * 0.03, H * 0.8, t ** 1.2);
    const amp = H * lerp(0.02, 0.06, t);
    const col = atmos(c, lit(c, adjust(grass, i * 6, 1, -i * 0.04)), lerp(0.45, 0, t));
    const ridge = sineRidge(c, base, amp, lerp(10, 5, t));
    const fill = vGrad(
      c,
      [
        [0, lighten(col, 0.08)],
        [1, darken(col, 0.1)],
      ],
      base - amp,
      H,
    );
    path(c, areaD(ridge, H, true), fill);
    if (i === yurtLayer) {
      const n = rng.int(1, 3);
      const accent = hex(rng.pick(["#b8322b", "#c2552d", "#2f5f9e", "#c28a1e", "#8c2f4f"]));
      const s = lerp(60, 120, t) * u * rng.range(0.85, 1.15);
      let x = rng.range(0.15, 0.7) * W;
      for (let k = 0; k < n; k++) {
        drawYurt(c, x, ridgeY(ridge, x) + s * 0.12, s * rng.range(0.85, 1.1), accent);
        x += s * rng.range(1.4, 2.6) * (rng.chance(0.8) ? 1 : -1);
      }
    }
    if (i === layers - 2 && rng.chance(0.7)) {
      const s = lerp(14, 40, t) * u;
      let hd = "";
      const n = rng.int(2, 5);
      const x0 = rng.range(0.1, 0.9) * W;
      for (let k = 0; k < n; k++) {
        const x = x0 + rng.range(-3, 3) * s;
        hd += shape(HORSE, x, ridgeY(ridge, x) + s * rng.range(0.2, 0.8), s, rng.sign());
      }
      path(c, hd, darken(col, 0.55));
    }
  }
  // grass strokes in foreground
  let gd = "";
  for (let k = 0; k < 60; k++) {
    const x = rng.range(0, W);
    const y = rng.range(H * 0.86, H);
    const h = rng.range(8, 20) * u;
    gd += `M${fmt(x)},${fmt(y)}l${fmt(rng.range(-4, 4) * u)},${fmt(-h)}`;
  }
  c.out.push(
    `<path d="${gd}" stroke="${css(darken(grass, 0.35))}" stroke-width="${fmt(2 * u)}" stroke-linecap="round" ${op(0.4)}/>`,
  );
}

function sceneLake(c: Ctx): void {
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

const CITY_WALL = ["#d8b98c", "#caa27a", "#e2c49a", "#bf9a7a", "#d6c2a2", "#c9ad8e"];
const DOME = ["#2fa3a8", "#2a8fb0", "#3bb3a8", "#2f6fb5", "#3a9e8a"];

function sceneCity(c: Ctx): void {
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

const SEA = ["#2a7f9e", "#1f6f8f", "#2b8a8a", "#2568a0", "#1d7a7f"];

function sceneCoast(c: Ctx): void {
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

const AUTUMN = ["#d9822b", "#c4452f", "#e3b23c", "#b5652a", "#9c3b2a"];

function sceneForest(c: Ctx): void {
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

const CANYON = ["#c0603a", "#b5552f", "#cc7a46", "#a8583c", "#d08a55", "#b0654a"];

function sceneButtes(c: Ctx): void {
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

function sceneCanyon(c: Ctx): void {
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

function sceneRoad(c: Ctx): void {
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

function drawStupa(c: Ctx, cx: number, by: number, S: number): void {
  const { sky } = c;
  const white = lit(c, hex("#f6f1e6"), 0.22);
  const gold = lit(c, hex("#e0a93a"), 0.15);
  const shadeCol = sky.shadow;
  const side = c.shadeSide;
  const r = (x0: number, y0: number, w: number, h: number) => `M${fmt(x0)},${fmt(y0)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}Z`;
  let body = "";
  let y = by;
  const tiers = [1, 0.84, 0.68];
  for (const t of tiers) {
    const h = S * 0.07;
    body += r(cx - (S * t) / 2, y - h, S * t, h);
    y -= h;
  }
  const dw = S * 0.58;
  const dh = S * 0.34;
  body += `M${fmt(cx - dw / 2)},${fmt(y)}C${fmt(cx - dw / 2)},${fmt(y - dh * 1.05)} ${fmt(cx + dw / 2)},${fmt(y - dh * 1.05)} ${fmt(cx + dw / 2)},${fmt(y)}Z`;
  const domeTop = y - dh * 0.79;
  path(c, body, white);
  // shading half
  const sx = side > 0 ? cx + S * 0.05 : cx - S / 2;
  path(c, r(sx, domeTop, S * 0.45, by - domeTop), shadeCol, `${op(0.18)} clip-path="${clipDef(c, body)}"`);
  // harmika + spire
  const hw = S * 0.13;
  const hy = domeTop - S * 0.1;
  path(c, r(cx - hw / 2, hy, hw, S * 0.11), gold);
  path(c, r(cx - hw * 0.3, hy + S * 0.03, hw * 0.6, S * 0.035), darken(gold, 0.4));
  const sh = S * 0.38;
  let spire = `M${fmt(cx - S * 0.055)},${fmt(hy)}L${fmt(cx - S * 0.018)},${fmt(hy - sh)}L${fmt(cx + S * 0.018)},${fmt(hy - sh)}L${fmt(cx + S * 0.055)},${fmt(hy)}Z`;
  spire += `M${fmt(cx - S * 0.07)},${fmt(hy - sh)}L${fmt(cx + S * 0.07)},${fmt(hy - sh)}L${fmt(cx + S * 0.03)},${fmt(hy - sh - S * 0.05)}L${fmt(cx - S * 0.03)},${fmt(hy - sh - S * 0.05)}Z`;
  spire += `M${fmt(cx - S * 0.014)},${fmt(hy - sh - S * 0.05)}L${fmt(cx)},${fmt(hy - sh - S * 0.12)}L${fmt(cx + S * 0.014)},${fmt(hy - sh - S * 0.05)}Z`;
  path(c, spire, gold);
  let rings = "";
  for (let k = 1; k < 9; k++) {
    const yy = hy - (sh * k) / 9;
    const ww = lerp(S * 0.11, S * 0.036, k / 9);
    rings += r(cx - ww / 2, yy, ww, S * 0.008);
  }
  path(c, rings, darken(gold, 0.35), op(0.7));
  // prayer flags
  const colors = ["#2f6db5", "#f4f1ea", "#c8342b", "#3f9a4a", "#e8b62c"].map((h) => lit(c, hex(h), 0.15));
  const topX = cx;
  const topYF = hy - sh * 0.7;
  const flags: string[] = colors.map(() => "");
  let strings = "";
  for (const dir of [-1, 1]) {
    const ex = cx + dir * S * c.rng.range(1.1, 1.6);
    const ey = by + S * c.rng.range(0.05, 0.15);
    const mx = (topX + ex) / 2;
    const my = (topYF + ey) / 2 + S * 0.12;
    strings += `M${fmt(topX)},${fmt(topYF)}Q${fmt(mx)},${fmt(my)} ${fmt(ex)},${fmt(ey)}`;
    const n = 18;
    for (let k = 1; k < n; k++) {
      const t = k / n;
      const px = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * topYF + 2 * (1 - t) * t * my + t * t * ey;
      const fs = S * 0.045;
      const idx = k % colors.length;
      flags[idx] += r(px - fs / 2, py, fs, fs * 1.2);
    }
  }
  c.out.push(
    `<path d="${strings}" fill="none" stroke="${css(darken(white, 0.5))}" stroke-width="${fmt(S * 0.004 + 0.5)}"/>`,
  );
  flags.forEach((d, i) => {
    path(c, d, at(colors, i));
  });
}

function drawPagoda(c: Ctx, cx: number, by: number, S: number): void {
  const { rng } = c;
  const wallCol = lit(c, hex(rng.pick(["#a8322b", "#9a3b2a", "#b5462f", "#8c2f2f"])), 0.15);
  const roofCol = lit(c, hex(rng.pick(["#2f3a40", "#3a3f4a", "#2e4a45", "#4a3a32"])), 0.12);
  const gold = lit(c, hex("#d9a53a"), 0.15);
  const side = c.shadeSide;
  const tiers = rng.int(3, 5);
  let walls = "";
  let roofs = "";
  let wins = "";
  let shade = "";
  let y = by;
  const plat = S * 0.8;
  path(
    c,
    `M${fmt(cx - plat / 2)},${fmt(y)}h${fmt(plat)}l${fmt(-S * 0.04)},${fmt(-S * 0.06)}h${fmt(-(plat - S * 0.08))}Z`,
    lit(c, hex("#b8ad9c"), 0.15),
  );
  y -= S * 0.06;
  for (let i = 0; i < tiers; i++) {
    const k = i / tiers;
    const bw = S * (0.5 - k * 0.28);
    const bh = S * (0.17 - k * 0.05);
    const rw = bw * 1.75;
    const rh = bh * 0.55;
    walls += `M${fmt(cx - bw / 2)},${fmt(y)}h${fmt(bw)}v${fmt(-bh)}h${fmt(-bw)}Z`;
    shade += `M${fmt(side > 0 ? cx + bw * 0.15 : cx - bw / 2)},${fmt(y)}h${fmt(bw * 0.35)}v${fmt(-bh)}h${fmt(-bw * 0.35)}Z`;
    const dw = bw * 0.18;
    wins += `M${fmt(cx - dw / 2)},${fmt(y)}v${fmt(-bh * 0.7)}h${fmt(dw)}v${fmt(bh * 0.7)}Z`;
    const ey = y - bh;
    roofs += `M${fmt(cx - rw / 2)},${fmt(ey - rh * 0.45)}Q${fmt(cx - rw * 0.42)},${fmt(ey + rh * 0.05)} ${fmt(cx - rw * 0.3)},${fmt(ey)}L${fmt(cx + rw * 0.3)},${fmt(ey)}Q${fmt(cx + rw * 0.42)},${fmt(ey + rh * 0.05)} ${fmt(cx + rw / 2)},${fmt(ey - rh * 0.45)}Q${fmt(cx + rw * 0.3)},${fmt(ey - rh * 0.55)} ${fmt(cx + bw * 0.32)},${fmt(ey - rh)}L${fmt(cx - bw * 0.32)},${fmt(ey - rh)}Q${fmt(cx - rw * 0.3)},${fmt(ey - rh * 0.55)} ${fmt(cx - rw / 2)},${fmt(ey - rh * 0.45)}Z`;
    y = ey - rh * 0.8;
  }
  path(c, walls, wallCol);
  path(c, shade, c.sky.shadow, op(0.25));
  path(c, wins, darken(wallCol, 0.55));
  path(c, roofs, roofCol);
  const sh = S * 0.22;
  let sp = `M${fmt(cx - S * 0.012)},${fmt(y)}V${fmt(y - sh)}h${fmt(S * 0.024)}V${fmt(y)}Z`;
  for (let k = 0; k < 5; k++) {
    const yy = y - sh * (0.15 + k * 0.14);
    sp += `M${fmt(cx - S * 0.03)},${fmt(yy)}h${fmt(S * 0.06)}v${fmt(S * 0.012)}h${fmt(-S * 0.06)}Z`;
  }
  path(c, sp, gold);
}

function sceneTemple(c: Ctx): void {
  const { rng, W, H, u } = c;
  const horizon = H * rng.range(0.5, 0.6);
  const topY = H * rng.range(0.12, 0.26);
  drawSky(c, horizon, topY + H * 0.12);
  drawClouds(c, H * 0.06, topY + H * 0.1, 1);
  const rock = hex(rng.pick(ROCK));
  const green = hex(rng.pick(GREENS));
  drawMountainRange(c, horizon, topY, atmos(c, lit(c, lighten(rock, 0.1)), 0.62), true, H);
  mistBand(c, horizon, H * 0.12, 0.55);
  const r1 = mpdRidge(c, horizon + H * 0.05, H * 0.05, 0.55);
  path(c, areaD(r1, H, true), atmos(c, lit(c, mix(rock, green, 0.5)), 0.4));
  mistBand(c, horizon + H * 0.07, H * 0.08, 0.35);
  // temple hill
  const tx = W * rng.range(0.3, 0.7);
  const hillTop = H * rng.range(0.62, 0.72);
  const hp: Pt[] = [];
  const hw = W * rng.range(0.35, 0.55);
  const fn = sineLine(rng, 2, 6 / W);
  for (let k = 0; k <= 40; k++) {
    const x = (k / 40) * W;
    const dx = (x - tx) / hw;
    const bump = Math.exp(-dx * dx * 2.2);
    hp.push([x, lerp(H * 0.86, hillTop, bump) + fn(x) * H * 0.015]);
  }
  const hillCol = atmos(c, lit(c, green), 0.12);
  path(
    c,
    areaD(hp, H, true),
    vGrad(
      c,
      [
        [0, hillCol],
        [1, darken(hillCol, 0.2)],
      ],
      hillTop,
      H,
    ),
  );
  const S = rng.range(150, 220) * u;
  const ty = ridgeY(hp, tx) + S * 0.04;
  if (rng.chance(0.55)) drawStupa(c, tx, ty, S * 1.35);
  else drawPagoda(c, tx, ty, S * 1.4);
  // foreground trees framing
  const fg = sineRidge(c, H * rng.range(0.9, 0.96), H * 0.03, 3);
  forestLayer(c, fg, H, atmos(c, lit(c, darken(green, 0.3)), 0), 90 * u, 0.6, "pine");
  if (!c.sky.night && rng.chance(0.6))
    drawBirds(c, W * rng.range(0.2, 0.8), H * rng.range(0.1, 0.25), rng.int(3, 6), 7 * u, darken(c.sky.shadow, 0.2));
}

type SceneFn = (c: Ctx) => void;

const SCENE_FNS: Record<Scene, { fn: SceneFn; tods: readonly (readonly [TimeOfDay, number])[] }> = {
  mountains: {
    fn: sceneMountains,
    tods: [
      ["dawn", 1],
      ["morning", 1],
      ["noon", 1],
      ["golden", 1.2],
      ["dusk", 1],
      ["night", 0.5],
    ],
  },
  desert: {
    fn: sceneDesert,
    tods: [
      ["golden", 1.4],
      ["noon", 1],
      ["dusk", 1],
      ["dawn", 0.6],
      ["night", 0.3],
    ],
  },
  steppe: {
    fn: sceneSteppe,
    tods: [
      ["morning", 1],
      ["noon", 1.2],
      ["golden", 1],
      ["dusk", 0.6],
    ],
  },
  lake: {
    fn: sceneLake,
    tods: [
      ["dawn", 1],
      ["morning", 1],
      ["noon", 0.8],
      ["golden", 1],
      ["dusk", 1],
      ["night", 0.4],
    ],
  },
  city: {
    fn: sceneCity,
    tods: [
      ["golden", 1.2],
      ["dusk", 1.2],
      ["night", 0.8],
      ["noon", 0.8],
    ],
  },
  coast: {
    fn: sceneCoast,
    tods: [
      ["noon", 1.2],
      ["golden", 1],
      ["dusk", 1],
      ["morning", 0.8],
    ],
  },
  forest: {
    fn: sceneForest,
    tods: [
      ["morning", 1.3],
      ["dawn", 1],
      ["golden", 1],
      ["noon", 0.7],
      ["dusk", 0.6],
    ],
  },
  canyon: {
    fn: sceneCanyon,
    tods: [
      ["golden", 1.3],
      ["noon", 1],
      ["dusk", 0.8],
      ["morning", 0.8],
    ],
  },
  road: {
    fn: sceneRoad,
    tods: [
      ["noon", 1],
      ["golden", 1.2],
      ["morning", 1],
      ["dusk", 0.7],
    ],
  },
  temple: {
    fn: sceneTemple,
    tods: [
      ["dawn", 1],
      ["morning", 1],
      ["golden", 1.2],
      ["noon", 0.8],
      ["dusk", 0.7],
    ],
  },
};

// ---------------------------------------------------------------------------
// Public API: landscapes
// ---------------------------------------------------------------------------

/**
 * Pure SVG for a landscape "photo" (flat poster-style illustration, no text).
 * Same spec → byte-identical SVG. Default size 1200x800.
 */
export function landscapeSvg(spec: PhotoSpec): string {
  const W = Math.round(spec.width ?? 1200);
  const H = Math.round(spec.height ?? 800);
  const sceneIdx = SCENES.indexOf(spec.scene);
  if (sceneIdx < 0) throw new Error(`unknown scene: ${String(spec.scene)}`);
  const entry = SCENE_FNS[spec.scene];
  const rng = new Rng(hashSeed(spec.seed, sceneIdx + 1, 0x9e37));
  const tod = rng.weighted(entry.tods);
  const sky = makeSky(rng, tod);
  const c: Ctx = {
    rng,
    W,
    H,
    u: Math.min(W / 1200, H / 800) * 0.5 + Math.max(W / 1200, H / 800) * 0.5,
    sky,
    defs: [],
    out: [],
    uid: 0,
    sunX: W / 2,
    sunY: H / 3,
    shadeSide: 1,
  };
  entry.fn(c);
  vignette(c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${c.defs.join("")}</defs>${c.out.join("")}</svg>`;
}

/** Landscape rendered to WebP (quality 78), default 1200x800. */
export async function renderLandscape(spec: PhotoSpec): Promise<Uint8Array> {
  const svg = landscapeSvg(spec);
  const buf = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

// ---------------------------------------------------------------------------
// Portraits
// ---------------------------------------------------------------------------

const SKIN = ["#f6d5bf", "#efc3a4", "#e2ac86", "#d09a6e", "#b97f55", "#9c6642", "#7d4f33", "#5e3a26"];
const HAIR = ["#1d1714", "#2b1d16", "#3f2a1d", "#5a3a24", "#7a4a2a", "#9a4e2a", "#c9a06a", "#a8a29c", "#d8cfc6"];
const CLOTHES = [
  "#2f6db5",
  "#d9573b",
  "#2f8f6f",
  "#e0a23a",
  "#7a4fa8",
  "#c43d5c",
  "#3a4a5c",
  "#5f8f3a",
  "#e07a5f",
  "#26787e",
  "#8a5a3b",
  "#f2f0ea",
];
const BG = [
  "#f4d9c6",
  "#d8e6f0",
  "#dcebd8",
  "#f3e3b8",
  "#e6dcf2",
  "#f6d4d4",
  "#d6ecea",
  "#efe4d6",
  "#cfe0f7",
  "#f7e1c9",
];

type HairStyle = "short" | "side" | "curly" | "bun" | "long" | "bob" | "buzz" | "bald" | "ponytail" | "afro";
type Headwear = "none" | "hijab" | "beanie" | "cap" | "sunhat" | "skullcap";

/** Pure 480x480 SVG of a friendly head-and-shoulders avatar. Same seed → same SVG. */
export function portraitSvg(seed: number): string {
  const rng = new Rng(hashSeed(seed, 0x5071, 77));
  const S = 480;
  const cx = 240;
  const out: string[] = [];
  const defs: string[] = [];
  const skin = hex(rng.pick(SKIN));
  const skinShade = darken(adjust(skin, -4, 1.1), 0.14);
  const feminine = rng.chance(0.5);
  const hairCol = hex(rng.weighted(HAIR.map((h, i) => [h, [3, 3, 2.5, 2, 1.5, 1, 1, 0.5, 0.35][i] ?? 1] as const)));
  const cloth = hex(rng.pick(CLOTHES));
  const bg = hex(rng.pick(BG));
  const headwear: Headwear = rng.weighted<Headwear>([
    ["none", 10],
    ["hijab", feminine ? 2 : 0],
    ["beanie", 1.3],
    ["cap", 1.1],
    ["sunhat", feminine ? 0.9 : 0.4],
    ["skullcap", feminine ? 0 : 0.6],
  ]);
  const style: HairStyle = feminine
    ? rng.weighted<HairStyle>([
        ["long", 3],
        ["bob", 2],
        ["bun", 1.5],
        ["curly", 1.2],
        ["ponytail", 1.5],
        ["afro", 0.8],
        ["short", 0.6],
      ])
    : rng.weighted<HairStyle>([
        ["short", 3],
        ["side", 2.5],
        ["buzz", 0.9],
        ["curly", 1.2],
        ["bald", 0.4],
        ["afro", 0.5],
      ]);
  const p = (d: string, fill: RGB | string, extra = "") =>
    out.push(`<path d="${d}" fill="${typeof fill === "string" ? fill : css(fill)}"${extra ? ` ${extra}` : ""}/>`);

  // background
  out.push(`<rect width="${S}" height="${S}" fill="${css(bg)}"/>`);
  const bgAccent = rng.int(0, 2);
  if (bgAccent === 0) {
    out.push(`<circle cx="${cx}" cy="230" r="${fmt(rng.range(170, 205))}" fill="${css(lighten(bg, 0.35))}"/>`);
  } else if (bgAccent === 1) {
    out.push(
      `<circle cx="${fmt(rng.range(60, 420))}" cy="${fmt(rng.range(40, 160))}" r="${fmt(rng.range(60, 120))}" fill="${css(darken(bg, 0.06))}"/>`,
    );
    out.push(
      `<circle cx="${fmt(rng.range(60, 420))}" cy="${fmt(rng.range(300, 440))}" r="${fmt(rng.range(50, 100))}" fill="${css(lighten(bg, 0.3))}"/>`,
    );
  } else {
    const id = "bgg";
    defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(lighten(bg, 0.25))}"/><stop offset="1" stop-color="${css(darken(bg, 0.08))}"/></linearGradient>`,
    );
    out.push(`<rect width="${S}" height="${S}" fill="url(#${id})"/>`);
  }

  const faceW = rng.range(74, 86);
  const faceH = rng.range(94, 106);
  const fy = 212;
  const shoulderW = rng.range(150, 185);
  const neckW = faceW * rng.range(0.74, 0.88);
  const neckTop = fy + faceH * 0.6;
  const shoulderY = 348 + rng.range(-8, 8);

  // long hair behind (drawn first)
  const hatted = headwear === "cap" || headwear === "beanie" || headwear === "sunhat";
  if (
    (headwear === "none" && (style === "long" || style === "afro" || style === "bob" || style === "curly")) ||
    (hatted && (style === "long" || style === "bob"))
  ) {
    if (style === "long") {
      const len = rng.range(360, 430);
      const w = faceW + rng.range(22, 36);
      p(
        `M${fmt(cx - w)},${fmt(fy - 10)}C${fmt(cx - w - 6)},${fmt(fy - faceH * 1.35)} ${fmt(cx + w + 6)},${fmt(fy - faceH * 1.35)} ${fmt(cx + w)},${fmt(fy - 10)}L${fmt(cx + w + 12)},${fmt(len)}Q${fmt(cx)},${fmt(len + 24)} ${fmt(cx - w - 12)},${fmt(len)}Z`,
        darken(hairCol, 0.1),
      );
    } else if (style === "bob") {
      const w = faceW + 24;
      p(
        `M${fmt(cx - w)},${fmt(fy)}C${fmt(cx - w - 4)},${fmt(fy - faceH * 1.4)} ${fmt(cx + w + 4)},${fmt(fy - faceH * 1.4)} ${fmt(cx + w)},${fmt(fy)}L${fmt(cx + w + 4)},${fmt(fy + faceH * 0.75)}Q${fmt(cx)},${fmt(fy + faceH * 0.9)} ${fmt(cx - w - 4)},${fmt(fy + faceH * 0.75)}Z`,
        darken(hairCol, 0.08),
      );
    } else if (style === "afro") {
      const r = faceW * 1.55;
      let d = "";
      for (let k = 0; k < 14; k++) {
        const a = (k / 14) * Math.PI * 2;
        const x = cx + Math.cos(a) * r * 0.78;
        const y = fy - 30 + Math.sin(a) * r * 0.72;
        const rr = r * rng.range(0.32, 0.4);
        d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(-rr * 2)},0Z`;
      }
      d += `M${fmt(cx - r * 0.85)},${fmt(fy - 30)}a${fmt(r * 0.85)},${fmt(r * 0.8)} 0 1,0 ${fmt(r * 1.7)},0a${fmt(r * 0.85)},${fmt(r * 0.8)} 0 1,0 ${fmt(-r * 1.7)},0Z`;
      p(d, hairCol);
    } else {
      // curly volume behind
      let d = "";
      const n = 16;
      for (let k = 0; k < n; k++) {
        const a = Math.PI * 0.95 + (k / (n - 1)) * Math.PI * 1.1;
        const x = cx + Math.cos(a) * faceW * 1.15;
        const y = fy - 10 + Math.sin(a) * faceH * 1.0;
        const rr = rng.range(24, 32);
        d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(-rr * 2)},0Z`;
      }
      if (feminine) {
        for (let k = 0; k < 6; k++) {
          const sx = k < 3 ? -1 : 1;
          const x = cx + sx * (faceW + rng.range(5, 20));
          const y = fy + (k % 3) * 40 + 10;
          const rr = rng.range(24, 30);
          d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(-rr * 2)},0Z`;
        }
      }
      p(d, darken(hairCol, 0.05));
    }
  }
  let scarfCol: RGB | undefined;
  if (headwear === "hijab") {
    const scarf = hex(
      rng.pick(["#3a5a8c", "#8c3a5a", "#2f7a6a", "#c9a27a", "#6a4a8a", "#d97a5a", "#4a4a5a", "#b84a4a"]),
    );
    const w = faceW + 30;
    p(
      `M${fmt(cx - w)},${fmt(fy)}C${fmt(cx - w - 4)},${fmt(fy - faceH * 1.5)} ${fmt(cx + w + 4)},${fmt(fy - faceH * 1.5)} ${fmt(cx + w)},${fmt(fy)}C${fmt(cx + w + 10)},${fmt(fy + 90)} ${fmt(cx + shoulderW)},${fmt(shoulderY)} ${fmt(cx + shoulderW + 20)},${S}H${fmt(cx - shoulderW - 20)}C${fmt(cx - shoulderW)},${fmt(shoulderY)} ${fmt(cx - w - 10)},${fmt(fy + 90)} ${fmt(cx - w)},${fmt(fy)}Z`,
      scarf,
    );
    scarfCol = scarf;
  }

  // body / shoulders
  if (headwear !== "hijab") {
    const neck = `M${fmt(cx - neckW / 2)},${fmt(neckTop)}V${fmt(shoulderY + 10)}H${fmt(cx + neckW / 2)}V${fmt(neckTop)}Z`;
    p(neck, skin);
    p(
      `M${fmt(cx - neckW / 2)},${fmt(neckTop)}V${fmt(neckTop + 40)}Q${fmt(cx)},${fmt(neckTop + 58)} ${fmt(cx + neckW / 2)},${fmt(neckTop + 40)}V${fmt(neckTop)}Z`,
      skinShade,
    );
  }
  const shoulders = `M${fmt(cx - shoulderW - 30)},${S + 2}C${fmt(cx - shoulderW - 24)},${fmt(shoulderY + 40)} ${fmt(cx - shoulderW + 20)},${fmt(shoulderY)} ${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 6)}Q${fmt(cx)},${fmt(shoulderY + 8)} ${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 6)}C${fmt(cx + shoulderW - 20)},${fmt(shoulderY)} ${fmt(cx + shoulderW + 24)},${fmt(shoulderY + 40)} ${fmt(cx + shoulderW + 30)},${S + 2}Z`;
  if (headwear === "hijab" && scarfCol) {
    // under-layer coat
    p(shoulders, cloth);
    const w = faceW + 30;
    p(
      `M${fmt(cx - w + 4)},${fmt(fy + 20)}C${fmt(cx - w)},${fmt(fy + 120)} ${fmt(cx - 60)},${fmt(shoulderY + 30)} ${fmt(cx)},${fmt(shoulderY + 40)}C${fmt(cx + 60)},${fmt(shoulderY + 30)} ${fmt(cx + w)},${fmt(fy + 120)} ${fmt(cx + w - 4)},${fmt(fy + 20)}Z`,
      scarfCol,
    );
  } else {
    p(shoulders, cloth);
    const collar = rng.int(0, 3);
    if (collar === 0) {
      // v-neck
      p(
        `M${fmt(cx - neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx)},${fmt(shoulderY + 50)}L${fmt(cx + neckW * 0.85)},${fmt(shoulderY - 4)}Z`,
        skin,
      );
      p(
        `M${fmt(cx - neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx)},${fmt(shoulderY + 50)}L${fmt(cx + neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx + neckW * 0.85 + 8)},${fmt(shoulderY)}L${fmt(cx)},${fmt(shoulderY + 62)}L${fmt(cx - neckW * 0.85 - 8)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.15),
      );
    } else if (collar === 1) {
      // shirt collar
      const col = rng.chance(0.5) ? lighten(cloth, 0.75) : darken(cloth, 0.2);
      p(
        `M${fmt(cx - neckW * 0.95)},${fmt(shoulderY - 10)}L${fmt(cx - 4)},${fmt(shoulderY + 26)}L${fmt(cx - neckW * 0.55)},${fmt(shoulderY + 40)}Z`,
        col,
      );
      p(
        `M${fmt(cx + neckW * 0.95)},${fmt(shoulderY - 10)}L${fmt(cx + 4)},${fmt(shoulderY + 26)}L${fmt(cx + neckW * 0.55)},${fmt(shoulderY + 40)}Z`,
        col,
      );
      p(`M${fmt(cx - 2)},${fmt(shoulderY + 30)}h4V${S}h-4Z`, darken(cloth, 0.2), op(0.5));
    } else if (collar === 2) {
      // crew neck band
      p(
        `M${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 6)}Q${fmt(cx)},${fmt(shoulderY + 26)} ${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 6)}L${fmt(cx + neckW * 0.9 + 8)},${fmt(shoulderY - 2)}Q${fmt(cx)},${fmt(shoulderY + 38)} ${fmt(cx - neckW * 0.9 - 8)},${fmt(shoulderY - 2)}Z`,
        darken(cloth, 0.18),
      );
    } else {
      // jacket with open front
      const inner = rng.chance(0.5) ? hex("#f2efe8") : darken(cloth, 0.35);
      p(
        `M${fmt(cx - neckW * 0.8)},${fmt(shoulderY - 4)}L${fmt(cx - 30)},${S}H${fmt(cx + 30)}L${fmt(cx + neckW * 0.8)},${fmt(shoulderY - 4)}Q${fmt(cx)},${fmt(shoulderY + 14)} ${fmt(cx - neckW * 0.8)},${fmt(shoulderY - 4)}Z`,
        inner,
      );
      p(
        `M${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 8)}L${fmt(cx - 30)},${S}h-10L${fmt(cx - neckW * 1.15)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.2),
      );
      p(
        `M${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 8)}L${fmt(cx + 30)},${S}h10L${fmt(cx + neckW * 1.15)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.2),
      );
    }
    // body shading
    p(
      `M${fmt(cx + shoulderW * 0.55)},${fmt(shoulderY + 10)}C${fmt(cx + shoulderW + 10)},${fmt(shoulderY + 20)} ${fmt(cx + shoulderW + 24)},${fmt(shoulderY + 60)} ${fmt(cx + shoulderW + 30)},${S}H${fmt(cx + shoulderW * 0.6)}Z`,
      darken(cloth, 0.2),
      op(0.35),
    );
  }

  // ears
  const earY = fy + 6;
  const earsHidden = headwear === "none" && (style === "long" || style === "bob");
  if (headwear !== "hijab" && !earsHidden) {
    for (const s of [-1, 1]) {
      out.push(`<ellipse cx="${fmt(cx + s * faceW * 0.97)}" cy="${fmt(earY)}" rx="14" ry="20" fill="${css(skin)}"/>`);
      out.push(
        `<ellipse cx="${fmt(cx + s * faceW * 0.99)}" cy="${fmt(earY)}" rx="7" ry="11" fill="${css(skinShade)}" ${op(0.6)}/>`,
      );
    }
    if (feminine && rng.chance(0.45)) {
      const ec = rng.pick(["#e8c15a", "#f0f0f0", "#d95a5a", "#5ac0c0"]);
      for (const s of [-1, 1])
        out.push(`<circle cx="${fmt(cx + s * faceW * 0.99)}" cy="${fmt(earY + 22)}" r="5" fill="${ec}"/>`);
    }
  }
  // face
  const jaw = rng.range(0.55, 0.75);
  const face = `M${fmt(cx - faceW)},${fmt(fy - faceH * 0.15)}C${fmt(cx - faceW)},${fmt(fy - faceH * 1.05)} ${fmt(cx + faceW)},${fmt(fy - faceH * 1.05)} ${fmt(cx + faceW)},${fmt(fy - faceH * 0.15)}C${fmt(cx + faceW)},${fmt(fy + faceH * 0.5)} ${fmt(cx + faceW * jaw)},${fmt(fy + faceH * 0.95)} ${fmt(cx)},${fmt(fy + faceH * 0.95)}C${fmt(cx - faceW * jaw)},${fmt(fy + faceH * 0.95)} ${fmt(cx - faceW)},${fmt(fy + faceH * 0.5)} ${fmt(cx - faceW)},${fmt(fy - faceH * 0.15)}Z`;
  p(face, skin);
  // soft shading on one side
  defs.push(`<clipPath id="face"><path d="${face}"/></clipPath>`);
  const shSide = rng.sign();
  out.push(
    `<ellipse cx="${fmt(cx + shSide * faceW * 1.05)}" cy="${fmt(fy + 10)}" rx="${fmt(faceW * 0.45)}" ry="${fmt(faceH * 1.1)}" fill="${css(skinShade)}" ${op(0.35)} clip-path="url(#face)"/>`,
  );

  // hijab: scarf frames an oval face opening
  if (headwear === "hijab" && scarfCol) {
    const rx = faceW * 0.9;
    const ry = faceH * 0.97;
    const oy = fy + faceH * 0.06;
    const frame = `M${fmt(cx - faceW - 34)},${fmt(fy + faceH * 1.4)}V${fmt(fy - faceH * 1.6)}H${fmt(cx + faceW + 34)}V${fmt(fy + faceH * 1.4)}ZM${fmt(cx - rx)},${fmt(oy)}a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(rx * 2)},0a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(-rx * 2)},0Z`;
    defs.push(
      `<clipPath id="scarf"><path d="M${fmt(cx - faceW - 30)},${fmt(fy)}C${fmt(cx - faceW - 34)},${fmt(fy - faceH * 1.5)} ${fmt(cx + faceW + 34)},${fmt(fy - faceH * 1.5)} ${fmt(cx + faceW + 30)},${fmt(fy)}C${fmt(cx + faceW + 34)},${fmt(fy + faceH)} ${fmt(cx + faceW)},${fmt(fy + faceH * 1.3)} ${fmt(cx)},${fmt(fy + faceH * 1.35)}C${fmt(cx - faceW)},${fmt(fy + faceH * 1.3)} ${fmt(cx - faceW - 34)},${fmt(fy + faceH)} ${fmt(cx - faceW - 30)},${fmt(fy)}Z"/></clipPath>`,
    );
    p(frame, scarfCol, `fill-rule="evenodd" clip-path="url(#scarf)"`);
    out.push(
      `<path d="M${fmt(cx - rx * 0.98)},${fmt(oy - ry * 0.25)}C${fmt(cx - rx * 0.9)},${fmt(oy - ry * 1.28)} ${fmt(cx + rx * 0.9)},${fmt(oy - ry * 1.28)} ${fmt(cx + rx * 0.98)},${fmt(oy - ry * 0.25)}" fill="none" stroke="${css(darken(scarfCol, 0.18))}" stroke-width="7" stroke-linecap="round"/>`,
    );
  }

  // hair front
  const hairTop = fy - faceH * 0.95;
  if (
    headwear === "none" ||
    headwear === "cap" ||
    headwear === "beanie" ||
    headwear === "sunhat" ||
    headwear === "skullcap"
  ) {
    const showHair =
      headwear === "none" || style === "long" || style === "bob" || style === "ponytail" || style === "curly";
    if (headwear !== "none" && showHair && (style === "long" || style === "bob")) {
      // hair framing the face below the hat
      const w = faceW + 8;
      p(
        `M${fmt(cx - w)},${fmt(fy - faceH * 0.45)}Q${fmt(cx - w - 4)},${fmt(fy + faceH * 0.2)} ${fmt(cx - faceW * 0.92)},${fmt(fy + faceH * 0.35)}L${fmt(cx - faceW * 0.82)},${fmt(fy - faceH * 0.45)}ZM${fmt(cx + w)},${fmt(fy - faceH * 0.45)}Q${fmt(cx + w + 4)},${fmt(fy + faceH * 0.2)} ${fmt(cx + faceW * 0.92)},${fmt(fy + faceH * 0.35)}L${fmt(cx + faceW * 0.82)},${fmt(fy - faceH * 0.45)}Z`,
        hairCol,
      );
    }
    if (headwear === "none") {
      const capD = (depth: number, part: number) => {
        // hair cap covering top of the head with a fringe line
        const w = faceW + 6;
        return `M${fmt(cx - w)},${fmt(fy - faceH * 0.05)}C${fmt(cx - w - 6)},${fmt(hairTop - faceH * 0.45)} ${fmt(cx + w + 6)},${fmt(hairTop - faceH * 0.45)} ${fmt(cx + w)},${fmt(fy - faceH * 0.05)}L${fmt(cx + w - 8)},${fmt(fy - faceH * 0.25)}C${fmt(cx + w * 0.6)},${fmt(fy - faceH * (0.25 + depth))} ${fmt(cx + part)},${fmt(fy - faceH * (0.55 + depth * 0.2))} ${fmt(cx + part)},${fmt(fy - faceH * 0.72)}C${fmt(cx + part - 10)},${fmt(fy - faceH * (0.45 + depth * 0.2))} ${fmt(cx - w * 0.6)},${fmt(fy - faceH * (0.3 + depth))} ${fmt(cx - w + 8)},${fmt(fy - faceH * 0.25)}Z`;
      };
      if (style === "short" || style === "long" || style === "bob" || style === "ponytail" || style === "bun") {
        p(capD(rng.range(0.05, 0.2), rng.range(-30, 30)), hairCol);
      } else if (style === "side") {
        const dir = rng.sign();
        const w = faceW + 6;
        p(
          `M${fmt(cx - w)},${fmt(fy - faceH * 0.1)}C${fmt(cx - w - 8)},${fmt(hairTop - faceH * 0.5)} ${fmt(cx + w + 8)},${fmt(hairTop - faceH * 0.5)} ${fmt(cx + w)},${fmt(fy - faceH * 0.1)}L${fmt(cx + w - 6)},${fmt(fy - faceH * 0.35)}Q${fmt(cx + dir * faceW * 0.2)},${fmt(fy - faceH * 0.4)} ${fmt(cx - dir * faceW * 0.7)},${fmt(fy - faceH * 0.62)}Q${fmt(cx - dir * w)},${fmt(fy - faceH * 0.5)} ${fmt(cx - w + 6)},${fmt(fy - faceH * 0.35)}Z`,
          hairCol,
        );
      } else if (style === "buzz") {
        const w = faceW + 2;
        p(
          `M${fmt(cx - w)},${fmt(fy - faceH * 0.2)}C${fmt(cx - w - 2)},${fmt(hairTop - faceH * 0.3)} ${fmt(cx + w + 2)},${fmt(hairTop - faceH * 0.3)} ${fmt(cx + w)},${fmt(fy - faceH * 0.2)}Q${fmt(cx)},${fmt(fy - faceH * 0.85)} ${fmt(cx - w)},${fmt(fy - faceH * 0.2)}Z`,
          hairCol,
        );
      } else if (style === "curly" || style === "afro") {
        let d = `M${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.2)}C${fmt(cx - faceW - 6)},${fmt(hairTop - faceH * 0.4)} ${fmt(cx + faceW + 6)},${fmt(hairTop - faceH * 0.4)} ${fmt(cx + faceW + 4)},${fmt(fy - faceH * 0.2)}Q${fmt(cx)},${fmt(fy - faceH * 0.8)} ${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.2)}Z`;
        const n = style === "afro" ? 9 : 11;
        for (let k = 0; k < n; k++) {
          const t = k / (n - 1);
          const a = Math.PI * (1.05 + t * 0.9);
          const x = cx + Math.cos(a) * faceW * 0.95;
          const y = fy - faceH * 0.2 + Math.sin(a) * faceH * 0.85;
          const rr = rng.range(20, 27);
          // clockwise, like the cap above, so the union has no holes
          d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,1 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,1 ${fmt(-rr * 2)},0Z`;
        }
        p(d, hairCol);
      } else if (style === "bald") {
        // a little hair on the sides
        for (const s of [-1, 1]) {
          p(
            `M${fmt(cx + s * faceW)},${fmt(fy - faceH * 0.05)}Q${fmt(cx + s * (faceW + 6))},${fmt(fy - faceH * 0.4)} ${fmt(cx + s * faceW * 0.8)},${fmt(fy - faceH * 0.55)}L${fmt(cx + s * faceW * 0.9)},${fmt(fy - faceH * 0.05)}Z`,
            hairCol,
          );
        }
        out.push(
          `<ellipse cx="${fmt(cx - faceW * 0.3)}" cy="${fmt(fy - faceH * 0.7)}" rx="18" ry="9" fill="#ffffff" ${op(0.18)}/>`,
        );
      }
      if (style === "bun") {
        out.push(
          `<circle cx="${cx}" cy="${fmt(hairTop - faceH * 0.22)}" r="${fmt(faceW * 0.42)}" fill="${css(hairCol)}"/>`,
        );
      }
      if (style === "ponytail") {
        const s = rng.sign();
        p(
          `M${fmt(cx + s * faceW * 0.7)},${fmt(fy - faceH * 0.6)}Q${fmt(cx + s * (faceW + 70))},${fmt(fy - faceH * 0.6)} ${fmt(cx + s * (faceW + 40))},${fmt(fy + faceH * 0.9)}Q${fmt(cx + s * (faceW + 20))},${fmt(fy)} ${fmt(cx + s * faceW * 0.9)},${fmt(fy - faceH * 0.3)}Z`,
          hairCol,
        );
      }
    } else if (headwear === "beanie") {
      const hc = hex(rng.pick(["#c94a3a", "#2f5f8f", "#e0b23a", "#3f7a4a", "#6a4a8a", "#e07a3a", "#3a3a3a"]));
      const w = faceW + 10;
      const by = fy - faceH * 0.42;
      p(
        `M${fmt(cx - w)},${fmt(by)}C${fmt(cx - w)},${fmt(hairTop - faceH * 0.55)} ${fmt(cx + w)},${fmt(hairTop - faceH * 0.55)} ${fmt(cx + w)},${fmt(by)}Z`,
        hc,
      );
      p(`M${fmt(cx - w - 4)},${fmt(by + 4)}h${fmt(w * 2 + 8)}v-30h${fmt(-(w * 2 + 8))}Z`, darken(hc, 0.15));
      let ribs = "";
      for (let k = -5; k <= 5; k++) ribs += `M${fmt(cx + k * 15 - 2)},${fmt(by + 2)}h4v-26h-4Z`;
      p(ribs, darken(hc, 0.28), op(0.5));
      if (rng.chance(0.6))
        out.push(`<circle cx="${cx}" cy="${fmt(hairTop - faceH * 0.32)}" r="20" fill="${css(lighten(hc, 0.25))}"/>`);
    } else if (headwear === "cap") {
      const hc = hex(rng.pick(["#2f5f8f", "#c94a3a", "#3f7a4a", "#e8e2d4", "#3a3a3a", "#d9963a"]));
      const w = faceW + 8;
      const by = fy - faceH * 0.45;
      p(
        `M${fmt(cx - w)},${fmt(by)}C${fmt(cx - w)},${fmt(hairTop - faceH * 0.42)} ${fmt(cx + w)},${fmt(hairTop - faceH * 0.42)} ${fmt(cx + w)},${fmt(by)}Z`,
        hc,
      );
      const dir = rng.chance(0.75) ? 0 : rng.sign();
      if (dir === 0) {
        p(
          `M${fmt(cx - w - 4)},${fmt(by)}Q${fmt(cx)},${fmt(by - 12)} ${fmt(cx + w + 4)},${fmt(by)}Q${fmt(cx + w * 0.6)},${fmt(by + 26)} ${fmt(cx)},${fmt(by + 28)}Q${fmt(cx - w * 0.6)},${fmt(by + 26)} ${fmt(cx - w - 4)},${fmt(by)}Z`,
          darken(hc, 0.18),
        );
      } else {
        p(
          `M${fmt(cx + dir * w * 0.2)},${fmt(by)}L${fmt(cx + dir * (w + 60))},${fmt(by + 8)}Q${fmt(cx + dir * (w + 50))},${fmt(by - 10)} ${fmt(cx + dir * w)},${fmt(by - 10)}Z`,
          darken(hc, 0.18),
        );
      }
      out.push(`<circle cx="${cx}" cy="${fmt(hairTop - faceH * 0.18)}" r="6" fill="${css(darken(hc, 0.2))}"/>`);
    } else if (headwear === "sunhat") {
      const hc = hex(rng.pick(["#e8d3a8", "#d9b98a", "#f2e6cc", "#c9a06a"]));
      const band = hex(rng.pick(["#c94a3a", "#2f5f8f", "#3a3a3a", "#e07a5f"]));
      const by = fy - faceH * 0.5;
      out.push(`<ellipse cx="${cx}" cy="${fmt(by)}" rx="${fmt(faceW * 2.1)}" ry="30" fill="${css(hc)}"/>`);
      p(
        `M${fmt(cx - faceW * 0.95)},${fmt(by + 4)}C${fmt(cx - faceW)},${fmt(hairTop - faceH * 0.6)} ${fmt(cx + faceW)},${fmt(hairTop - faceH * 0.6)} ${fmt(cx + faceW * 0.95)},${fmt(by + 4)}Z`,
        lighten(hc, 0.1),
      );
      p(`M${fmt(cx - faceW * 0.95)},${fmt(by + 2)}h${fmt(faceW * 1.9)}v-16h${fmt(-faceW * 1.9)}Z`, band);
    } else if (headwear === "skullcap") {
      // embroidered Central Asian skullcap (doppa) sitting on short hair
      const hc = hex(rng.pick(["#1f2a24", "#2b1f2a", "#1d2633", "#3a2418"]));
      const motif = hex(rng.pick(["#f1ece1", "#e8c15a"]));
      const w = faceW * 0.86;
      const by = fy - faceH * 0.62;
      const top = by - faceH * 0.34;
      p(
        `M${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.1)}C${fmt(cx - faceW - 6)},${fmt(hairTop - faceH * 0.2)} ${fmt(cx + faceW + 6)},${fmt(hairTop - faceH * 0.2)} ${fmt(cx + faceW + 4)},${fmt(fy - faceH * 0.1)}Q${fmt(cx)},${fmt(fy - faceH * 0.8)} ${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.1)}Z`,
        hairCol,
      );
      p(
        `M${fmt(cx - w)},${fmt(by)}L${fmt(cx - w * 0.9)},${fmt(top + 10)}Q${fmt(cx - w * 0.88)},${fmt(top)} ${fmt(cx - w * 0.7)},${fmt(top)}H${fmt(cx + w * 0.7)}Q${fmt(cx + w * 0.88)},${fmt(top)} ${fmt(cx + w * 0.9)},${fmt(top + 10)}L${fmt(cx + w)},${fmt(by)}Q${fmt(cx)},${fmt(by + 8)} ${fmt(cx - w)},${fmt(by)}Z`,
        hc,
      );
      let pat = "";
      for (const k of [-1, 0, 1]) {
        const x = cx + k * w * 0.55;
        const y = (by + top) / 2 + 4;
        pat += `M${fmt(x - 9)},${fmt(y + 6)}Q${fmt(x - 10)},${fmt(y - 10)} ${fmt(x)},${fmt(y - 12)}Q${fmt(x + 10)},${fmt(y - 10)} ${fmt(x + 9)},${fmt(y + 6)}`;
      }
      out.push(
        `<path d="${pat}" fill="none" stroke="${css(motif)}" stroke-width="3" stroke-linecap="round" ${op(0.9)}/>`,
      );
      p(
        `M${fmt(cx - w)},${fmt(by)}Q${fmt(cx)},${fmt(by + 8)} ${fmt(cx + w)},${fmt(by)}v-5Q${fmt(cx)},${fmt(by + 3)} ${fmt(cx - w)},${fmt(by - 5)}Z`,
        motif,
        op(0.8),
      );
    }
  }

  // facial features
  const eyeY = fy - faceH * rng.range(0.05, 0.12);
  const eyeDX = faceW * rng.range(0.38, 0.44);
  const eyeR = rng.range(6.5, 8.5);
  const eyeDark = hex("#2a1e1a");
  const happyEyes = rng.chance(0.22);
  const browCol = mix(hairCol, BLACK, 0.2);
  const browLift = rng.range(18, 26);
  let feats = "";
  for (const s of [-1, 1]) {
    const ex = cx + s * eyeDX;
    if (happyEyes) {
      out.push(
        `<path d="M${fmt(ex - 10)},${fmt(eyeY + 2)}Q${fmt(ex)},${fmt(eyeY - 9)} ${fmt(ex + 10)},${fmt(eyeY + 2)}" fill="none" stroke="${css(eyeDark)}" stroke-width="4" stroke-linecap="round"/>`,
      );
    } else {
      out.push(
        `<ellipse cx="${fmt(ex)}" cy="${fmt(eyeY)}" rx="${fmt(eyeR * 0.85)}" ry="${fmt(eyeR)}" fill="${css(eyeDark)}"/>`,
      );
      out.push(`<circle cx="${fmt(ex + 2.2)}" cy="${fmt(eyeY - 2.5)}" r="2.2" fill="#ffffff" ${op(0.9)}/>`);
    }
    feats += `M${fmt(ex - 15)},${fmt(eyeY - browLift + 4)}Q${fmt(ex)},${fmt(eyeY - browLift - 6)} ${fmt(ex + 15)},${fmt(eyeY - browLift + 2)}`;
  }
  if (headwear !== "beanie" || rng.chance(0.5)) {
    out.push(
      `<path d="${feats}" fill="none" stroke="${css(browCol)}" stroke-width="${fmt(rng.range(4, 6))}" stroke-linecap="round"/>`,
    );
  }
  // blush
  for (const s of [-1, 1]) {
    out.push(
      `<ellipse cx="${fmt(cx + s * eyeDX * 1.15)}" cy="${fmt(eyeY + 32)}" rx="15" ry="9" fill="#ff7a7a" ${op(skin[0] > 200 ? 0.28 : 0.18)}/>`,
    );
  }
  // nose
  const noseY = eyeY + rng.range(30, 40);
  out.push(
    `<path d="M${fmt(cx - 6)},${fmt(noseY)}Q${fmt(cx)},${fmt(noseY + 6)} ${fmt(cx + 6)},${fmt(noseY)}" fill="none" stroke="${css(darken(skinShade, 0.15))}" stroke-width="3.5" stroke-linecap="round"/>`,
  );
  // beard / moustache
  const beard = !feminine && headwear !== "hijab" && rng.chance(0.35);
  const mouthY = noseY + rng.range(22, 28);
  let drewMouth = false;
  if (beard) {
    const full = rng.chance(0.6);
    drewMouth = full;
    const bc = hairCol;
    if (full) {
      p(
        `M${fmt(cx - faceW * 0.98)},${fmt(fy + 4)}C${fmt(cx - faceW * 0.9)},${fmt(fy + faceH * 1.15)} ${fmt(cx + faceW * 0.9)},${fmt(fy + faceH * 1.15)} ${fmt(cx + faceW * 0.98)},${fmt(fy + 4)}C${fmt(cx + faceW * 0.8)},${fmt(fy + faceH * 0.5)} ${fmt(cx + faceW * 0.4)},${fmt(mouthY - 8)} ${fmt(cx)},${fmt(mouthY - 10)}C${fmt(cx - faceW * 0.4)},${fmt(mouthY - 8)} ${fmt(cx - faceW * 0.8)},${fmt(fy + faceH * 0.5)} ${fmt(cx - faceW * 0.98)},${fmt(fy + 4)}Z`,
        bc,
      );
      p(
        `M${fmt(cx - 20)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY + 14)} ${fmt(cx + 20)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY + 4)} ${fmt(cx - 20)},${fmt(mouthY - 2)}Z`,
        hex("#7a3030"),
      );
    } else {
      p(
        `M${fmt(cx - 28)},${fmt(mouthY - 2)}Q${fmt(cx - 20)},${fmt(mouthY - 16)} ${fmt(cx)},${fmt(mouthY - 12)}Q${fmt(cx + 20)},${fmt(mouthY - 16)} ${fmt(cx + 28)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY - 6)} ${fmt(cx - 28)},${fmt(mouthY - 2)}Z`,
        bc,
      );
    }
  }
  if (!drewMouth) {
    const open = rng.chance(0.45);
    const mw = rng.range(16, 24);
    if (open) {
      p(
        `M${fmt(cx - mw)},${fmt(mouthY)}Q${fmt(cx)},${fmt(mouthY + mw * 1.3)} ${fmt(cx + mw)},${fmt(mouthY)}Z`,
        hex("#7a2f2f"),
      );
      p(
        `M${fmt(cx - mw * 0.8)},${fmt(mouthY + 1)}Q${fmt(cx)},${fmt(mouthY + 8)} ${fmt(cx + mw * 0.8)},${fmt(mouthY + 1)}Z`,
        "#ffffff",
      );
    } else {
      out.push(
        `<path d="M${fmt(cx - mw)},${fmt(mouthY)}Q${fmt(cx)},${fmt(mouthY + mw * 0.9)} ${fmt(cx + mw)},${fmt(mouthY)}" fill="none" stroke="${css(hex("#7a3a34"))}" stroke-width="4.5" stroke-linecap="round"/>`,
      );
    }
  }
  // glasses
  if (rng.chance(0.22)) {
    const gc = rng.pick(["#2a2a2a", "#6a3a2a", "#2f4f8f", "#b8862f"]);
    const gr = rng.range(17, 21);
    out.push(
      `<g fill="none" stroke="${gc}" stroke-width="4"><circle cx="${fmt(cx - eyeDX)}" cy="${fmt(eyeY)}" r="${fmt(gr)}"/><circle cx="${fmt(cx + eyeDX)}" cy="${fmt(eyeY)}" r="${fmt(gr)}"/><path d="M${fmt(cx - eyeDX + gr)},${fmt(eyeY - 2)}Q${fmt(cx)},${fmt(eyeY - 10)} ${fmt(cx + eyeDX - gr)},${fmt(eyeY - 2)}M${fmt(cx - eyeDX - gr)},${fmt(eyeY - 2)}L${fmt(cx - faceW * 0.98)},${fmt(eyeY - 6)}M${fmt(cx + eyeDX + gr)},${fmt(eyeY - 2)}L${fmt(cx + faceW * 0.98)},${fmt(eyeY - 6)}"/></g>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${defs.join("")}</defs>${out.join("")}</svg>`;
}

/** Portrait rendered to a 480x480 WebP (quality 78). */
export async function renderPortrait(seed: number): Promise<Uint8Array> {
  const svg = portraitSvg(seed);
  const buf = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
