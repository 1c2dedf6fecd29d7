/** The landscape being drawn, and the helpers that add gradients, clips and paths to it. */

import type { Random } from "../../random";
import { css, mix, type RGB } from "../colour";
import { clamp } from "../math";
import { fmt, pathXml } from "../svg";
import type { Sky } from "./light";

export interface Ctx {
  rng: Random;
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

/** Gradient stops: offset, colour and, when given, opacity. */
type Stops = readonly (readonly [number, RGB, number?])[];

function stopsXml(stops: Stops): string {
  return stops
    .map(
      ([o, col, op]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${css(col)}"${op === undefined ? "" : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`,
    )
    .join("");
}

export function vGrad(c: Ctx, stops: Stops, y1: number, y2: number): string {
  const id = nextId(c, "g");
  const s = stopsXml(stops);
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${fmt(y1)}" x2="0" y2="${fmt(y2)}">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function hGrad(c: Ctx, stops: Stops, x1: number, x2: number): string {
  const id = nextId(c, "g");
  const s = stopsXml(stops);
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(x1)}" y1="0" x2="${fmt(x2)}" y2="0">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function rGrad(c: Ctx, cx: number, cy: number, r: number, stops: Stops): string {
  const id = nextId(c, "r");
  const s = stopsXml(stops);
  c.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}">${s}</radialGradient>`,
  );
  return `url(#${id})`;
}

export function clipDef(c: Ctx, d: string): string {
  const id = nextId(c, "c");
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `url(#${id})`;
}

export function path(c: Ctx, d: string, fill: string | RGB, extra = ""): void {
  c.out.push(pathXml(d, fill, extra));
}

/** Atmospheric perspective: depth 0 = nearest, 1 = farthest. */
export function atmos(c: Ctx, base: RGB, depth: number): RGB {
  const d = clamp(depth, 0, 1);
  let col = mix(base, c.sky.haze, d ** 1.15 * 0.85);
  const dark = (1 - c.sky.light) * (1 - d) * 0.85;
  col = mix(col, c.sky.shadow, dark);
  return col;
}

/** Tint a land colour by the light of the current time of day. */
export function lit(c: Ctx, base: RGB, k = 0.18): RGB {
  const t = c.sky.tod;
  if (t === "golden" || t === "dawn" || t === "dusk") return mix(base, c.sky.glow, k);
  if (t === "night") return mix(base, c.sky.shadow, 0.55);
  return base;
}
