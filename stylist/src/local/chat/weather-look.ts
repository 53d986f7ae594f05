import type { Language } from '@fitrater/contracts';
import { GARMENTS, garment, type Garment } from '../../knowledge';
import type { SituationPiece } from '../../knowledge/chat-situations';
import type { ColourId } from '../colour/names';
import { proseFor } from '../styling/prose';
import { garmentInColour } from '../styling/words';
import type { Weather } from './entities';
import type { ContentAnswer } from './knowledge-answer';
import { fillIn } from './knowledge-answer';
import type { ChatLines } from './lines/types';
import { STYLING_WEATHER } from './occasion-look';
import type { LanguagePack } from './rater';

/**
 * The weathers a kept look is dressed for (what a stylist adds: a layer, an umbrella, shoes that keep dry; in the heat what
 * a stylist takes off: the layer over it).
 */
export type AddedWeather = 'rain' | 'cold' | 'cool' | 'hot';
export const ADDED_WEATHERS: ReadonlySet<Weather> = new Set<AddedWeather>(['rain', 'cold', 'cool', 'hot']);

/** What each weather adds over any look, in neutrals that go with everything already in it. */
const ADDS: Record<AddedWeather, readonly SituationPiece[]> = {
  rain: [{ garment: garment('trench-coat'), colour: 'beige' }, { garment: garment('umbrella'), colour: 'black' }],
  cold: [{ garment: garment('wool-overcoat'), colour: 'camel' }],
  cool: [{ garment: garment('trench-coat'), colour: 'beige' }],
  hot: [],
};

/**
 * Against the cold, a look worn for the outdoors or at leisure (a hike, mean formality under smart casual) takes a
 * warm layer of its own level, a puffer and a beanie: a wool overcoat over hiking clothes is a town coat on a trail.
 */
const CASUAL_COLD: readonly SituationPiece[] = [{ garment: garment('puffer'), colour: 'navy' }, { garment: garment('beanie'), colour: 'grey' }];
const CASUAL_LEVEL = 1.5;

function addsFor(weather: AddedWeather, pieces: readonly SituationPiece[]): readonly SituationPiece[] {
  const main = pieces.filter((p) => p.garment.slot !== 'acc');
  const level = main.reduce((sum, p) => sum + p.garment.formality, 0) / Math.max(1, main.length);
  return weather === 'cold' && main.length && level < CASUAL_LEVEL ? CASUAL_COLD : ADDS[weather];
}

/**
 * Whether a piece of the look already does the job of one the weather would add: a rain-proof layer keeps the rain off
 * as a trench would, a layer as warm as the overcoat keeps the cold out, and a hood keeps the head dry with the hands
 * free, where an umbrella would take one (a hike's rain jacket needs neither).
 */
function doesTheJob(p: SituationPiece, added: SituationPiece, weather: AddedWeather): boolean {
  if (p.garment.slot !== 'outer') return false;
  if (added.garment.slot === 'acc') return weather === 'rain' && /hooded/.test(p.garment.name);
  return weather === 'cold' ? p.garment.warmth >= added.garment.warmth : p.garment.tags.includes('rainproof');
}

const RAIN_SHOES = GARMENTS.filter((g) => g.slot === 'shoes' && g.tags.includes('rainproof') && !g.tags.includes('sport') && !g.tags.includes('swim'));

/**
 * Shoes that keep dry in place of ones the rain spoils (suede, canvas, plain leather soles): the rain-proof shoe nearest
 * in formality, heeled for heeled, in the same colour where it comes in it (brown Derbies become brown waterproof brogues).
 */
function rainShoe(p: SituationPiece): SituationPiece {
  if (p.garment.tags.includes('rainproof')) return p;
  const heeled = p.garment.tags.includes('heeled');
  const near = (g: Garment) => Math.abs(g.formality - p.garment.formality) + (g.colours.includes(p.colour) ? 0 : 0.3);
  const best = RAIN_SHOES.filter((g) => g.tags.includes('heeled') === heeled).sort((a, b) => near(a) - near(b))[0];
  if (!best) return p;
  const colour: ColourId = best.colours.includes(p.colour) ? p.colour : best.colours[0]!;
  return { garment: best, colour };
}

/** A top, bottom or dress past this warmth is too warm for the heat (the hot band ends at 0.5; the generator allows 0.5 more). */
const HEAT_WARMTH = 1;
const HEAT_PIECES = GARMENTS.filter((g) => g.warmth <= HEAT_WARMTH && !g.tags.includes('sport') && !g.tags.includes('swim'));

