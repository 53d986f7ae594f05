import { FASHION_NEUTRALS, LOUD_COLOURS, neutralNameWeight } from '../colour/names';
import { hueDistance, hueDoubt } from '../colour/oklab';
import { lightnessSpread, smoothstep } from './palette';
import { HARMONY_TYPES, type Harmony, type HarmonyType, type PaletteColour } from './types';

/**
 * Below about this OKLCH chroma a colour is a grey whatever its name; the line is soft
 * (ACHROMATIC_BAND), so a garment measured at chroma 0.033 in one photo and 0.039 in the
 * re-encoded copy does not switch the outfit between monochrome and neutral.
 */
const ACHROMATIC = 0.035;
const ACHROMATIC_BAND: readonly [number, number] = [0.025, 0.045];
/**
 * Colours below about this share are noise (a button, a shadow); SIGNIFICANT still decides the
 * neutrals/accents lists. For the type and its score the line is soft (SIGNIFICANT_BAND, a
 * smooth step centred on 7%): a colour counts in the harmony as far as its share is into the
 * band, so a rust scarf measured at 5% in one photo and 8.5% in the resized copy moves the score
 * a little instead of flipping monochrome (7.2) to neutral + accent (8.0). The band is wide
 * because measured shares of small colours vary by ±3 points between copies of one photo.
 */
const SIGNIFICANT = 0.06;
const SIGNIFICANT_BAND: readonly [number, number] = [0, 0.14];

/** A neutral by its chroma, its name, or as surely as a name can be (gold named in words, the metal). */
function isNeutral(c: PaletteColour, achromatic = ACHROMATIC): boolean {
  return c.lch.c < achromatic || FASHION_NEUTRALS.has(c.id) || c.neutral === 1;
}

interface HueFamily { h: number; share: number; chroma: number; lightness: number }

/** Groups accent hues into families 35° wide, each with its total share and mean chroma and lightness. */
function hueFamilies(accents: PaletteColour[]): HueFamily[] {
  const families: HueFamily[] = [];
  for (const c of accents) {
    const fam = families.find((f) => hueDistance(f.h, c.lch.h) <= 35);
    if (fam) {
      fam.chroma = (fam.chroma * fam.share + c.lch.c * c.share) / (fam.share + c.share);
      fam.lightness = (fam.lightness * fam.share + c.lch.l * c.share) / (fam.share + c.share);
      fam.share += c.share;
    } else {
      families.push({ h: c.lch.h, share: c.share, chroma: c.lch.c, lightness: c.lch.l });
    }
  }
  return families;
}

/**
 * A pastel (light and soft: pink, mint, lavender, sage) opposite another colour on the painter's wheel is the
 * stylist's complementary pair, pink with green above all. OKLab puts red and green only 110–150° apart where the
 * painter's wheel puts them opposite, so the pair read as two colours fighting; saturated, the pair still can
 * (red with green, fuchsia with green), and stays a clash.
 */
const PASTEL = { lightness: 0.7, chroma: 0.1 } as const;
const PAINTERS_OPPOSITE = 110;
const pastel = (f: HueFamily): boolean => f.lightness >= PASTEL.lightness && f.chroma <= PASTEL.chroma;

function classify(palette: PaletteColour[], neutrals: PaletteColour[], accents: PaletteColour[], achromatic = ACHROMATIC): HarmonyType {
  if (palette.every((c) => c.lch.c < achromatic)) return 'monochrome';
  const chromatic = palette.filter((c) => c.lch.c >= achromatic);
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
  // A pale accent's hue is only known to within its doubt (hueDoubt): a gap is read as no wider
  // than the hues could be, so a barely tinted cream beside red is not a clash in one copy of a
  // photo and analogous in another.
  const pairs: number[] = [];
  for (let i = 0; i < families.length; i++) {
    for (let j = i + 1; j < families.length; j++) {
      const [a, b] = [families[i]!, families[j]!];
      pairs.push(Math.max(0, hueDistance(a.h, b.h) - hueDoubt(Math.min(a.chroma, b.chroma))));
    }
  }
  const maxGap = Math.max(...pairs);
  if (maxGap <= 70) return 'analogous';
  if (families.length === 2) {
    if (maxGap >= 150) return 'complementary';
    if (maxGap >= PAINTERS_OPPOSITE && families.some(pastel)) return 'complementary';
    // Two accents 70–150° apart (red with green, orange with purple) fight unless one is a small touch on a neutral base.
    const small = Math.min(families[0]!.share, families[1]!.share);
    return neutralShare >= 0.5 && small <= 0.12 ? 'neutral-accent' : 'clash';
  }
  if (families.length === 3 && pairs.every((d) => d >= 95 && d <= 145)) return 'triadic';
  return 'clash';
}

/**
 * How hard two clashing hue families fight, from the smaller one's part of the pair: orange and
 * purple in equal blocks clash outright, a purple badge on an orange suit is still a clash (the
 * label says so) but a mild one. A touch barely registers and the fight grows with its square
 * until the smaller colour is about a third of the pair (CLASH_FULL), so one point of a small
 * colour's share (two copies of one photo measure a badge at 8 % and 9 %) moves the score by
 * hundredths, not by the whole gap between a clash and a calm palette. With the smaller family's
 * colours; null unless exactly two families clash.
 */
