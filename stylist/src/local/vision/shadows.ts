import { toOklch } from '../colour/oklab';
import type { PaletteColour } from '../signals/types';

/** Hue is readable from this chroma: below it a dark cluster is black or charcoal cloth, not a shadow. */
const HUE_READABLE = 0.025;
const SAME_HUE_DEG = 25;

const hueGap = (a: number, b: number): number => { const d = Math.abs(a - b) % 360; return d > 180 ? 360 - d : d; };

/**
 * Folds shadows back into the garment colour they belong to: a darker cluster of the same hue as a clearly coloured one is that colour in another light — the
 * dark fold of a burgundy skirt is still burgundy. Only when the lit colour covers at least half as
 * much as its shadow: a black top with a little wine hair beside it stays black.
 */
export function foldLight(palette: readonly PaletteColour[]): PaletteColour[] {
  const cs = palette.map((c) => ({ ...c, lch: toOklch(c.lab) }));
  const gone = new Set<number>();
  const order = cs.map((_, i) => i).sort((a, b) => cs[b]!.share - cs[a]!.share);
  for (const i of [...order].reverse()) {
    const c = cs[i]!;
    if (c.lch.c < HUE_READABLE) continue;
    const host = order.find((j) => {
      if (j === i || gone.has(j)) return false;
      const h = cs[j]!;
      if (h.lch.c < 0.05 || hueGap(h.lch.h, c.lch.h) > SAME_HUE_DEG || h.share < c.share * 0.5) return false;
      // Highlights are left alone: paler clusters beside a garment are as often skin or background.
      return c.lab.L < h.lab.L - 0.04;
    });
    if (host === undefined) continue;
    cs[host]!.share += c.share;
    gone.add(i);
  }
  return cs.filter((_, i) => !gone.has(i)).sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
}
