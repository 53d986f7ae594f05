import type { Language } from '@fitrater/contracts';
import { SITUATIONS, type SituationPiece } from '../../knowledge/chat-situations';
import type { GarmentSlot } from '../../knowledge/garments';
import { garmentInColour } from '../styling/words';
import type { ContentAnswer } from './knowledge-answer';
import { fillIn } from './knowledge-answer';
import { PACKING_COUNTS, PACKING_WORDS, type Count, type PackingSlot } from './packing-words';
import { forTheHeat } from './weather-look';
import type { LanguagePack } from './rater';
import type { Understanding } from './understand';
import type { TripDestination, TripLength } from './understand/cue-types';
import type { ChatWords } from './words/types';

/** The capsule's pieces each count stands for. */
const SLOT_OF: Readonly<Record<GarmentSlot, PackingSlot | null>> = { top: 'tops', dress: 'tops', bottom: 'bottoms', shoes: 'shoes', outer: 'layer', acc: null };

type SlotCounts = Partial<Record<PackingSlot, Count>>;

/**
 * What a trip of this length packs of each part; the beach and the heat take no jacket or coat (a beach cover-up is
 * counted with the tops).
 */
function countsFor(trip: TripLength, destination: TripDestination | null, hot: boolean): SlotCounts {
  const counts = PACKING_COUNTS[trip];
  if (destination !== 'beach' && !hot) return counts;
  const { layer: _layer, ...rest } = counts;
  return rest;
}

/**
 * The capsule's pieces a trip of this length starts from: no more of a slot than the trip counts (a weekend's
 * one bottom is the chinos, not the jeans too); accessories always, they weigh nothing.
 */
function piecesFor(pieces: readonly SituationPiece[], counts: SlotCounts): SituationPiece[] {
  const taken = new Map<PackingSlot, number>();
  return pieces.filter((p) => {
    const slot = SLOT_OF[p.garment.slot];
    if (!slot) return true;
    const max = counts[slot]?.at(-1) ?? 0;
    const n = taken.get(slot) ?? 0;
    if (n >= max) return false;
    taken.set(slot, n + 1);
    return true;
  });
}

/** The capsule for warm days: airy pieces in place of warm ones, and in the heat no layer over them. */
function heatCapsule(picks: readonly SituationPiece[], hot: boolean): SituationPiece[] {
  const airy = forTheHeat(picks);
  return hot ? airy : [...airy, ...picks.filter((p) => p.garment.slot === 'outer')];
}

/**
 * A packing question answered from the travel capsule: every voice opens with what to pack for the trip's
 * length, counted per part of the suitcase (two tops for a weekend, four or five for a week, a wash halfway
 * on a longer trip), then the capsule's pieces to start from and the named weather's rule; the voice adds its
 * reason, not the list again. Where the trip goes picks the capsule (the beach, the snow, a winter city); its
 * occasion ("a beach holiday") is not named as the answer's occasion: the list is for the trip.
 */
export function packingAnswer(a: ContentAnswer, u: Understanding, words: ChatWords, pack: LanguagePack, language: Language): ContentAnswer {
  const trip = u.trip ?? 'week';
  const counted = PACKING_WORDS[language];
  const situation = SITUATIONS.find((s) => s.id === a.situation);
  const hot = u.weather === 'hot';
  const counts = countsFor(trip, u.destination, hot);
  // A city in its warm or hot months ("Paris in July"): the travel capsule in airy cloth, and no coat in the heat.
  const warm = u.destination === null && (hot || u.weather === 'warm');
  const capsule = situation ? (warm ? heatCapsule(situation.picks, hot) : situation.picks) : [];
  const pieces = piecesFor(capsule, counts);
  const named = situation ? pieces.map((p) => garmentInColour(p, language)) : a.picks;
  const items = pack.list(named.map((p) => (pack.grammar?.article ? pack.grammar.article(p, false) : p)));
  const weather = u.weather ? pack.capitalise(words.phrases[`weather.${u.weather}`][0]) : '';
  // The month named at the city: its daytime high, and its rainy season when the month falls in one.
  const climate = u.climate ? fillIn(counted.climate, { temp: String(u.climate.high) }, pack) : '';
  const rain = u.climate?.rainy && u.weather !== 'rain' ? pack.capitalise(words.phrases['weather.rain'][0]) : '';
  const slots = Object.entries(counts) as [PackingSlot, Count][];
  const said = pack.list(slots.map(([slot, n]) => counted.count(slot, n)));
  const opening = u.tripCount
    ? [fillIn(counted.counted, { days: counted.span(u.tripCount), counts: said }, pack), trip === 'long' ? fillIn(counted.wash, {}, pack) : ''].filter(Boolean).join(pack.sentenceGap)
    : fillIn(counted.lead[trip], { counts: said }, pack);
  const lead = [opening, fillIn(counted.from, { items }, pack)];
  return { ...a, occasion: null, picks: [], verdict: [...lead, climate, weather, rain].filter(Boolean).join(pack.sentenceGap), exception: counted.exception };
}
