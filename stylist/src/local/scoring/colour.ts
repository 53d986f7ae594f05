import { HARMONY_TYPES, type Harmony, type HarmonyType, type PaletteColour } from '../signals/types';
import type { OccasionProfile } from '../occasion-profiles';
import { secondColourWeight, smoothstep } from '../signals/palette';

export type ColourMood = 'tooLoud' | 'welcome' | 'tooQuiet' | null;
export type ContrastLevel = 'low' | 'balanced' | 'high' | null;

export interface ColourVerdict {
  palette: PaletteColour[];
  harmony: Harmony;
  mood: ColourMood;
  contrast: ContrastLevel;
  weddingWhite: boolean;
  /** 0–10, colour story only. */
  score: number;
}

const HARMONY_SCORE: Record<HarmonyType, number> = {
  monochrome: 7.2, neutral: 7.6, 'neutral-accent': 8, analogous: 7.5, complementary: 7.1, triadic: 6.4, clash: 4.4,
};

/**
 * Score effect of the outfit's lightness contrast: flat (-0.4) up to 0.09, +0.2 from 0.15 to 0.64,
 * back to 0 from 0.72 on (stark, not wrong), linear between; the labels switch at 0.12 and 0.68.
 */
export function contrastEffect(lc: number): number {
  const lerp = (x0: number, x1: number, y0: number, y1: number): number => y0 + (y1 - y0) * Math.max(0, Math.min(1, (lc - x0) / (x1 - x0)));
  return lc < 0.15 ? lerp(0.09, 0.15, -0.4, 0.2) : lerp(0.64, 0.72, 0.2, 0);
}

/** Scores a palette's harmony, contrast and loudness against what the occasion expects. */
/**
 * The harmony's effect on the score, blended by how much each type is felt in the palette
 * (`Harmony.felt`): no step when a small colour's share or a garment's chroma crosses a line.
 */
export function harmonyScore(harmony: Pick<Harmony, 'felt'>): number {
  return HARMONY_TYPES.reduce((s, t) => s + harmony.felt[t] * HARMONY_SCORE[t], 0);
}

/**
 * `statement`: a piece said to carry its own shine or print (sequins, glitter, a metallic, a leopard skirt, a camo
 * jacket). At an occasion that wants life, that piece is the life: a stylist does not call a silver sequin dress with
 * black heels quiet, nor ask for an accent colour on top of it, so a neutral palette is neither charged nor praised
 * for colour it does not have.
 */
export function judgeColours(palette: PaletteColour[], harmony: Harmony, p: OccasionProfile, statement = false): ColourVerdict {
  // The score is taken by how each type is felt (a mild clash as mild), the words by the label's mix.
  const { mix, felt } = harmony;
  let score = harmonyScore(harmony);
  let mood: ColourMood = null;
  if (p.palette === 'calm') {
    const loud = 3.2 * harmony.loudShare + Math.max(0, harmony.colourfulness - 0.1) * 14;
    if (loud > 0.5 || harmony.type === 'clash') mood = 'tooLoud';
    score -= loud + 0.8 * felt.clash;
    score += 0.3 * (felt.neutral + felt['neutral-accent'] + felt.monochrome);
  } else if (p.palette === 'expressive' && !statement) {
    // Too quiet (no accent, hardly any colour: -0.5) or welcome (+0.3 unless it clashes), blended
    // by how much the palette has an accent and colour, so a 6% accent is no switch.
    const quiet = (1 - harmony.accentWeight) * (1 - smoothstep(0.04, 0.06, harmony.colourfulness));
    if (quiet >= 0.5) mood = 'tooQuiet'; else if (harmony.type !== 'clash') mood = 'welcome';
    score += -0.5 * quiet + 0.3 * (1 - quiet) * (1 - felt.clash);
  } else if (p.palette === 'light') {
    const darkShare = palette.reduce((s, c) => s + (c.lab.L < 0.35 ? c.share : 0), 0);
    score -= darkShare * 1.2;
  }
  // Contrast counts as much as there is a second colour, and its effect moves smoothly with the
  // measured contrast: no share or lightness line where a photo's score jumps.
  const second = secondColourWeight(palette);
  let contrast: ContrastLevel = null;
  if (second > 0) {
    const lc = harmony.lightnessContrast;
    // Tonal dressing (one hue in its shades, or greys) is low in contrast by design and its harmony
    // score already says so: its flatness is neither named as a flaw (nor "add contrast" advised) nor
    // charged, the cost taken only as far as the palette is not monochrome.
    if (second >= 0.5) contrast = lc < 0.12 ? (mix.monochrome >= 0.5 ? null : 'low') : lc > 0.68 ? 'high' : 'balanced';
    const effect = contrastEffect(lc);
    score += second * (effect < 0 ? effect * (1 - felt.monochrome) : effect);
  }
  const whiteShare = palette.reduce((s, c) => s + (c.id === 'white' || c.id === 'ivory' || c.id === 'cream' ? c.share : 0), 0);
  const weddingWhite = p.avoidWhite && whiteShare > 0.5;
  if (weddingWhite) score -= 2;
  return { palette, harmony, mood, contrast, weddingWhite, score: Math.max(1, Math.min(9.5, score)) };
}
