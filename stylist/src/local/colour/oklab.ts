/**
 * sRGB ↔ OKLab / OKLCH (Björn Ottosson's matrices). Written out here rather than
 * pulled from a colour library: the palette step converts thousands of pixels
 * per photo and a lookup table for the sRGB transfer curve keeps that cheap.
 */
export interface Oklab { L: number; a: number; b: number }
export interface Oklch { l: number; c: number; /** degrees 0–360 */ h: number }

const LINEAR = new Float64Array(256);
for (let i = 0; i < 256; i++) {
  const v = i / 255;
  LINEAR[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** 8-bit sRGB channels → OKLab. */
export function rgbToOklab(r: number, g: number, b: number): Oklab {
  const lr = LINEAR[r & 255]!;
  const lg = LINEAR[g & 255]!;
  const lb = LINEAR[b & 255]!;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return {
    L: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

export function hexToOklab(hex: string): Oklab {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return rgbToOklab((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

export function toOklch(c: Oklab): Oklch {
  const chroma = Math.hypot(c.a, c.b);
  let h = (Math.atan2(c.b, c.a) * 180) / Math.PI;
  if (h < 0) h += 360;
  return { l: c.L, c: chroma, h };
}

export function deltaE(x: Oklab, y: Oklab): number {
  return Math.hypot(x.L - y.L, x.a - y.a, x.b - y.b);
}

/** Smallest angle between two hues, 0–180. */
export function hueDistance(h1: number, h2: number): number {
  const d = Math.abs(h1 - h2) % 360;
  return d > 180 ? 360 - d : d;
}
