import type { Language, RatingOccasion } from '@fitrater/contracts';
import type { ChatInput } from '../../chat-types';
import type { Understood } from './intents';
import { buildOutfit, fitOf, JACKETS_AND_COATS, mentionOf, occasionsFor, OUTER_LAYERS, rankCandidates, toPiece, verdictFor, type Piece } from './outfits';
import { rankColours } from './piece-colours';
import { fill, GARMENTS, harmonySentence, OCCASION_PROFILES, pickIndex, Writer, type GarmentId, type LanguagePack, type Verdict } from './rater';
import type { ChatKey, ChatWords } from './words/types';
import { decimal } from '../grammar/numbers';
import { suggestionsFor } from '../writing/suggestions';
import { pieceName } from '../writing/piece-name';
import type { SlotValue } from '../grammar/types';
import { CATALOGUES } from '../languages/registry';
import type { ShoeColourMiss } from '../scoring/penalty-reasons';

/** The rater's shoe-colour misses: a pair with one is not a match, and the shoes are what to change. */
const SHOE_MISSES: ReadonlySet<string> = new Set<ShoeColourMiss>(['colourUnderBlack', 'blackUnderEarth']);
const shoeMiss = (v: Verdict) => v.penalties.find((x) => SHOE_MISSES.has(x.reason)) ?? null;
/**
 * A rating's penalty sentence as the chat says it: its reason, after the colon ('a black suit takes black shoes…'), without
 * the rating card's 'Points off for…' before it. Where the lead is a sentence of its own (Korean: '…구두를 신어서 점수를
 * 깎았어요.'), the reason is the sentence after it.
 */
export function afterColon(text: string): string {
  const m = /[\s\u00a0\u202f]?[:：][\s\u00a0\u202f]*/u.exec(text) ?? /(?<=[.。!！])\s+/u.exec(text);
  return m && m.index + m[0].length < text.length ? text.slice(m.index + m[0].length) : text;
}

type Occasion = Exclude<RatingOccasion, 'custom'>;

const LAYER: Record<string, GarmentId> = { cold: 'coat', rain: 'trench', cool: 'jacket' };
const AVOID: readonly GarmentId[] = ['sneakers', 'jeans', 'tshirt', 'hoodie', 'flipFlops', 'oxfords', 'suit', 'heels', 'cap'];

/** A sentence that opens with a bare yes or no before any slot ('Yes, {items}…', '可以，{items}…', 'نعم، …'). */
const OPENS_WITH_ANSWER = /^[^{\s]{1,4}[,，،]/u;

/** Writes one answer's sentences (without the voice) in one language. */
export class Planner {
  readonly rater: Writer;
  private used = new Map<ChatKey, number>();

  constructor(readonly pack: LanguagePack, readonly words: ChatWords, readonly seed: string, occasion: Occasion | null, readonly language: Language = 'en') {
    this.rater = new Writer(pack, seed, occasion ? pack.occasions[occasion] : pack.occasions.casual);
  }

  /** One of the key's sentences; `answered`: the reply already opens with its yes or no, so a sentence that opens with one ('Yes, …') is skipped. */
  say(key: ChatKey, values: Readonly<Record<string, SlotValue | number>> = {}, answered = false): string {
    const all = this.words.phrases[key];
    const bare = answered ? all.filter((v) => !OPENS_WITH_ANSWER.test(v)) : all;
    const variants = bare.length ? bare : all;
    const n = this.used.get(key) ?? 0;
    this.used.set(key, n + 1);
    const text = variants[(pickIndex(this.seed, key, variants.length) + n) % variants.length]!;
    return this.pack.capitalise(fill(text, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])), this.pack.grammar));
  }

  piece(p: Piece): string {
    return pieceName(this.pack, p.garment, p.colour, p);
  }

  /** Several pieces as one list; with `article`, each piece carries it ('the black blazer and the blue jeans'). */
  pieces(list: readonly Piece[], article?: 'definite' | 'indefinite'): string {
    const grammar = this.pack.grammar;
    return this.pack.list(list.map((p) => (article && grammar?.article ? grammar.article(this.piece(p), article === 'definite') : this.piece(p))));
  }

  occasion(o: Occasion): string {
    return this.pack.occasions[o];
  }

  score(n: number): string {
    return decimal(n, this.language, false);
  }

  /** The rating engine's own sentences for what does not fit, and for the colours. */
  reasons(verdict: Verdict, max = 2): string[] {
    const out = verdict.fits.filter((f) => f.fit !== 'good').slice(0, max).map((f) => this.rater.say(`fit.${f.fit}`, { garment: this.rater.garment(f.mention) }));
    // Shoes in the colour the rest does not take: the rating's own sentence says why, before the colour story that would call them calm.
    const shoes = shoeMiss(verdict);
    if (shoes && out.length < max) return [...out, this.pack.capitalise(afterColon(CATALOGUES[this.language].penalties[shoes.reason]))];
    const c = verdict.textColours;
    // The same sentence a rating writes about the colours.
    if (c && out.length < max) out.push(harmonySentence(this.rater, c));
    if (c?.weddingWhite) out.push(this.rater.say('colour.weddingWhite'));
    return out;
  }
}

