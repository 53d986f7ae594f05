import type { StylistAnswer } from '@fitrater/contracts';
import type { PreparedImage, Stylist, StylistInput } from '../stylist';
import { packFor } from './i18n/packs';
import { occasionProfile } from './occasions';
import { judge, type Verdict } from './scoring/verdict';
import { measurePhoto } from './signals/photo';
import { readDescription } from './signals/text';
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
}

/** Step 1: measured facts only. */
export async function measure(input: StylistInput, options: LocalStylistOptions = {}): Promise<OutfitSignals> {
  const [photo, regions] = input.image
    ? await Promise.all([measurePhoto(input.image), options.detectRegions?.(input.image) ?? Promise.resolve({})])
    : [null, {}];
  return {
    occasion: occasionProfile(input.occasion, input.customOccasion),
    text: readDescription(input.description),
    photo,
    regions,
  };
}

const EMOJI: readonly [number, string][] = [[9, '🔥'], [8, '🌟'], [7, '✨'], [6, '👍'], [5, '🙂'], [4, '🤔'], [0, '🛠️']];

export function emojiFor(score: number): string {
  return EMOJI.find(([min]) => score >= min)![1];
}

/** Step 3: words, in the user's language, from the verdict. */
export function write(input: StylistInput, signals: OutfitSignals, verdict: Verdict): StylistAnswer {
  const pack = packFor(input.language);
  const occasionName = input.occasion === 'custom'
    ? (input.customOccasion?.trim().slice(0, 60) || pack.occasions.casual)
    : pack.occasions[input.occasion];
  const w = new Writer(pack, contentHash(input), occasionName);
  return {
    overallRating: verdict.overall,
    emoji: emojiFor(verdict.overall),
    ...compose(w, signals, verdict),
    confidence: verdict.confidence,
  };
}

/** The offline, deterministic engine: signals → scoring → writing. */
export function createLocalStylist(options: LocalStylistOptions = {}): Stylist {
  return {
    name: 'local',
    async rate(input, callOptions) {
      callOptions?.signal?.throwIfAborted();
      const signals = await measure(input, options);
      callOptions?.signal?.throwIfAborted();
      return write(input, signals, judge(signals));
    },
  };
}
