import { nearestColourName } from '../colour/names';
import { deltaE, toOklch, type Oklab } from '../colour/oklab';
import type { PaletteColour } from './types';

export interface Samples {
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
  w: Float64Array;
  count: number;
}

const K = 8;
const ITERATIONS = 12;
const MERGE_DELTA_E = 0.045;
const MIN_SHARE = 0.025;

interface Cluster { L: number; a: number; b: number; w: number }

/** Deterministic farthest-point seeding: start at the sample nearest the weighted mean, then keep the farthest. */
function seed(s: Samples): Cluster[] {
  let mL = 0; let ma = 0; let mb = 0; let tw = 0;
  for (let i = 0; i < s.count; i++) { const w = s.w[i]!; mL += s.L[i]! * w; ma += s.a[i]! * w; mb += s.b[i]! * w; tw += w; }
  const mean = { L: mL / tw, a: ma / tw, b: mb / tw };
  const minD = new Float64Array(s.count).fill(Infinity);
  const centres: Cluster[] = [];
  let next = 0; let nd = Infinity;
  for (let i = 0; i < s.count; i++) {
    const d = (s.L[i]! - mean.L) ** 2 + (s.a[i]! - mean.a) ** 2 + (s.b[i]! - mean.b) ** 2;
    if (d < nd) { nd = d; next = i; }
  }
  while (centres.length < K) {
    const c = { L: s.L[next]!, a: s.a[next]!, b: s.b[next]!, w: 0 };
    centres.push(c);
    let far = -1; let farD = 0;
    for (let i = 0; i < s.count; i++) {
      const d = (s.L[i]! - c.L) ** 2 + (s.a[i]! - c.a) ** 2 + (s.b[i]! - c.b) ** 2;
      if (d < minD[i]!) minD[i] = d;
      // Weighting by the sample's weight keeps a few edge pixels from becoming a centre.
      if (minD[i]! * s.w[i]! > farD) { farD = minD[i]! * s.w[i]!; far = i; }
    }
    if (far < 0 || farD < 1e-6) break;
    next = far;
  }
  return centres;
}

function kmeans(s: Samples): Cluster[] {
  const centres = seed(s);
  const assign = new Int32Array(s.count);
  for (let it = 0; it < ITERATIONS; it++) {
    const acc = centres.map(() => ({ L: 0, a: 0, b: 0, w: 0 }));
    for (let i = 0; i < s.count; i++) {
      let best = 0; let bd = Infinity;
      for (let k = 0; k < centres.length; k++) {
        const c = centres[k]!;
        const d = (s.L[i]! - c.L) ** 2 + (s.a[i]! - c.a) ** 2 + (s.b[i]! - c.b) ** 2;
        if (d < bd) { bd = d; best = k; }
      }
      assign[i] = best;
      const t = acc[best]!; const w = s.w[i]!;
      t.L += s.L[i]! * w; t.a += s.a[i]! * w; t.b += s.b[i]! * w; t.w += w;
    }
    for (let k = 0; k < centres.length; k++) {
      const t = acc[k]!; const c = centres[k]!;
      if (t.w > 0) { c.L = t.L / t.w; c.a = t.a / t.w; c.b = t.b / t.w; }
      c.w = t.w;
    }
  }
  return centres.filter((c) => c.w > 0);
}

function mergeInto(into: Cluster, c: Cluster): void {
  const w = into.w + c.w;
  into.L = (into.L * into.w + c.L * c.w) / w;
  into.a = (into.a * into.w + c.a * c.w) / w;
  into.b = (into.b * into.w + c.b * c.w) / w;
  into.w = w;
}

/** Dominant colours of weighted OKLab samples, biggest first, merged by name. */
export function dominantColours(s: Samples): PaletteColour[] {
  const clusters = kmeans(s).sort((x, y) => y.w - x.w);
  const merged: Cluster[] = [];
  for (const c of clusters) {
    const near = merged.find((m) => deltaE(m as Oklab, c as Oklab) < MERGE_DELTA_E);
    if (near) mergeInto(near, c); else merged.push({ ...c });
  }
  const total = merged.reduce((t, c) => t + c.w, 0) || 1;
  const byName = new Map<string, Cluster>();
  for (const c of merged) {
    const id = nearestColourName(c);
    const prev = byName.get(id);
    if (prev) mergeInto(prev, c); else byName.set(id, { ...c });
  }
  return [...byName.entries()]
    .map(([id, c]) => {
      const lab = { L: c.L, a: c.a, b: c.b };
      return { id: id as PaletteColour['id'], lab, lch: toOklch(lab), share: c.w / total };
    })
    .filter((c) => c.share >= MIN_SHARE)
    .sort((x, y) => y.share - x.share || x.id.localeCompare(y.id));
}

/** 0 below `a`, 1 above `b`, a smooth (Hermite) step between. */
export function smoothstep(a: number, b: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

const normalised = (palette: readonly PaletteColour[]): { share: number; L: number }[] => {
  const total = palette.reduce((s, c) => s + c.share, 0);
  return total > 0 ? palette.map((c) => ({ share: c.share / total, L: c.lab.L })) : [];
};

/**
 * Lightness contrast of a palette, continuous in its colours' shares: twice the share-weighted
 * standard deviation of OKLab L. Two colours half and half give their lightness gap (as the
 * lightest-minus-darkest range did); a colour covering a few percent moves it a little, in
 * proportion, instead of switching the whole gap on or off as it crosses a significance line
 * (a mirrored or re-encoded photo measures slightly different shares).
 */
export function lightnessSpread(palette: readonly PaletteColour[]): number {
  const cs = normalised(palette);
  if (cs.length < 2) return 0;
  const mean = cs.reduce((s, c) => s + c.share * c.L, 0);
  const variance = cs.reduce((s, c) => s + c.share * (c.L - mean) ** 2, 0);
  return 2 * Math.sqrt(variance);
}

/**
 * How much a palette has more than one colour, smoothly: 0 when the second-biggest colour
 * covers ≤ 3% (a button, a shadow), 1 from 9%, in between a smooth step (no hard 6% line).
 */
export function secondColourWeight(palette: readonly PaletteColour[]): number {
  const shares = normalised(palette).map((c) => c.share).sort((a, b) => b - a);
  return shares.length < 2 ? 0 : smoothstep(0.03, 0.09, shares[1]!);
}
