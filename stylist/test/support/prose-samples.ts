import {
  CHAT_PERSONALITIES, RATING_OCCASIONS, STYLING_OCCASION_IDS, WEATHER_IDS, BODY_TYPES,
  type Language, type RatingComponents, type RatingOccasion, type StylistAnswer,
} from '@fitrater/contracts';
import type { ChatFacts } from '../../src/chat-types';
import { writeLocalReply } from '../../src/local/chat';
import { createLocalRater } from '../../src/local/engine';
import { packFor } from '../../src/local/i18n/packs';
import type { ColourId } from '../../src/local/colour/names';
import type { GarmentId } from '../../src/local/lexicon/garments';
import type { FinishMaterial } from '../../src/local/lexicon/finish-materials';
import { adviseOn } from '../../src/local/styling/advice';
import { combineOutfits } from '../../src/local/styling/combiner';
import { generateOutfit } from '../../src/local/styling/generator';
import { personaliseTrend } from '../../src/local/styling/insights';
import { localTipOfDay } from '../../src/local/styling/tip-texts';
import { catalogueTrends } from '../../src/local/styling/trends';
import type { RatedOutfit, StylingProfile } from '../../src/styling';
import { CHAT_QUESTIONS } from './chat-questions';
import { photoSamples } from './photo-samples';

/**
 * Real output of the local engine in one language, for tests that read the prose: ratings of
 * varied described outfits on every occasion, per-rating advice and free-text suggestions, generated
 * outfits for every occasion and weather, combinations, trends and their personal notes, tips of
 * the day, and chat replies in every voice. Deterministic: the same call gives the same samples.
 */
export interface ProseSample {
  /** Which capability wrote it: 'rating', 'photo' (a rated photo), 'advice', 'generate', 'combine', 'trend', 'insight', 'tip', 'chat'. */
  source: string;
  /** What was asked, to reproduce a failure. */
  input: string;
  text: string;
}

export interface SampleOptions {
  /** Outfits rated per language (each is also advised on); default 160. */
  ratings?: number;
  /** Generated outfits (occasion × weather × body type, cycled); default 84. */
  generated?: number;
  /** Chat questions asked, each in every voice; default: every question twice, with different pieces. */
  chatRounds?: number;
}

const TOPS: readonly GarmentId[] = ['tshirt', 'shirt', 'blouse', 'sweater', 'polo', 'turtleneck', 'cardigan', 'hoodie', 'blazer', 'jacket', 'coat', 'leatherJacket'];
const BOTTOMS: readonly GarmentId[] = ['jeans', 'trousers', 'chinos', 'skirt', 'shorts', 'pencilSkirt', 'leggings'];
const ONE_PIECES: readonly GarmentId[] = ['dress', 'suit', 'jumpsuit', 'cocktailDress'];
const SHOES: readonly GarmentId[] = ['loafers', 'heels', 'flats', 'boots', 'sneakers', 'sandals', 'oxfords'];
const MATERIALS: readonly FinishMaterial[] = ['sequin', 'velvet', 'satin', 'metallic'];
const EXTRAS: readonly GarmentId[] = ['belt', 'watch', 'handbag', 'scarf', 'tie', 'sunglasses', 'hat'];
const COLOURS: readonly ColourId[] = [
  'black', 'white', 'navy', 'grey', 'charcoal', 'beige', 'camel', 'brown', 'cream', 'burgundy', 'wine', 'rust', 'olive',
  'red', 'pink', 'blue', 'lightblue', 'green', 'yellow', 'mustard', 'lavender', 'orange', 'denim', 'khaki',
];
const EMPTY_PROFILE: StylingProfile = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

/** A small deterministic generator (mulberry32), so samples are varied yet repeatable. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

/** Describes an outfit with the language's own garment and colour names, the way a member would type it. */
export function describeOutfit(language: Language, next: () => number): string {
  const pack = packFor(language);
  // One outfit in six has a statement finish on its first piece ('red sequin dress', 'vestido rojo de lentejuelas').
  const material = next() < 0.17 ? pick(next, MATERIALS) : null;
  const named = (g: GarmentId) => (material && pack.finished ? pack.finished(pack.garments[g], material) : pack.garments[g]);
  let first = true;
  const piece = (g: GarmentId) => {
    const name = first ? named(g) : pack.garments[g];
    first = false;
    return pack.garmentIn(name, pack.colours[pick(next, COLOURS)]);
  };
  const parts = next() < 0.25
    ? [piece(pick(next, ONE_PIECES)), piece(pick(next, SHOES))]
    : [piece(pick(next, TOPS)), piece(pick(next, BOTTOMS)), piece(pick(next, SHOES))];
  if (next() < 0.6) parts.push(piece(pick(next, EXTRAS)));
  return pack.list(parts);
}