/** What a garment is, said by the last word of its name: pleated trousers and linen trousers are both trousers. */
const kind = (g: Garment): string => g.name.split(' ').at(-1)!;

/**
 * A piece too warm for the heat traded for the airy one nearest in formality of the same kind (wool trousers become linen
 * trousers, a wool suit a linen suit: the heat changes the cloth, not the cut of the look), worn to the same occasions
 * and in the same colour where one is. A top may become a plain shirt, T-shirt or polo (a merino jumper a cotton shirt,
 * never a peplum top: a statement someone else's capsule did not have); a bottom, a dress or a suit with no airy one of its
 * kind stays as it is.
 */
const PLAIN_TOPS: ReadonlySet<string> = new Set(['shirt', 't-shirt', 'tee', 'polo']);
function heatPiece(p: SituationPiece): SituationPiece {
  if (p.garment.warmth <= HEAT_WARMTH || !['top', 'bottom', 'dress'].includes(p.garment.slot)) return p;
  const sameKind = (g: Garment) => kind(g) === kind(p.garment);
  const shared = (g: Garment) => g.occasions.some((o) => p.garment.occasions.includes(o));
  const near = (g: Garment) => Math.abs(g.formality - p.garment.formality) + (g.colours.includes(p.colour) ? 0 : 1) + (shared(g) ? 0 : 1) + (sameKind(g) ? 0 : 1.5);
  const best = HEAT_PIECES.filter((g) => g.slot === p.garment.slot && (sameKind(g) || (p.garment.slot === 'top' && PLAIN_TOPS.has(kind(g))))).sort((a, b) => near(a) - near(b))[0];
  if (!best) return p;
  return { garment: best, colour: best.colours.includes(p.colour) ? p.colour : best.colours[0]! };
}

/** The pieces of a look as worn in the heat: a piece too warm traded for an airy one of its kind, the layers over it left out. */
export const forTheHeat = (pieces: readonly SituationPiece[]): SituationPiece[] => pieces.filter((p) => p.garment.slot !== 'outer').map(heatPiece);

/**
 * The look just proposed, kept and dressed for the weather the member adds ("and if it rains?"): in the rain its shoes
 * become ones that keep dry, and each weather adds its layer (a trench, an overcoat) and, in the rain, an umbrella, said
 * once after the looks; the weather's reason is said as what it is, not as the rule's exception.
 */
export function dressedForWeather(answer: ContentAnswer, weather: AddedWeather, language: Language, lines: ChatLines, pack: LanguagePack): ContentAnswer {
  const pieces = answer.pickPieces ?? [];
  // In the heat the coat or jacket over the look stays at home, and a piece too warm for it is traded for an airy one.
  const shed = weather === 'hot' ? pieces.filter((p) => p.garment.slot === 'outer') : [];
  const dressed = weather === 'rain' ? pieces.map((p) => (p.garment.slot === 'shoes' ? rainShoe(p) : p)) : weather === 'hot' ? pieces.map(heatPiece) : pieces;
  const kept = pieces.map((p) => !shed.includes(p));
  const worn = dressed.filter((_, i) => kept[i]);
  // Each look is one piece shorter for every layer it sheds, and each pick keeps the parts of the body it dresses.
  let at = 0;
  const lookSizes = answer.lookSizes?.map((n) => { const size = kept.slice(at, at + n).filter(Boolean).length; at += n; return size; });
  const pickParts = answer.pickParts?.filter((_, i) => kept[i]);
  const picks = worn.map((p) => garmentInColour(p, language));
  const added = addsFor(weather, pieces).filter((a) => !pieces.some((p) => doesTheJob(p, a, weather))).map((p) => garmentInColour(p, language));
  const article = (item: string, definite = false) => (pack.grammar?.article ? pack.grammar.article(item, definite) : item);
  const w = STYLING_WEATHER[weather];
  const prose = proseFor(language);
  const left = shed.map((p) => article(garmentInColour(p, language), true));
  const weatherAdd = weather === 'hot' ? (left.length ? fillIn(lines.weatherShed, { items: pack.list(left) }, pack) : undefined) : added.length ? fillIn(lines.weatherAdd[weather], { items: pack.list(added.map((a) => article(a))) }, pack) : undefined;
  return {
    ...answer,
    picks,
    pickPieces: worn,
    ...(lookSizes ? { lookSizes } : {}),
    ...(pickParts ? { pickParts } : {}),
    ...(weatherAdd ? { weatherAdd } : {}),
    weatherNote: prose.weather[w],
    next: picks[0] ? fillIn(lines.nextTry, { item: picks[0] }, pack) : answer.next,
  };
}
