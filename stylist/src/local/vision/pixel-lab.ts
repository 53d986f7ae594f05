import { rgbToOklab, type Oklab } from '../colour/oklab';
import type { WorkImage } from './types';

/**
 * A photo's pixels in OKLab, converted once, with the skin test's answer remembered per pixel:
 * every garment, waist band and floor sample reads the same pixels, and converting them once
 * (without an object per pixel) keeps the analysis cheap.
 */
export interface LabImage {
  width: number;
  height: number;
  /** The pixel at index `i` (y × width + x) as a new OKLab value. */
  at(i: number): Oklab;
  skin(i: number): boolean;
  /** How surely the pixel is skin (0–1; `skin` is true from a half), where a degree was given. */
  skinDegree(i: number): number;
}

export function labImage(img: WorkImage, isSkin: (c: Oklab) => boolean, degree?: (c: Oklab) => number): LabImage {
  const n = img.width * img.height;
  const L = new Float32Array(n); const A = new Float32Array(n); const B = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const c = rgbToOklab(img.rgb[i * 3]!, img.rgb[i * 3 + 1]!, img.rgb[i * 3 + 2]!);
    L[i] = c.L; A[i] = c.a; B[i] = c.b;
  }
  // 0: not asked yet, 1: skin, 2: not skin.
  const skin = new Uint8Array(n);
  // NaN: not asked yet.
  const degrees = new Float32Array(n).fill(Number.NaN);
  const scratch: Oklab = { L: 0, a: 0, b: 0 };
  return {
    width: img.width,
    height: img.height,
    at: (i) => ({ L: L[i]!, a: A[i]!, b: B[i]! }),
    skin(i) {
      if (!skin[i]) {
        scratch.L = L[i]!; scratch.a = A[i]!; scratch.b = B[i]!;
        skin[i] = isSkin(scratch) ? 1 : 2;
      }
      return skin[i] === 1;
    },
    skinDegree(i) {
      if (!degree) return this.skin(i) ? 1 : 0;
      if (Number.isNaN(degrees[i]!)) {
        scratch.L = L[i]!; scratch.a = A[i]!; scratch.b = B[i]!;
        degrees[i] = degree(scratch);
      }
      return degrees[i]!;
    },
  };
}
