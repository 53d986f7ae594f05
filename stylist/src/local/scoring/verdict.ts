import { RATING_COMPONENTS, type RatingComponent } from '@fitrater/contracts';
import { LOUD_COLOURS } from '../colour/names';
import { GARMENTS } from '../lexicon/garments';
import { analyseHarmony } from '../signals/harmony';
import type { OutfitSignals } from '../signals/types';
import { judgeColours, type ColourVerdict } from './colour';
import { componentFits, conditionCeiling, type GarmentFit } from './fit';
import { penalties, type Penalty } from './penalties';
import { notSeenReason, regionScore } from './vision';
import { whiteThobe } from '../signals/gulf-dress';
import { statementPrinted } from '../signals/piece-pattern';

export type QualityIssue = 'dark' | 'bright' | 'blurry' | 'small' | 'feetCut' | 'personSmall';

export interface ComponentVerdict {
  status: 'visible' | 'not_assessable';
  rating: number | null;
  fits: GarmentFit[];
  /** Why it is not assessable: not in the description, or the photo cannot locate it yet. */
  reason: 'notMentioned' | 'notLocated' | 'noPerson' | 'notInFrame' | 'noAccessory' | null;
}

export interface Verdict {
  overall: number;
  confidence: number;
  components: Record<RatingComponent, ComponentVerdict>;
  photoColours: ColourVerdict | null;
  textColours: ColourVerdict | null;
  quality: QualityIssue[];
  /** Fits of every described garment, worst first. */
  fits: GarmentFit[];
  /** Points taken off for condition, fit, weather or statement overload; the feedback says why. */
  penalties: Penalty[];
}

const WEIGHT: Record<RatingComponent, number> = { top: 0.32, bottom: 0.28, footwear: 0.24, accessories: 0.16 };

export const round1 = (x: number): number => Math.round(Math.max(0, Math.min(10, x)) * 10) / 10;

function componentVerdicts(signals: OutfitSignals, textColours: ColourVerdict | null, photoColours: ColourVerdict | null): Record<RatingComponent, ComponentVerdict> {
  const fits = signals.text ? componentFits(signals.text, signals.occasion) : null;
  const out = {} as Record<RatingComponent, ComponentVerdict>;
  for (const c of RATING_COMPONENTS) {
    const list = fits?.[c] ?? [];
    const region = signals.regions[c];
    if (list.length === 0 && !region) {
      const seen = signals.vision ? notSeenReason(signals.vision, c) : null;
      out[c] = { status: 'not_assessable', rating: null, fits: [], reason: seen ?? (signals.text?.garments.length ? 'notMentioned' : signals.photo ? 'notLocated' : 'notMentioned') };
      continue;
    }
    let score = list.length ? list.reduce((s, f) => s + f.score, 0) / list.length : 0;
    if (list.length && textColours) {
      score += (textColours.score - 7) * 0.15;
      const loud = list.some((f) => f.mention.colours.some((id) => LOUD_COLOURS.has(id)));
      if (loud && signals.occasion.palette === 'calm') score -= 0.8;
    }
    if (region) {
      // A located garment: judged with the rest of the outfit when vision saw the whole person,
      // else its own colours with the occasion.
      const own = signals.vision && photoColours
        ? regionScore(signals.vision, c, photoColours, signals.occasion)
        : judgeColours(region.palette, analyseHarmony(region.palette), signals.occasion).score;
      score = list.length ? (score + own) / 2 : own;
    }
    const ceiling = conditionCeiling(list);
    if (ceiling !== null) score = Math.min(score, ceiling);
    out[c] = { status: 'visible', rating: round1(Math.max(1, Math.min(9.6, score))), fits: list, reason: null };
  }
  return out;
}

function confidence(signals: OutfitSignals, quality: QualityIssue[], described: number): number {
  let text = 0;
  if (signals.text) {
    text = described > 0 ? 0.25 + 0.1 * described + (signals.text.colours.length ? 0.05 : 0) : 0.12;
  }
  let photo = 0;
  if (signals.photo) {
    const v = signals.vision;
    const located = v ? Object.values(v.regions).filter((r) => r && r.part !== 'accessories') : [];
    // A person found and their garments located say much more than the frame's palette.
    photo = v && v.personCount === 0 ? 0.3
      : located.length ? 0.5 + 0.25 * (located.reduce((s, r) => s + r!.confidence, 0) / located.length) + (v!.fullBody ? 0.05 : 0)
        : 0.5;
    // An accessory the photo only hints at (a colour at the neck, wrists, head or waist) lowers
    // the stated confidence a little rather than counting as something seen.
    const acc = v?.regions.accessories;
    if (acc && acc.confidence < 0.5) photo *= 0.97 + 0.06 * acc.confidence;
    if (quality.includes('feetCut')) photo *= 0.85;
    if (quality.includes('personSmall')) photo *= 0.8;
    if (quality.includes('dark')) photo *= 0.5;
    if (quality.includes('blurry')) photo *= 0.6;
    if (quality.includes('bright')) photo *= 0.7;
    if (quality.includes('small')) photo *= 0.75;
    if (signals.photo.palette.length < 2) photo *= 0.85;
  }
  const both = 1 - (1 - text) * (1 - photo);
  return Math.round(Math.min(0.9, both) * 100) / 100;
}

/** An unknown main piece is no better than this. */
const UNKNOWN_PRIOR = 7;
/** A main piece the description says is not worn ('no shoes'), where it is expected. */
const MISSING = 3;

/**
 * An unknown or missing piece never raises a score. In a description-only rating, a main piece the
 * words do not cover enters the mean at half weight with the lower of the rest's mean and 7; one the
 * words say is not worn enters at full weight with 3 (bare feet at the beach are fine).
 */
