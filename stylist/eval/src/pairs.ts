import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES, isRatingOccasion, type Language, type RatingOccasion } from '@fitrater/contracts';
import type { Stylist } from '../../src/stylist';
import { halfOf, type Half } from './split';

export interface EvalPair {
  id: string;
  language: Language;
  occasion: RatingOccasion;
  customOccasion: string | null;
  better: string;
  worse: string;
  reason: string;
  half: Half;
}

type RawPair = [string, string, string, string];

/** Every pair of stylist/eval/pairs/*.json, checked: a known language and occasion, four non-empty fields. */
export function loadPairs(dir: URL): EvalPair[] {
  const out: EvalPair[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const { language, pairs } = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { language: Language; pairs: RawPair[] };
    if (!LANGUAGES.includes(language)) throw new Error(`${file}: unknown language ${language}`);
    pairs.forEach((p, i) => {
      if (p.length !== 4 || p.some((s) => typeof s !== 'string' || !s.trim())) throw new Error(`${file} #${i}: [occasion, better, worse, reason] expected`);
      const [occ, better, worse, reason] = p;
      const [occasion, custom] = occ.startsWith('custom:') ? ['custom', occ.slice(7)] : [occ, null];
      if (!isRatingOccasion(occasion)) throw new Error(`${file} #${i}: unknown occasion ${occ}`);
      const id = `${language}-${i}-${occasion}`;
      out.push({ id, language, occasion, customOccasion: custom, better, worse, reason, half: halfOf(id) });
    });
  }
  return out;
}

export interface PairResult { pair: EvalPair; better: number; worse: number; right: boolean }

/** Rates both sides as text-only ratings in the pair's language; a tie is a miss. */
export async function scorePairs(stylist: Pick<Stylist, 'rate'>, pairs: readonly EvalPair[]): Promise<PairResult[]> {
  const out: PairResult[] = [];
  for (const pair of pairs) {
    const rate = async (description: string) => (await stylist.rate({ image: null, description, occasion: pair.occasion, customOccasion: pair.customOccasion, language: pair.language })).overallRating;
    const [better, worse] = [await rate(pair.better), await rate(pair.worse)];
    out.push({ pair, better, worse, right: better > worse });
  }
  return out;
}
