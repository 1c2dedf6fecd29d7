/** Seeded randomness: the same seed draws the same picture on every machine. */

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

export function hashSeed(...parts: number[]): number {
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

export class Rng {
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
