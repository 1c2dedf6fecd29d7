import type { Random } from "../../random";

/** 1-D midpoint displacement, 2^levels+1 samples, roughly in [-1, 1]. */
export function mpd(rng: Random, levels: number, rough: number): number[] {
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
export function sineLine(rng: Random, octaves: number, baseFreq: number): (x: number) => number {
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