function pick(p: Planner, u: Understood, occasion: Occasion): string[] {
  const base = [...u.base, ...u.entities.garments].map(toPiece);
  const ranked = u.colourOf ? rankColours(base, u.colourOf, occasion) : rankCandidates(base, u.entities.asksFor!, occasion, u.asksAmong);
  const [best, ...rest] = ranked;
  if (!best) return [p.say('fallback')];
  const alt = rest.find((r) => r.score >= best.score - 0.6);
  // One everyday piece the occasion does not take, said the way a rating says it.
  // Only a piece the conversation named: a contrast with sneakers nobody mentioned answers a question nobody asked.
  const worst = AVOID.filter((g) => u.named?.has(g)).map((g) => ranked.find((r) => r.piece.garment === g)).find((r) => r && fitOf(r.piece, occasion).fit !== 'good');
  const out = [p.say('pick.best', { best: p.piece(best.piece), base: base.length ? p.pieces(base) : p.occasion(occasion), theBase: base.length ? p.pieces(base, 'definite') : p.occasion(occasion), occasion: p.occasion(occasion) })];
  if (alt) out.push(p.say('pick.also', { alt: p.piece(alt.piece) }));
  if (worst) out.push(p.rater.say(`fit.${fitOf(worst.piece, occasion).fit}`, { garment: p.pack.garments[worst.piece.garment] }));
  out.push(p.say('pick.score', { score: p.score(best.score), occasion: p.occasion(occasion) }));
  return out;
}

/**
 * How a combination of pieces rates: good, fair (it can work) or weak, as the pair answer says it. Colours that
 * clash are never "a good match", whatever the rest scores: the reasons say they compete (`reasons`).
 */
function pairKey(pieces: readonly Piece[], occasion: Occasion, couple = false): ChatKey {
  const v = verdictFor(pieces, occasion, couple);
  const misfit = v.fits.some((f) => f.fit !== 'good');
  const clash = v.textColours?.harmony.type === 'clash';
  // Brown shoes under a black suit are the mismatch a stylist corrects (no: change the shoes), however well the rest scores.
  if (shoeMiss(v)) return 'pair.weak';
  return v.overall >= 7 && !misfit && !clash ? 'pair.good' : v.overall >= 5.5 ? 'pair.fair' : 'pair.weak';
}

/**
 * The piece that keeps a pair from working and the best one for its place beside the rest: the weakest
 * misfit, when something else is kept (two suits leave nothing to build on); null otherwise.
 */
function swapFor(pieces: readonly Piece[], v: Verdict, occasion: Occasion): { worst: Piece; better: Piece; keep: Piece[] } | null {
  const shoes = shoeMiss(v) ? pieces.find((x) => GARMENTS[x.garment].components.includes('footwear')) : undefined;
  if (shoes) {
    const keep = pieces.filter((x) => x !== shoes);
    const better = rankCandidates(keep, 'footwear', occasion, [shoes.garment])[0];
    return better ? { worst: shoes, better: better.piece, keep } : null;
  }
  // A coat or a blazer is not traded for a T-shirt: it is worn over a top, so the swap is the next piece that misses
  // (flip-flops under a blazer), or none, and the answer says what to wear under it (pair). Jeans with a blazer is the
  // smart-casual classic, never jeans with a tee instead.
  const misfit = v.fits.find((f) => f.fit !== 'good' && !JACKETS_AND_COATS.includes(f.mention.garment))?.mention ?? null;
  if (!misfit) return null;
  const weakest = misfit.components[0]!;
  const keep = pieces.filter((x) => !GARMENTS[x.garment].components.includes(weakest));
  const worst = pieces.find((x) => x.garment === misfit.garment) ?? pieces.find((x) => GARMENTS[x.garment].components.includes(weakest));
  if (worst && JACKETS_AND_COATS.includes(worst.garment)) return null;
  const better = keep.length ? rankCandidates(keep, weakest, occasion)[0] : undefined;
  return worst && better ? { worst, better: better.piece, keep } : null;
}