const CLASH_FULL = 0.35;
function minorClash(accents: PaletteColour[]): { colours: PaletteColour[]; severity: number } | null {
  const families = hueFamilies(accents);
  if (families.length !== 2) return null;
  const [big, small] = families[0]!.share >= families[1]!.share ? [families[0]!, families[1]!] : [families[1]!, families[0]!];
  const colours = accents.filter((c) => hueDistance(c.lch.h, small.h) < hueDistance(c.lch.h, big.h));
  const part = small.share / (small.share + big.share);
  return { colours, severity: Math.min(1, (part / CLASH_FULL) ** 2) };
}

/** The colours that count at a significance line (at least the biggest one). */
function significant(all: PaletteColour[], line: number): PaletteColour[] {
  const palette = all.filter((c) => c.share >= line);
  return palette.length > 0 ? palette : all.slice(0, 1);
}

/**
 * The cells of a soft line: the band cut at every measured value inside it, each cell with a
 * representative line (its middle) and its weight (how much of the smooth step it covers).
 * The weights sum to 1 and each moves continuously with the measured values.
 */
function cells(values: number[], [lo, hi]: readonly [number, number], step: (lo: number, hi: number, x: number) => number = smoothstep): { at: number; weight: number }[] {
  const cuts = [lo, ...[...new Set(values.filter((v) => v > lo && v < hi))].sort((a, b) => a - b), hi];
  const out: { at: number; weight: number }[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const weight = step(lo, hi, cuts[i + 1]!) - step(lo, hi, cuts[i]!);
    if (weight > 0) out.push({ at: (cuts[i]! + cuts[i + 1]!) / 2, weight });
  }
  return out;
}

/**
 * How much each harmony type describes the palette: the classification averaged over the soft
 * significance and achromatic lines, and over the line between a neutral name and a colour's
 * name (`neutralNameWeight`: a dusty pink half a step from light grey, a denim half a step from
 * blue, is half a neutral). Weights sum to 1 and are continuous in the colours' shares, chroma and
 * hue, so a score blended from them never jumps when a colour crosses a line. With them, how much
 * of that reading has an accent colour at all (0–1).
 */
export function harmonyMix(all: PaletteColour[]): { mix: Record<HarmonyType, number>; felt: Record<HarmonyType, number>; accentWeight: number } {
  const mix = Object.fromEntries(HARMONY_TYPES.map((t) => [t, 0])) as Record<HarmonyType, number>;
  const felt = { ...mix };
  let accentWeight = 0;
  const shareCells = cells(all.map((c) => c.share), SIGNIFICANT_BAND);
  const chromaCells = cells(all.map((c) => c.lch.c), ACHROMATIC_BAND);
  // A colour named in words stands at its name's swatch, where the weight is its name's (0 or 1).
  // A measured colour counts as its name was read (`PaletteColour.neutral`).
  const named = new Map(all.map((c) => [c, c.neutral ?? neutralNameWeight(c.lab)] as const));
  const nameCells = cells([...named.values()], [0, 1], (_lo, _hi, x) => x);
  for (const s of shareCells) {
    const used = significant(all, s.at);
    for (const c of chromaCells) {
      for (const n of nameCells) {
        const neutral = (x: PaletteColour): boolean => x.lch.c < c.at || n.at < named.get(x)!;
        const neutrals = used.filter(neutral);
        const accents = used.filter((x) => !neutral(x));
        const w = s.weight * c.weight * n.weight;
        const type = classify(used, neutrals, accents, c.at);
        mix[type] += w;
        // A clash is felt as far as its smaller colour is big; the rest reads the palette with
        // that colour as a touch.
        const minor = type === 'clash' ? minorClash(accents) : null;
        if (minor) {
          const rest = used.filter((x) => !minor.colours.includes(x));
          felt.clash += w * minor.severity;
          felt[classify(rest, rest.filter(neutral), rest.filter((x) => !neutral(x)), c.at)] += w * (1 - minor.severity);
        } else felt[type] += w;
        if (accents.length) accentWeight += w;
      }
    }
  }
  return { mix, felt, accentWeight };
}

/** The dominant interpretation (the label users see); ties go to the calmer reading. */
function dominant(mix: Record<HarmonyType, number>): HarmonyType {
  return HARMONY_TYPES.reduce((best, t) => (mix[t] > mix[best] + 1e-9 ? t : best), HARMONY_TYPES[0]);
}

/** Harmony of a palette (measured from a photo or named in a description). */
export function analyseHarmony(input: PaletteColour[]): Harmony {
  const total = input.reduce((s, c) => s + c.share, 0) || 1;
  const all = input.map((c) => ({ ...c, share: c.share / total }));
  const used = significant(all, SIGNIFICANT);
  const neutrals = used.filter((c) => isNeutral(c));
  const accents = used.filter((c) => !isNeutral(c));
  const { mix, felt, accentWeight } = harmonyMix(all);
  const colourfulness = all.reduce((s, c) => s + c.share * c.lch.c, 0);
  const loudShare = all.reduce((s, c) => s + (LOUD_COLOURS.has(c.id) && c.lch.c > 0.13 ? c.share : 0), 0);
  return {
    type: dominant(mix),
    mix,
    felt,
    accentWeight,
    neutrals: [...new Set(neutrals.map((c) => c.id))],
    accents: [...new Set(accents.map((c) => c.id))],
    // Every colour by its share (continuous), not only those above the significance line.
    lightnessContrast: lightnessSpread(all),
    colourfulness,
    loudShare,
  };
}
