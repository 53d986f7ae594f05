import type { RatingComponent } from '@fitrater/contracts';
import type { RegionSignals } from '../signals/types';
import type { VisionReport } from './types';

/** Explicit photos are refused: nsfwjs' porn/hentai classes, not 'sexy' (swimwear and party dresses are fine). */
export function isExplicit(v: Pick<VisionReport, 'explicit'>): boolean {
  const e = v.explicit;
  if (!e) return false;
  return e.porn >= 0.6 || e.hentai >= 0.6 || e.porn + e.hentai >= 0.75;
}

/** The located regions as the scoring reads them. */
export function regionSignals(v: VisionReport): Partial<Record<RatingComponent, RegionSignals>> {
  const out: Partial<Record<RatingComponent, RegionSignals>> = {};
  for (const [part, r] of Object.entries(v.regions)) {
    if (r && r.palette.length) out[part as RatingComponent] = { palette: r.palette, confidence: r.confidence };
  }
  return out;
}