function answerTexts(answer: StylistAnswer): string[] {
  const parts = Object.values(answer.components).flatMap((c) => [c.description, ...(c.suggestions ?? [])]);
  return [answer.summary, answer.feedback, ...parts].filter((t) => t.length > 0);
}

function rated(index: number, answer: StylistAnswer, occasion: string, description: string): RatedOutfit {
  return {
    ratingId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    overallRating: answer.overallRating, occasion, description, components: answer.components, summary: answer.summary,
    text: [description, ...Object.values(answer.components).map((c) => c.description)].join(' '),
  };
}

/** Ratings of described outfits, and the advice written for each. */
async function ratingSamples(language: Language, count: number, out: ProseSample[], outfits: RatedOutfit[]): Promise<void> {
  const rater = createLocalRater();
  const next = random(language.charCodeAt(0) * 31 + language.charCodeAt(1));
  const occasions = RATING_OCCASIONS.filter((o): o is Exclude<RatingOccasion, 'custom'> => o !== 'custom');
  for (let i = 0; i < count; i++) {
    const description = describeOutfit(language, next);
    const custom = i % 17 === 16;
    const occasion: RatingOccasion = custom ? 'custom' : occasions[i % occasions.length]!;
    const customOccasion = custom ? packFor(language).occasions[pick(next, occasions)] : null;
    const input = `${occasion}${customOccasion ? ` (${customOccasion})` : ''}: ${description}`;
    const answer = await rater.rate({ image: null, description, occasion, customOccasion, language });
    for (const text of answerTexts(answer)) out.push({ source: 'rating', input, text });
    const outfit = rated(i, answer, occasion, description);
    if (answer.overallRating >= 7) outfits.push(outfit);
    const advice = adviseOn({ outfit, description: null, occasion, profile: EMPTY_PROFILE, language, seed: `s${i}` });
    const free = adviseOn({ outfit: null, description, occasion, profile: EMPTY_PROFILE, language, seed: `f${i}` });
    for (const a of [advice, free]) {
      for (const part of [a.top, a.bottom, a.shoes, a.accessories]) out.push({ source: 'advice', input, text: part.advice }, { source: 'advice', input, text: part.recommendation });
      out.push({ source: 'advice', input, text: a.overall });
    }
  }
}

function generatedSamples(language: Language, count: number, out: ProseSample[]): void {
  const weathers = [null, ...WEATHER_IDS];
  const bodies = [null, ...BODY_TYPES];
  for (let i = 0; i < count; i++) {
    const occasion = STYLING_OCCASION_IDS[i % STYLING_OCCASION_IDS.length]!;
    const weather = weathers[Math.floor(i / STYLING_OCCASION_IDS.length) % weathers.length]!;
    const bodyType = bodies[i % bodies.length]!;
    const input = `${occasion}/${weather}/${bodyType}`;
    const g = generateOutfit({ occasion, weather, bodyType, profile: EMPTY_PROFILE, language, seed: `g${i}` });
    for (const text of [g.outfit.top, g.outfit.bottom, g.outfit.footwear, g.outfit.accessories, ...g.outfit.colors, g.styling_notes, g.weather_considerations, g.body_type_tips]) {
      if (text) out.push({ source: 'generate', input, text });
    }
  }
}

function combinedSamples(language: Language, outfits: RatedOutfit[], out: ProseSample[]): void {
  for (let i = 0; i + 1 < outfits.length && i < 40; i += 2) {
    const occasion = STYLING_OCCASION_IDS[i % STYLING_OCCASION_IDS.length]!;
    const c = combineOutfits({ occasion, outfits: outfits.slice(i, i + 3), profile: EMPTY_PROFILE, language, seed: `c${i}` });
    for (const text of [c.top, c.bottom, c.footwear, c.accessories, c.styling_notes]) if (text) out.push({ source: 'combine', input: occasion, text });
  }
}

