import type { Language, RatingOccasion, StylingOccasionId } from '@fitrater/contracts';
import { RATING_TO_STYLING_OCCASION, SITUATIONS, STYLING_OCCASION_RULES, type Garment, type GarmentSlot, type SituationId } from '../../knowledge';
import { slotOptions, type Pick } from '../styling/generator';
import type { Wearer } from '../../knowledge/chat-situations';
import { garmentInColour } from '../styling/words';
import { GARMENTS, type GarmentMention } from './rater';
import type { Weather } from './entities';
import { STYLING_WEATHER } from './occasion-look';
import type { Planner } from './plan';
import type { Understanding } from './understand';
import { CHAT_KEYS, type ChatKey } from './words/types';
import { CHAT_LINES } from './lines';
import { isDenied, standInsFor, withoutLine } from './without-piece';
import { GARMENT_KIND, KINDS, type KindId, type PieceKind } from './piece-kinds';

type Occasion = Exclude<RatingOccasion, 'custom'>;


/** The item words of the understanding that ask for one of these kinds ("what jacket" and "what coat" are both the coat item). */
const ITEM_KIND: Partial<Record<NonNullable<Understanding['item']>, KindId>> = { shoes: 'shoes', coat: 'layer', bag: 'bag', tie: 'tie' };


/**
 * The kind of piece a question asks for at an occasion ("What shoes should I wear to work?", "What trousers for
 * a date?"), or null: the question names no piece of its own beyond the kind asked for, and it is not a yes/no
 * question about a piece the member already has in mind.
 */
export function askedPiece(u: Understanding): PieceKind | null {
  // A care question names the piece it cares for ("麂皮鞋怎么清洁？"), not one it asks for; a packing question wants the
  // whole trip's pieces, even where its suitcase word is read as a bag (حقيبة السفر).
  // The member's height said with the question makes it about that body: the knowledge base's shoes for it answer.
  if (u.dressCode || u.intent === 'care' || u.packing || u.body) return null;
  // "What about shoes?" after a look for an occasion asks for that occasion's shoes; a question that carries the last
  // turn's pieces is about those pieces, not a request for a new one.
  if (u.carried && !u.asksKind && (u.garments.length || !u.item)) return null;
  // "仕事に履く靴は？" names the item it asks for: a question mark alone does not make it a yes/no question.
  if (u.item) {
    // "What shoes for the rain?" asks for the piece the weather calls for, as an occasion does.
    if (!u.occasion && !u.weather && !u.garments.length) return null;
    // "Welche Schuhe zu Lederschuhen?": the shoe named is the kind asked for, not a piece to build on; "can I wear
    // sneakers to the office?" names the member's own shoe and is answered yes or no.
    if (u.garments.length && u.yesNo) return null;
    const named = u.garments.every((g) => !g.colours.length && GARMENTS[g.garment].components.every((c) => c === 'footwear'));
    const kind = ITEM_KIND[u.item] && (GARMENT_KIND[u.itemGarment ?? ''] ?? ITEM_KIND[u.item]);
    return named && kind && (u.item === 'shoes' || !u.garments.length) ? KINDS[kind] : null;
  }
  if (!u.occasion || u.yesNo) return null;
  const [only, ...more] = u.garments;
  // A colour, a material or a finish names the member's own piece; the bare kind word asks for one.
  if (!only || more.length || only.colours.length || only.material || only.finish || u.colours.length) return null;
  // Any shoe named by its kind alone ("which leather shoes", "what loafers") asks for shoes.
  if (GARMENTS[only.garment].components.every((c) => c === 'footwear')) return KINDS.shoes;
  const kind = GARMENT_KIND[only.garment];
  return kind ? KINDS[kind] : null;
}

/** A knowledge situation with no condition of its own: its family's general rule, which says nothing of the occasion asked about. */
export function isGeneralRule(id: SituationId | null): boolean {
  const s = id ? SITUATIONS.find((x) => x.id === id) : undefined;
  return !!s && Object.keys(s.when).length === 0;
}

/** How many options a stylist names for one piece: the pick and up to two more. */
const OPTIONS = 3;
const EMPTY_PROFILE = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

/**
 * The answer to a question about one piece for an occasion: the piece to pick first, the reason, one or two
 * other options, and one line on what it is worn with. The options are the outfit generator's for that slot
 * (the occasion's rules on every one, in the colours of the look it plans), the partners the rest of that look.
 */
