// Deterministic pseudo-randomness: the same gadget and instant always give the same value, so a restarted
// simulator regenerates exactly the readings it produced before (and ingest reports them as duplicates).

/** FNV-1a of a string → 32-bit seed. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Uniform in [0, 1) for (seed, stream, n). */
export function rand(seed: number, stream: number, n: number): number {
  let x = (seed ^ Math.imul(stream + 1, 0x9e3779b9) ^ Math.imul(Math.floor(n) | 0, 0x85ebca6b)) >>> 0;
  x ^= Math.floor(n / 0x100000000) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  x ^= x >>> 16;
  return (x >>> 0) / 0x100000000;
}

/** Smooth noise in [-1, 1] that changes over about `periodMs` (cosine-interpolated value noise). */
export function smooth(seed: number, stream: number, t: number, periodMs: number): number {
  const x = t / periodMs;
  const i = Math.floor(x);
  const f = (1 - Math.cos((x - i) * Math.PI)) / 2;
  const a = rand(seed, stream, i) * 2 - 1;
  const b = rand(seed, stream, i + 1) * 2 - 1;
  return a + (b - a) * f;
}

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
export const round1 = (v: number) => Math.round(v * 10) / 10;
