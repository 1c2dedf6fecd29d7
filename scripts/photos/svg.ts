/** SVG text: numbers rounded to a tenth keep the markup small and stable. */
import { css, type RGB } from "./colour";
import { at, clamp, type Pt } from "./math";

export const fmt = (n: number): string => {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? "0" : String(v);
};

export function op(v: number): string {
  return `opacity="${Math.round(clamp(v, 0, 1) * 1000) / 1000}"`;
}

export function polyD(pts: readonly Pt[], close = true): string {
  let d = "";
  pts.forEach((p, i) => {
    d += `${i === 0 ? "M" : "L"}${fmt(p[0])},${fmt(p[1])}`;
  });
  return close ? `${d}Z` : d;
}

/** Catmull-Rom spline through points, as cubic béziers (no leading M). */
export function smoothSegs(pts: readonly Pt[]): string {
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
export function areaD(ridge: readonly Pt[], bottom: number, smooth: boolean): string {
  const first = at(ridge, 0);
  const last = at(ridge, ridge.length - 1);
  const top = smooth ? `M${fmt(first[0])},${fmt(first[1])}${smoothSegs(ridge)}` : polyD(ridge, false);
  return `${top}L${fmt(last[0])},${fmt(bottom)}L${fmt(first[0])},${fmt(bottom)}Z`;
}

/** A filled path; `extra` holds further attributes such as opacity or a clip. */
export function pathXml(d: string, fill: string | RGB, extra = ""): string {
  const f = typeof fill === "string" ? fill : css(fill);
  return `<path d="${d}" fill="${f}"${extra ? ` ${extra}` : ""}/>`;
}
