import { FASHION_NEUTRALS, LOUD_COLOURS } from '../colour/names';
import { hueDistance } from '../colour/oklab';
import { lightnessSpread } from './palette';
import type { Harmony, HarmonyType, PaletteColour } from './types';

/** Below this OKLCH chroma a colour is a grey whatever its name. */
const ACHROMATIC = 0.035;
/** Colours below this share are noise (a button, a shadow). */
const SIGNIFICANT = 0.06;

function isNeutral(c: PaletteColour): boolean {
  return c.lch.c < ACHROMATIC || FASHION_NEUTRALS.has(c.id);
}

/** Groups accent hues into families 35° wide, each with its total share and mean chroma. */
function hueFamilies(accents: PaletteColour[]): { h: number; share: number; chroma: number }[] {
  const families: { h: number; share: number; chroma: number }[] = [];
  for (const c of accents) {
    const fam = families.find((f) => hueDistance(f.h, c.lch.h) <= 35);
    if (fam) {
      fam.chroma = (fam.chroma * fam.share + c.lch.c * c.share) / (fam.share + c.share);
      fam.share += c.share;
    } else {
      families.push({ h: c.lch.h, share: c.share, chroma: c.lch.c });
    }
  }
  return families;
}

function classify(palette: PaletteColour[], neutrals: PaletteColour[], accents: PaletteColour[]): HarmonyType {
  if (palette.every((c) => c.lch.c < ACHROMATIC)) return 'monochrome';
  const chromatic = palette.filter((c) => c.lch.c >= ACHROMATIC);
  const allHues = hueFamilies(chromatic);
  if (accents.length === 0) {
    // Only neutrals: one tinted family (all navy, all camel) is tonal; mixed neutrals make a neutral base.
    return allHues.length <= 1 && neutrals.length <= 2 && chromatic.length === palette.length ? 'monochrome' : 'neutral';
  }
  const families = hueFamilies(accents);
  const neutralShare = neutrals.reduce((s, c) => s + c.share, 0);
  if (families.length === 1) {
    if (neutralShare >= 0.25) return 'neutral-accent';
    return 'monochrome';
  }
  const pairs: number[] = [];
  for (let i = 0; i < families.length; i++) {
    for (let j = i + 1; j < families.length; j++) pairs.push(hueDistance(families[i]!.h, families[j]!.h));
  }
  const maxGap = Math.max(...pairs);
  if (maxGap <= 70) return 'analogous';
  if (families.length === 2) {
    if (maxGap >= 150) return 'complementary';
    // Two accents 70–150° apart (red with green, orange with purple) fight unless one is a small touch on a neutral base.
    const small = Math.min(families[0]!.share, families[1]!.share);
    return neutralShare >= 0.5 && small <= 0.12 ? 'neutral-accent' : 'clash';
  }
  if (families.length === 3 && pairs.every((d) => d >= 95 && d <= 145)) return 'triadic';
  return 'clash';
}

/** Harmony of a palette (measured from a photo or named in a description). */
export function analyseHarmony(input: PaletteColour[]): Harmony {
  const total = input.reduce((s, c) => s + c.share, 0) || 1;
  const all = input.map((c) => ({ ...c, share: c.share / total }));
  const palette = all.filter((c) => c.share >= SIGNIFICANT);
  const used = palette.length > 0 ? palette : all.slice(0, 1);
  const neutrals = used.filter(isNeutral);
  const accents = used.filter((c) => !isNeutral(c));
  const colourfulness = all.reduce((s, c) => s + c.share * c.lch.c, 0);
  const loudShare = all.reduce((s, c) => s + (LOUD_COLOURS.has(c.id) && c.lch.c > 0.13 ? c.share : 0), 0);
  return {
    type: classify(used, neutrals, accents),
    neutrals: [...new Set(neutrals.map((c) => c.id))],
    accents: [...new Set(accents.map((c) => c.id))],
    // Every colour by its share (continuous), not only those above the significance line.
    lightnessContrast: lightnessSpread(all),
    colourfulness,
    loudShare,
  };
}
