import type { StylistAnswer } from '@fitrater/contracts';
import { StylistRefusedError, type PreparedImage, type Stylist, type StylistCallOptions, type StylistInput } from '../stylist';
import { VISION_WORDS } from './i18n/vision';
import type { VisionDetector } from './vision/client';
import { regionSignals } from './vision/signals';
import { isExplicit } from './vision/explicit-check';
import { noOutfitReason } from './vision/no-outfit';
import { packFor } from './i18n/packs';
import { occasionProfile } from './occasions';
import { judge, type Verdict } from './scoring/verdict';
import { CATALOGUES } from './languages/registry';
import { measurePhoto } from './signals/photo';
import { readDescription } from './signals/text';
import { sportsShoesAt } from './signals/sports-shoe-words';
import { weatherIn } from './signals/text-extras';
import { normalise } from './lexicon/normalise';
import type { OutfitSignals, RegionSignals } from './signals/types';
import { compose } from './writing/compose';
import { contentHash } from './writing/variation';
import { Writer } from './writing/writer';
import type { RatingComponent } from '@fitrater/contracts';

/**
 * Where person/garment detection plugs in (a later issue): given the prepared photo, report the
 * components it located and their colours. Located components become `visible` and are scored.
 */
export type RegionDetector = (image: PreparedImage) => Promise<Partial<Record<RatingComponent, RegionSignals>>>;

export interface LocalStylistOptions {
  detectRegions?: RegionDetector;
  /** Person, regions and explicit-image check (vision/client.ts); null answers fall back to colours only. */
  vision?: VisionDetector;
}

/** Step 1: measured facts only. Throws StylistRefusedError for an explicit photo. */
export async function measure(input: StylistInput, options: LocalStylistOptions = {}, call: StylistCallOptions = {}): Promise<OutfitSignals> {
  const image = input.image;
  const [photo, regions, vision] = image
    ? await Promise.all([
      measurePhoto(image),
      options.detectRegions?.(image) ?? Promise.resolve({}),
      options.vision ? options.vision(image, call.signal) : Promise.resolve(null),
    ])
    : [null, {}, null];
  if (vision && isExplicit(vision)) {
    throw new StylistRefusedError('IMAGE_REFUSED', VISION_WORDS[input.language]?.phrases['refused.explicit'][0] ?? VISION_WORDS.en.phrases['refused.explicit'][0]);
  }
  const text = readDescription(input.description, input.language);
  // Weather named in a custom occasion ('a walk in pouring rain') counts like weather in the description.
  if (text && input.customOccasion) text.weather = [...new Set([...text.weather, ...weatherIn(normalise(input.customOccasion))])];
  const occasion = occasionProfile(input.occasion, input.customOccasion);
  // «حذاء رياضي» for a run is the runner's shoe: the occasion says which sport a sports-shoe word is for.
  if (text) sportsShoesAt(text.garments, occasion.resolved);
  return {
    occasion,
    text,
    photo,
    regions: vision ? { ...regions, ...regionSignals(vision) } : regions,
    vision,
  };
}

/**
 * A rating needs an outfit: a photo the models saw with no person, or a person but no garment, is
 * refused (NO_OUTFIT_FOUND) rather than given a verdict that would be invented. Without the models
 * (null report) nothing is refused. The chat reads the same signals and answers in words instead.
 */
export function refuseWithoutOutfit(signals: Pick<OutfitSignals, 'vision'>, language: StylistInput['language']): void {
  const nothing = signals.vision ? noOutfitReason(signals.vision) : null;
  if (nothing) throw new StylistRefusedError('NO_OUTFIT_FOUND', (CATALOGUES[language] ?? CATALOGUES.en).noOutfit[nothing]);
}

const EMOJI: readonly [number, string][] = [[9, '🔥'], [8, '🌟'], [7, '✨'], [6, '👍'], [5, '🙂'], [4, '🤔'], [0, '🛠️']];

export function emojiFor(score: number): string {
  return EMOJI.find(([min]) => score >= min)![1];
}

/** Step 3: words, in the user's language, from the verdict. */
export function write(input: StylistInput, signals: OutfitSignals, verdict: Verdict): StylistAnswer {
  const pack = packFor(input.language);
  // The member's own occasion takes the article the templates expect of every occasion ('pour un anniversaire').
  const typed = input.customOccasion?.trim().slice(0, 60);
  const occasionName = input.occasion === 'custom'
    ? (typed ? (pack.grammar?.ownOccasion?.(typed) ?? typed) : pack.occasions.casual)
    : pack.occasions[input.occasion];
  const w = new Writer(pack, contentHash(input), occasionName, VISION_WORDS[input.language] ?? VISION_WORDS.en);
  const composed = compose(w, signals, verdict);
  // Every penalty is stated, so a lower score always comes with its reason.
  const reasons = verdict.penalties.map((x) => (CATALOGUES[input.language] ?? CATALOGUES.en).penalties[x.reason]);
  return {
    overallRating: verdict.overall,
    emoji: emojiFor(verdict.overall),
    ...composed,
    feedback: reasons.length ? [composed.feedback, ...reasons].join(pack.sentenceGap) : composed.feedback,
    confidence: verdict.confidence,
  };
}

/** The offline, deterministic rater: signals → scoring → writing (local/index.ts adds the chat). */
export function createLocalRater(options: LocalStylistOptions = {}): Pick<Stylist, 'name' | 'rate'> {
  return {
    name: 'local',
    async rate(input, callOptions) {
      callOptions?.signal?.throwIfAborted();
      const signals = await measure(input, options, callOptions);
      refuseWithoutOutfit(signals, input.language);
      callOptions?.signal?.throwIfAborted();
      return write(input, signals, judge(signals));
    },
  };
}
