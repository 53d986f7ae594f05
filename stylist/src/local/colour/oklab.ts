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

/** The sRGB transfer curve undone: 8-bit channel → linear light 0–1 (a table lookup). */
export const srgbToLinear = (v: number): number => LINEAR[v & 255]!;

/** The sRGB curve sampled finely enough in linear light that a table lookup stays within a tenth of a level. */
const ENCODE = new Float32Array(8193);
for (let i = 0; i <= 8192; i++) {
  const v = i / 8192;
  ENCODE[i] = 255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);
}

/** Linear light 0–1 → sRGB on the 0–255 scale (unrounded), clipped. */
export function linearToSrgb(v: number): number {
  if (v <= 0) return 0;
  if (v >= 1) return 255;
  if (v < 0.0031308) return v * 12.92 * 255;
  const x = v * 8192; const i = Math.floor(x);
  return ENCODE[i]! + (ENCODE[i + 1]! - ENCODE[i]!) * (x - i);
}

/** Linear sRGB → the LMS cone-like space OKLab is built on (Ottosson's M1; sRGB white is 1, 1, 1). */
export function linearToLms(r: number, g: number, b: number): [number, number, number] {
  return [
    0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
    0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
    0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b,
  ];
}

/** The inverse of `linearToLms`. */
export function lmsToLinear(l: number, m: number, s: number): [number, number, number] {
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** OKLab of a colour given in LMS (before the cube root). */
export function lmsToOklab(l: number, m: number, s: number): Oklab {
  const l_ = Math.cbrt(l); const m_ = Math.cbrt(m); const s_ = Math.cbrt(s);
  return {
    L: 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_,
    a: 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_,
    b: 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_,
  };
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

/** Chroma at which a colour's hue is measured to about ±14°; it is the reference for hueNoise. */
const HUE_FIRM_CHROMA = 0.07;
/**
 * Sensor and JPEG noise moves a pixel's colour by about the same a-b distance whatever its chroma,
 * so the hue it moves by grows as the chroma falls: a chord that spans 28° at chroma 0.07 spans
 * 50° at chroma 0.04, where a pale shirt's hue reads pink in one copy of a photo and lavender in
 * another. The angle that chord subtends at `chroma` (180 once the chroma is under half of it).
 */
export function hueNoise(chroma: number): number {
  const chord = 2 * HUE_FIRM_CHROMA * Math.sin((14 * Math.PI) / 180);
  const half = chord / (2 * Math.max(chroma, 1e-6));
  return half >= 1 ? 180 : (2 * Math.asin(half) * 180) / Math.PI;
}

/** How much more a hue at `chroma` is in doubt than a firm colour's (0 from chroma 0.07 up). */
export function hueDoubt(chroma: number): number {
  return Math.max(0, hueNoise(chroma) - hueNoise(HUE_FIRM_CHROMA));
}

/** Smallest angle between two hues, 0–180. */
export function hueDistance(h1: number, h2: number): number {
  const d = Math.abs(h1 - h2) % 360;
  return d > 180 ? 360 - d : d;
}
