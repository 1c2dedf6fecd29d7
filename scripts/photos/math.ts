export type Pt = readonly [number, number];

export function at<T>(arr: readonly T[], i: number): T {
  const v = arr[Math.max(0, Math.min(arr.length - 1, i))];
  if (v === undefined) throw new Error("index on empty array");
  return v;
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function clamp(v: number, a: number, b: number): number {
  return Math.max(a, Math.min(b, v));
}

/** y of a ridge (sorted by x) at x. */
export function ridgeY(ridge: readonly Pt[], x: number): number {
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