function trendSamples(language: Language, out: ProseSample[]): void {
  const profiles: (StylingProfile & { sustainabilityPref?: boolean })[] = [
    EMPTY_PROFILE,
    { ...EMPTY_PROFILE, preferredStyles: ['minimal', 'classic'], preferredColors: ['navy', 'camel'], budgetRange: 'mid-range', sustainabilityPref: true },
    { ...EMPTY_PROFILE, preferredStyles: ['bold'], avoidedStyles: ['boho'], preferredColors: ['burgundy'], budgetRange: 'budget-friendly' },
  ];
  for (const [s, season] of (['spring', 'summer', 'fall', 'winter'] as const).entries()) {
    const now = new Date(Date.UTC(2026, s * 3 + 1, 15));
    for (const timeframe of ['current', 'next_season'] as const) {
      for (const [t, trend] of catalogueTrends({ season, timeframe, now, language }).entries()) {
        const input = `${season}/${timeframe}/${trend.slug}`;
        for (const text of [trend.name, trend.description, ...trend.tags, ...trend.occasions]) out.push({ source: 'trend', input, text });
        const english = catalogueTrends({ season, timeframe, now, language: 'en' })[t]!;
        const insight = personaliseTrend({ ...english, tags: [...english.tags], colors: [...english.colors], occasions: [...english.occasions] }, profiles[t % profiles.length]!, language);
        for (const text of [insight.personalizedDescription, ...insight.howToWear, ...insight.shoppingTips, ...insight.budgetFriendlyOptions]) out.push({ source: 'insight', input, text });
      }
    }
  }
  for (let day = 0; day < 60; day++) {
    const date = new Date(Date.UTC(2026, 0, 1 + day * 6));
    out.push({ source: 'tip', input: date.toISOString().slice(0, 10), text: localTipOfDay(date, language).text });
  }
}

function chatFacts(components: RatingComponents | null): ChatFacts[] {
  const none: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
  if (!components) return [none];
  return [none, {
    ratedOutfits: 7, averageRating: 7.2,
    best: { score: 8.6, occasion: 'wedding', summary: null, createdAt: '2026-03-14T10:00:00.000Z' },
    latest: { score: 6.1, occasion: 'work', summary: null, createdAt: '2026-05-02T10:00:00.000Z', components },
  }];
}

async function chatSamples(language: Language, rounds: number, components: RatingComponents | null, out: ProseSample[]): Promise<void> {
  const pack = packFor(language);
  const next = random(language.charCodeAt(1) * 131 + 7);
  const all = [...TOPS, ...BOTTOMS, ...ONE_PIECES, ...SHOES, ...EXTRAS];
  for (let round = 0; round < rounds; round++) {
    for (const template of CHAT_QUESTIONS[language]) {
      const message = template
        .replace('{g}', pack.garments[pick(next, all)]).replace('{g2}', pack.garments[pick(next, all)])
        .replace('{c}', pack.colours[pick(next, COLOURS)]).replace('{c2}', pack.colours[pick(next, COLOURS)]);
      const history = template.includes('{g2}') && !template.includes('{g}') ? [{ role: 'user' as const, text: CHAT_QUESTIONS[language][0]!.replace('{g}', pack.garments.suit) }] : [];
      for (const personality of CHAT_PERSONALITIES) {
        for (const facts of chatFacts(round === 0 ? components : null)) {
          const text = await writeLocalReply({ message, image: null, personality, language, history, facts });
          out.push({ source: 'chat', input: `${personality}: ${message}`, text });
        }
      }
    }
  }
}

/** Thousands of real answers of the local engine in `language` (ratings, advice, styling, trends, tips, chat). */
export async function proseSamples(language: Language, options: SampleOptions = {}): Promise<ProseSample[]> {
  const out: ProseSample[] = [];
  const outfits: RatedOutfit[] = [];
  await ratingSamples(language, options.ratings ?? 160, out, outfits);
  out.push(...(await photoSamples(language)));
  generatedSamples(language, options.generated ?? 84, out);
  combinedSamples(language, outfits, out);
  trendSamples(language, out);
  const latest = outfits[0]?.components ?? null;
  await chatSamples(language, options.chatRounds ?? 2, latest, out);
  return out;
}
