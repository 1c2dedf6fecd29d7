import type { RGB } from "../colour";
import { at, type Pt, ridgeY } from "../math";
import { areaD, fmt, op, polyD } from "../svg";
import { type Ctx, path } from "./canvas";

export function pineD(x: number, b: number, h: number, w: number, tiers: number): string {
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

export function roundTreeD(x: number, b: number, h: number, w: number): string {
  const r = w / 2;
  const cy = b - h + r;
  const tw = w * 0.08;
  return `M${fmt(x - r)},${fmt(cy)}a${fmt(r)},${fmt(r)} 0 1,1 ${fmt(w)},0a${fmt(r)},${fmt(r)} 0 1,1 ${fmt(-w)},0ZM${fmt(x - tw)},${fmt(cy)}h${fmt(tw * 2)}V${fmt(b)}h${fmt(-tw * 2)}Z`;
}

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
export function forestLayer(
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