/** The short answer to "does X go with Y?" about pieces; a pair that only can work names its condition. */
export type PairAnswer = { answer: 'yes' | 'no' } | { answer: 'condition'; swap: { worst: Piece; better: Piece } | null };

/**
 * Yes, yes on a condition (it can work: the swap that makes it work, if any), or no; null for colours only. One
 * piece asked about for an occasion ("Can I wear a red sequin dress to work?") is answered by how it fits the
 * occasion: yes when it fits, no when it does not; "Is it too much?" is yes only when the piece is too formal.
 */
export function pairAnswer(u: Understood): PairAnswer | null {
  const pieces = [...u.base, ...u.entities.garments].map(toPiece);
  if (!u.yesNo || u.intent !== 'pair' || !pieces.length) return null;
  const couple = !!u.entities.couple;
  if (pieces.length === 1) {
    if (!u.entities.occasion) return null;
    const v = verdictFor(pieces, u.entities.occasion, couple);
    const fit = v.fits[0]?.fit ?? 'good';
    // A white dress fits a wedding's dress code and is still the bride's colour: a guest is told no.
    const ok = fit === 'good' && !v.textColours?.weddingWhite;
    return { answer: u.tooMuch ? (fit === 'tooFormal' ? 'yes' : 'no') : ok ? 'yes' : 'no' };
  }
  const occasion = u.entities.occasion ?? 'casual';
  const key = pairKey(pieces, occasion, couple);
  // "Is it too much?" is answered no when the pair works, yes when it does not.
  if (key !== 'pair.fair') return { answer: (key === 'pair.good') !== !!u.tooMuch ? 'yes' : 'no' };
  if (u.tooMuch) return { answer: 'no' };
  return { answer: 'condition', swap: swapFor(pieces, verdictFor(pieces, occasion, couple), occasion) };
}

/** "Is a burgundy skirt OK for work?": how that piece fits the occasion, as a rating says it, and what to change when it does not. */
function onePiece(p: Planner, piece: Piece, occasion: Occasion, couple: boolean): string[] {
  const v = verdictFor([piece], occasion, couple);
  const fits = v.fits;
  const fit = fits[0]?.fit ?? 'good';
  // The right level in the bride's colour: the colour is the reason, not the level.
  if (fit === 'good' && v.textColours?.weddingWhite) return [p.rater.say('colour.weddingWhite')];
  const out = [p.rater.say(`fit.${fit}`, { garment: p.piece(piece) })];
  const component = mentionOf(piece).components[0];
  if (fit !== 'good' && component) out.push(...suggestionsFor(p.rater, component, fits, null).slice(0, 1));
  return out;
}

function pair(p: Planner, u: Understood, occasion: Occasion): string[] {
  const pieces = [...u.base, ...u.entities.garments].map(toPiece);
  const couple = !!u.entities.couple;
  if (pieces.length === 1 && u.entities.occasion) return onePiece(p, pieces[0]!, occasion, couple);
  if (!pieces.length) {
    // Colours only ("does navy go with brown?"): the colour story a rating would tell.
    const v = verdictFor(u.entities.colours.slice(0, 3).map((colour) => ({ garment: 'top' as GarmentId, colour })), occasion);
    const ok = v.textColours && v.textColours.harmony.type !== 'clash';
    const items = p.pack.list(u.entities.colours.slice(0, 3).map((c) => p.pack.colours[c]));
    return [p.say(ok ? 'colours.good' : 'colours.weak', { items }), ...p.reasons(v, 1)];
  }
  const v = verdictFor(pieces, occasion, couple);
  const misfit = v.fits.some((f) => f.fit !== 'good');
  const key = pairKey(pieces, occasion, couple);
  const out = [p.say(key, { items: p.pieces(pieces, 'definite'), score: p.score(v.overall), occasion: p.occasion(occasion) }, !!u.yesNo), ...p.reasons(v)];
  const swap = v.overall < 7 || misfit || shoeMiss(v) ? swapFor(pieces, v, occasion) : null;
  if (swap) out.push(p.say('pick.best', { best: p.piece(swap.better), base: p.pieces(swap.keep), theBase: p.pieces(swap.keep, 'definite'), occasion: p.occasion(occasion) }));
  else {
    // "A camel coat with black jeans" names the layer and the trousers: what goes under the coat completes the idea.
    const under = underLayer(pieces, occasion);
    if (under) out.push(p.say('pick.best', { best: p.piece(under), base: p.pieces(pieces), theBase: p.pieces(pieces, 'definite'), occasion: p.occasion(occasion) }));
  }
  return out;
}