export function pieceForOccasion(p: Planner, kind: PieceKind, occasion: Occasion, language: Language, weather: Weather | null = null, wearer: Wearer | null = null, without: readonly GarmentMention[] = []): string[] {
  const styling: StylingOccasionId = RATING_TO_STYLING_OCCASION[occasion] ?? 'casual-weekend';
  const seed = `${styling}/${kind.slot}`;
  // The weather's rules narrow the options (closed, rain-proof shoes in the rain; a warm coat in the cold).
  const input = { occasion: styling, weather: weather ? STYLING_WEATHER[weather] : null, bodyType: null, profile: EMPTY_PROFILE, language: 'en' as const, seed };
  // A man dressing himself is offered no heels or blouse, and no skirt beside them.
  const rule = wearer === 'man' ? (g: Garment) => !g.tags.includes('womenswear') : undefined;
  // A piece the member said they do not own is never offered ("what jacket? I don't own a blazer").
  const owned = (g: Garment) => kind.is(g) && !isDenied(g, without);
  let { plan, options } = slotOptions(input, kind.slot, OPTIONS, owned, rule);
  // Where no collared shirt suits the occasion (the gym, the beach), the top it does wear answers "which shirt?".
  if (!options.length && kind === KINDS.shirt) ({ plan, options } = slotOptions(input, KINDS.top.slot, OPTIONS, (g) => !isDenied(g, without), rule));
  const stand = standIn(input, kind, options, without, rule);
  if (stand) options = [stand.piece, ...options.filter((o) => o.garment.id !== stand.piece.garment.id)].slice(0, OPTIONS);
  const [best, ...others] = options.map((o) => garmentInColour(o, language));
  // Nothing of the kind suits the weather (no coat in a heatwave): what the weather asks for instead.
  if (!best) return [p.say(weather ? `weather.${weather}` : 'fallback')];
  const [min, max] = STYLING_OCCASION_RULES[styling].formality;
  const level = p.words.levels[Math.max(0, Math.min(4, Math.round((min + max) / 2)))]!;
  // The stand-in is said as what does the denied piece's job, in place of the first pick's own line.
  const lines = CHAT_LINES[language] ?? CHAT_LINES.en;
  const insteadOf = stand && withoutLine(stand.of, stand.piece, language, lines, p.pack);
  const out = [
    insteadOf || p.say('piece.first', { best, occasion: p.occasion(occasion) }),
    p.say(`piece.why.${kind.reason}`, { level, occasion: p.occasion(occasion) }),
  ];
  if (weather) out.push(p.say(weatherKey(weather, kind.reason)));
  // One other option is "another good option", never a plural label over one piece.
  if (others.length === 1) out.push(p.say('piece.other', { other: others[0]!, occasion: p.occasion(occasion) }));
  // Each option and each partner takes its own article ('d’autres bonnes options : des escarpins vernis et des
  // mocassins'), as a list of bare names reads like a catalogue.
  const grammar = p.pack.grammar;
  const withArticle = (xs: readonly string[]) => xs.map((x) => (grammar?.article ? grammar.article(x, false) : x));
  if (others.length > 1) out.push(p.say('piece.others', { others: p.pack.list(withArticle(others)), occasion: p.occasion(occasion) }));
  // A tie is worn with a shirt and trousers: a look planned around a skirt or a dress (and its pumps) is no partner for it.
  const womenswear = [plan.dress, plan.bottom].some((x) => !!x && /skirt|dress/.test(x.garment.name));
  const partners = kind === KINDS.tie && womenswear ? [] : partnersOf(plan, kind.slot).map((x) => garmentInColour(x, language));
  if (partners.length) out.push(p.say('style.partners', { partners: p.pack.list(withArticle(partners)), garment: best, occasion: p.occasion(occasion) }));
  return out;
}

/**
 * The piece that does the job of one the member does not own, when the generator would have offered that piece first
 * (a navy cardigan for the blazer an interview asks for), else null: a denied piece the answer never offered needs no
 * stand-in said.
 */
function standIn(input: Parameters<typeof slotOptions>[0], kind: PieceKind, options: readonly Pick[], without: readonly GarmentMention[], rule?: (g: Garment) => boolean): { of: string; piece: Pick } | null {
  if (!without.length) return null;
  const first = slotOptions(input, kind.slot, 1, kind.is, rule).options[0];
  const denied = first && without.find((w) => isDenied(first.garment, [w]));
  if (!denied) return null;
  const piece = standInsFor(denied.garment).find((s) => !rule || rule(s.garment)) ?? null;
  return piece ? { of: denied.garment, piece } : options[0] ? { of: denied.garment, piece: options[0] } : null;
}

/** What the weather asks of this kind of piece, where its rules narrow the slot; the weather's general line otherwise. */
function weatherKey(weather: Weather, reason: PieceKind['reason']): ChatKey {
  const own = `piece.${weather}.${reason}`;
  return (CHAT_KEYS as readonly string[]).includes(own) ? (own as ChatKey) : `weather.${weather}`;
}

/** The main pieces of the planned look the asked piece is worn with: the two that complete its silhouette. */
function partnersOf(plan: ReturnType<typeof slotOptions>['plan'], slot: GarmentSlot): Pick[] {
  const main = [plan.dress ?? plan.top, plan.dress ? null : plan.bottom, plan.shoes].filter((x): x is Pick => !!x);
  return main.filter((x) => x.garment.slot !== slot).slice(0, 2);
}
