import type { Oklab } from './oklab';

/** The median of some values (a typed array sorts numerically without a comparator, and fast). */
export function median(v: ArrayLike<number>): number {
  if (!v.length) return 0;
  const s = Float64Array.from(v).sort();
  return s[Math.floor(s.length / 2)]!;
}

/** The per-channel median of some colours: where most of them lie, whatever a few outliers do. */
export function medianColour(cs: readonly Oklab[]): Oklab {
  const n = cs.length;
  const L = new Float64Array(n); const a = new Float64Array(n); const b = new Float64Array(n);
  for (let i = 0; i < n; i++) { L[i] = cs[i]!.L; a[i] = cs[i]!.a; b[i] = cs[i]!.b; }
  return { L: median(L), a: median(a), b: median(b) };
}