function withUnknowns(components: Record<RatingComponent, ComponentVerdict>, mean: number | null, wsum: number, signals: OutfitSignals): number | null {
  if (mean === null || signals.photo || !signals.text) return mean;
  const absent = new Set(signals.text.absent.flatMap((g) => GARMENTS[g].components));
  let sum = mean * wsum; let w = wsum;
  for (const c of ['top', 'bottom', 'footwear'] as const) {
    if (components[c].rating !== null) continue;
    const bare = absent.has(c) && signals.occasion.group !== 'beach';
    const weight = WEIGHT[c] * (bare ? 1 : 0.5);
    sum += weight * (bare ? MISSING : Math.min(mean, UNKNOWN_PRIOR));
    w += weight;
  }
  return sum / w;
}

/**
 * At the office or an interview, an outfit every worn piece of which is a whole step or more below the occasion's level (a
 * tank top, shorts and flip-flops) is the wrong outfit, not one a detail would fix: it scores in the weak band (the summary
 * says it needs a rethink) however well its pieces go together. One piece at the level (a blazer over a T-shirt and jeans)
 * keeps the ordinary sum.
 */
const NOTHING_AT_THE_LEVEL = 4.4;
function nothingAtTheLevel(text: OutfitSignals['text'] | null, p: OutfitSignals['occasion']): boolean {
  if (!text || p.group !== 'professional') return false;
  const worn = text.garments.filter((g) => !(g.components.length === 1 && g.components[0] === 'accessories'));
  return worn.length >= 2 && worn.every((g) => g.formality <= p.formality[0] - 1);
}

/** Points off for a guest's head-to-toe white at a wedding, said in words or seen in a photo. */
const WHITE_SAID_AT_A_WEDDING = 3.5;
const WHITE_SEEN_AT_A_WEDDING = 1.5;

/** Scores from measured signals only. */
export function judge(measured: OutfitSignals): Verdict {
  // A guest leaves white to the couple; the couple's own white is the colour of the day, and a white thobe every man's.
  const whiteIsRight = !!measured.text && (measured.text.couple || whiteThobe(measured.text.garments));
  const signals = whiteIsRight && measured.occasion.avoidWhite ? { ...measured, occasion: { ...measured.occasion, avoidWhite: false } } : measured;
  const p = signals.occasion;
  const photo = signals.photo;
  const quality: QualityIssue[] = [];
  if (photo?.quality.dark) quality.push('dark');
  if (photo?.quality.overexposed) quality.push('bright');
  if (photo?.quality.blurry) quality.push('blurry');
  if (photo?.quality.small) quality.push('small');
  const v = signals.vision;
  // Exposure is about the person: a dark backdrop behind a well-lit outfit is not an underexposed photo.
  if (v && v.outfit.length && quality.includes('dark') && v.outfit.reduce((s, c) => s + c.share * c.lab.L, 0) >= 0.35) quality.splice(quality.indexOf('dark'), 1);
  if (v && v.personCount > 0 && v.framing.includes('feetCut')) quality.push('feetCut');
  if (v && v.personCount > 0 && v.framing.includes('personSmall')) quality.push('personSmall');
  // With a person located, the outfit's own colours (background and skin removed) replace the frame's palette.
  const outfit = v && v.outfit.length ? v.outfit : null;
  const photoColours = photo ? (outfit ? judgeColours(outfit, analyseHarmony(outfit), p) : judgeColours(photo.palette, photo.harmony, p)) : null;
  const t = signals.text;
  const textColours = t?.harmony ? judgeColours(t.palette, t.harmony, p, t.patterns > 0 || statementPrinted(t.garments).length > 0) : null;
  const components = componentVerdicts(signals, textColours, photoColours);
  const rated = RATING_COMPONENTS.filter((c) => components[c].rating !== null);
  const wsum = rated.reduce((s, c) => s + WEIGHT[c], 0);
  const fromComponents = withUnknowns(components, rated.length ? rated.reduce((s, c) => s + WEIGHT[c] * components[c].rating!, 0) / wsum : null, wsum, signals);

  let overall: number;
  if (fromComponents !== null && photoColours) overall = 0.62 * fromComponents + 0.38 * photoColours.score;
  else if (fromComponents !== null) overall = fromComponents + (textColours ? (textColours.score - 7) * 0.25 : 0);
  else if (photoColours) overall = photoColours.score;
  else overall = textColours ? textColours.score - 1 : 5;
  // Head-to-toe white at a wedding is a clear etiquette miss, whatever else is right: said in words ("a white dress"), it is
  // the guest's one failure every stylist names, below a pass; measured in a photo, where bright light or a pale backdrop
  // can whiten a pastel, it costs less.
  if (textColours?.weddingWhite) overall -= WHITE_SAID_AT_A_WEDDING;
  else if (photoColours?.weddingWhite) overall -= WHITE_SEEN_AT_A_WEDDING;
  if (nothingAtTheLevel(fromComponents !== null && !photo ? t : null, p)) overall = Math.min(overall, NOTHING_AT_THE_LEVEL);
  const taken = penalties(t, p);
  overall -= taken.reduce((sum, x) => sum + x.points, 0);
  if (photo) {
    overall -= (quality.includes('dark') ? 0.6 : 0) + (quality.includes('blurry') ? 0.4 : 0) + (quality.includes('bright') ? 0.4 : 0);
  }
  const fits = rated.flatMap((c) => components[c].fits)
    .filter((f, i, all) => all.indexOf(f) === i)
    .sort((a, b) => a.score - b.score || a.mention.at - b.mention.at);
  return {
    overall: round1(Math.max(1, Math.min(9.8, overall))),
    confidence: confidence(signals, quality, rated.length),
    components, photoColours, textColours, quality, fits, penalties: taken,
  };
}
