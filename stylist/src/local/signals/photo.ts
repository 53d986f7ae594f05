import sharp from 'sharp';
import type { PreparedImage } from '../../stylist';
import { rgbToOklab } from '../colour/oklab';
import { analyseHarmony } from './harmony';
import { dominantColours, type Samples } from './palette';
import type { PhotoQuality, PhotoSignals } from './types';

/** Working size: big enough for blur and palette, small enough to stay far under 100 ms. */
const WORK = 256;
/** Palette samples are 4×4 block means of the working image. */
const BLOCK = 4;
/** Below this 99.9th-percentile |Laplacian| the sharpest edges of the frame are soft. */
const BLUR_EDGE = 10;

export interface DecodedPhoto {
  rgb: Buffer;
  width: number;
  height: number;
}

export async function decodePhoto(image: PreparedImage): Promise<DecodedPhoto> {
  const { data, info } = await sharp(image.bytes, { failOn: 'none', limitInputPixels: 40_000_000 })
    .resize(WORK, WORK, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

/** Block-averaged OKLab samples, weighted toward the central vertical band where a person usually stands. */
export function sampleOklab(p: DecodedPhoto): Samples {
  const cols = Math.max(1, Math.floor(p.width / BLOCK));
  const rows = Math.max(1, Math.floor(p.height / BLOCK));
  const bw = Math.max(1, Math.floor(p.width / cols));
  const bh = Math.max(1, Math.floor(p.height / rows));
  const n = cols * rows;
  const s: Samples = { L: new Float64Array(n), a: new Float64Array(n), b: new Float64Array(n), w: new Float64Array(n), count: n };
  let i = 0;
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      let r = 0; let g = 0; let b = 0; let c = 0;
      for (let y = by * bh; y < (by + 1) * bh && y < p.height; y++) {
        for (let x = bx * bw; x < (bx + 1) * bw && x < p.width; x++) {
          const o = (y * p.width + x) * 3;
          r += p.rgb[o]!; g += p.rgb[o + 1]!; b += p.rgb[o + 2]!; c++;
        }
      }
      const lab = rgbToOklab(Math.round(r / c), Math.round(g / c), Math.round(b / c));
      const dx = Math.abs((bx + 0.5) / cols - 0.5);
      s.L[i] = lab.L; s.a[i] = lab.a; s.b[i] = lab.b;
      s.w[i] = dx < 0.25 ? 1 : 1 - 1.3 * (dx - 0.25) * 2;
      i++;
    }
  }
  return s;
}

/** Laplacian statistics on the luma: variance, and the 99.9th percentile of |Laplacian| (edge crispness). */
function laplacian(p: DecodedPhoto): { variance: number; p999: number; lumaStd: number } {
  const { width: w, height: h, rgb } = p;
  const luma = new Float64Array(w * h);
  let sum = 0;
  for (let i = 0; i < w * h; i++) {
    const v = 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;
    luma[i] = v; sum += v;
  }
  const mean = sum / (w * h);
  let sq = 0;
  for (let i = 0; i < w * h; i++) sq += (luma[i]! - mean) ** 2;
  const hist = new Uint32Array(1021);
  let n = 0; let ls = 0; let lsq = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const v = luma[i - 1]! + luma[i + 1]! + luma[i - w]! + luma[i + w]! - 4 * luma[i]!;
      ls += v; lsq += v * v; n++;
      hist[Math.min(1020, Math.round(Math.abs(v)))]!++;
    }
  }
  if (n === 0) return { variance: 0, p999: 0, lumaStd: Math.sqrt(sq / (w * h)) };
  let seen = 0; let p999 = 0;
  for (let v = 1020; v >= 0; v--) { seen += hist[v]!; if (seen >= n * 0.001) { p999 = v; break; } }
  return { variance: lsq / n - (ls / n) ** 2, p999, lumaStd: Math.sqrt(sq / (w * h)) };
}

export function measureQuality(p: DecodedPhoto, samples: Samples, original: { width: number; height: number }): PhotoQuality {
  let L = 0; let dark = 0; let bright = 0;
  for (let i = 0; i < samples.count; i++) {
    const l = samples.L[i]!;
    L += l;
    if (l < 0.2) dark++;
    if (l > 0.97) bright++;
  }
  const brightness = L / samples.count;
  const lap = laplacian(p);
  const darkClip = dark / samples.count;
  const brightClip = bright / samples.count;
  return {
    width: original.width,
    height: original.height,
    brightness,
    darkClip,
    brightClip,
    sharpness: lap.variance,
    edgeCrispness: lap.p999,
    detail: lap.lumaStd,
    dark: brightness < 0.22 || darkClip > 0.85,
    overexposed: brightness > 0.92 && brightClip > 0.55,
    // Crisp edges give a high |Laplacian| tail; a flat frame with no detail is not called blurry.
    blurry: lap.lumaStd > 8 && lap.p999 < Math.max(BLUR_EDGE, lap.lumaStd * 0.25),
    small: Math.min(original.width, original.height) < 320,
  };
}

export async function measurePhoto(image: PreparedImage): Promise<PhotoSignals> {
  const decoded = await decodePhoto(image);
  const samples = sampleOklab(decoded);
  const quality = measureQuality(decoded, samples, { width: image.width, height: image.height });
  const raw = dominantColours(samples);
  const total = raw.reduce((t, c) => t + c.share, 0) || 1;
  const palette = raw.map((c) => ({ ...c, share: c.share / total }));
  return { quality, palette, harmony: analyseHarmony(palette) };
}