/** The top to wear under an outer layer named without one, chosen with every named piece as a rating would score it; null otherwise. */
function underLayer(pieces: readonly Piece[], occasion: Occasion): Piece | null {
  const layered = pieces.some((x) => OUTER_LAYERS.includes(x.garment));
  const topUnder = pieces.some((x) => !OUTER_LAYERS.includes(x.garment) && GARMENTS[x.garment].components.includes('top'));
  return layered && !topUnder ? rankCandidates(pieces, 'top', occasion)[0]?.piece ?? null : null;
}

function style(p: Planner, u: Understood): string[] {
  const piece = toPiece(u.entities.garments[0]!);
  const level = p.words.levels[Math.max(0, Math.min(4, Math.round(GARMENTS[piece.garment].formality)))]!;
  const occasions = occasionsFor(piece);
  const out = [p.say('style.level', { garment: p.piece(piece), level })];
  if (occasions.length) out.push(p.say('style.occasions', { garment: p.piece(piece), occasions: p.pack.list(occasions.slice(0, 3).map((o) => p.occasion(o))) }));
  const home = occasions[0] ?? 'casual';
  const covered = new Set(mentionOf(piece).components);
  // Each partner is chosen with the ones before it, as a look is built: the shoes are read against the shirt as well as the
  // piece asked about (with the chinos alone, a white shoe's contrast beat the brown leather the whole outfit takes).
  const partners: Piece[] = [];
  for (const c of (['top', 'bottom', 'footwear'] as const).filter((x) => !covered.has(x))) {
    const best = rankCandidates([piece, ...partners], c, home)[0]?.piece;
    if (best) partners.push(best);
  }
  if (partners.length) out.push(p.say('style.partners', { partners: p.pieces(partners, 'indefinite'), garment: p.piece(piece), occasion: p.occasion(home) }));
  return out;
}

function occasionLook(p: Planner, u: Understood, occasion: Occasion): string[] {
  const weather = u.entities.weather;
  const { pieces, accessory, verdict } = buildOutfit(occasion, weather ? LAYER[weather] ?? null : null);
  const [min, max] = OCCASION_PROFILES[occasion].formality;
  const f = Math.round((min + max) / 2);
  const out = [p.say('occasion.level', { occasion: p.occasion(occasion), level: p.words.levels[Math.max(0, Math.min(4, f))]! })];
  const [top, bottom, footwear, layer] = pieces;
  if (top && bottom && footwear) out.push(p.say('occasion.outfit', { top: p.piece(top), bottom: p.piece(bottom), footwear: p.piece(footwear) }));
  if (weather) out.push(p.say(`weather.${weather}`));
  if (layer) out.push(p.say('weather.layer', { garment: p.piece(layer) }));
  if (accessory) out.push(p.say('occasion.finish', { accessory: p.piece(accessory) }));
  out.push(p.say('occasion.score', { score: p.score(verdict.overall), occasion: p.occasion(occasion) }));
  return out;
}

function history(p: Planner, input: ChatInput): string[] {
  const f = input.facts;
  if (!f.ratedOutfits || !f.best) return [p.say('history.none')];
  const out = [p.say('history.best', { score: p.score(f.best.score), occasion: p.occasion(f.best.occasion === 'custom' ? 'casual' : f.best.occasion), date: p.words.date(f.best.createdAt) })];
  if (f.best.summary) out.push(f.best.summary);
  out.push(p.say('history.stats', { count: f.ratedOutfits, average: p.score(f.averageRating ?? 0) }));
  if (f.latest && f.latest.createdAt !== f.best.createdAt) out.push(p.say('history.latest', { score: p.score(f.latest.score), occasion: p.occasion(f.latest.occasion === 'custom' ? 'casual' : f.latest.occasion) }));
  return out;
}

/** The answer's content sentences for everything but a photo (see photo.ts). */
export function planAnswer(p: Planner, u: Understood, input: ChatInput): string[] {
  const occasion: Occasion = u.entities.occasion ?? 'casual';
  switch (u.intent) {
    case 'greeting': return [p.say('greet')];
    case 'thanks': return [p.say('thanks')];
    case 'history': return history(p, input);
    case 'trends': return [p.say('trends.intro'), ...p.words.trends];
    case 'pick': return pick(p, u, occasion);
    case 'pair': return pair(p, u, occasion);
    case 'style': return style(p, u);
    case 'occasion': return occasionLook(p, u, occasion);
    case 'noPhoto': return [p.say('noPhoto')];
    default: return [p.say('fallback')];
  }
}
