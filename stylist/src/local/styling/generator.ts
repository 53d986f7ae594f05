import type { GeneratedOutfit, StylingOccasionId, WeatherId } from '@fitrater/contracts';
import { colourHex, type ColourId } from '../colour/names';
import {
  BODY_TYPE_RULES, DEFAULT_WEATHER, STYLING_OCCASION_RULES, WEATHER_RULES, bannedReason, garment, garmentsFor,
  type Garment, type GarmentSlot,
} from '../../knowledge';
import type { GenerateInput } from '../../styling';
import { isPunished, judgePalette, type ColourStory } from './palette';
import { pieceHeatCost, rankedStories } from './story-ranking';
import { jitter, readTaste, tasteScore, type Taste } from './taste';
import { garmentInColour } from './words';
import { garmentName } from './garment-names';
import { packFor } from '../i18n/packs';
import { proseFor, weatherAdvice } from './prose';
import { STYLING_SENTENCES } from './sentences';
import { inMembersForm } from '../grammar/address-form';
import { TAILORING_ACCESSORIES, finishLine, group, tailoringAllows, type FinishLine } from './finishing-lines';
import { outsideTheBand } from './warmth-band';

export interface Pick { garment: Garment; colour: ColourId }

/** A generated outfit in structured form (the text answer is written from it); tests check this. */
export interface PlannedOutfit {
  occasion: StylingOccasionId;
  weather: WeatherId;
  top: Pick | null;
  bottom: Pick | null;
  dress: Pick | null;
  outer: Pick | null;
  shoes: Pick;
  accessories: Pick[];
  story: ColourStory;
  /** The rater's colour score of the real outfit palette (0–10). */
  colourScore: number;
  /** Garments that bend a warmth rule, for whatever reason (they lower the confidence). */
  relaxed: Garment[];
  /**
   * The relaxed garments the occasion has nothing better for (warmth at a winter beach): there the occasion and the weather
   * truly pull apart, and the note says so. A piece outside the band only for its colour (the story, or a colour the
   * member likes, had no piece in the band) is not put down to the occasion.
   */
  apart: Garment[];
}

/** Which pieces, in which colours, a request takes at all (a funeral: only sober ones); every piece when absent. */
export type PieceRule = (g: Garment, colour: ColourId) => boolean;

interface Ctx {
  occasion: StylingOccasionId;
  weather: WeatherId;
  input: GenerateInput;
  taste: Taste;
  only?: PieceRule;
}

const SHARE: Record<GarmentSlot, number> = { top: 0.35, bottom: 0.3, dress: 0.62, outer: 0.25, shoes: 0.08, acc: 0.03 };

function allowed(slot: GarmentSlot, ctx: Ctx): Garment[] {
  return garmentsFor(slot, ctx.occasion).filter((g) => bannedReason(g, ctx) === null);
}

/** How well a garment suits this request apart from colour; higher is better. */
function fitScore(g: Garment, ctx: Ctx): number {
  const rule = STYLING_OCCASION_RULES[ctx.occasion];
  const centre = (rule.formality[0] + rule.formality[1]) / 2;
  const w = WEATHER_RULES[ctx.weather];
  let s = -1.2 * Math.abs(g.formality - centre);
  if (g.slot !== 'acc' && g.slot !== 'shoes' && g.slot !== 'outer') s -= 2 * Math.max(0, w.warmth[0] - g.warmth, g.warmth - w.warmth[1]);
  if (g.slot === 'outer' && w.outerWarmth !== null) s -= 2 * Math.max(0, w.outerWarmth - g.warmth);
  if (g.slot === 'outer' && w.rainproof && g.tags.includes('rainproof')) s += 2;
  if (g.slot === 'shoes' && ctx.weather === 'cold-winter') s += 0.4 * g.warmth;
  // In the heat a wool overcoat or a winter boot is as wrong as a sweater: the layer and the shoes get the band too, a
  // step looser (a blazer and closed shoes still go to the office in summer).
  if ((g.slot === 'outer' || g.slot === 'shoes') && w.warmth[1] <= 1) s -= 2 * Math.max(0, g.warmth - (w.warmth[1] + 1));
  const body = ctx.input.bodyType ? BODY_TYPE_RULES[ctx.input.bodyType] : null;
  if (body && g.silhouette) {
    const prefer = g.slot === 'top' || g.slot === 'dress' ? body.prefer.top : g.slot === 'bottom' ? body.prefer.bottom : g.slot === 'outer' ? body.prefer.outer : [];
    if (prefer.includes(g.silhouette)) s += 0.8;
    if (body.avoid.includes(g.silhouette)) s -= 1.5;
  }
  return s + tasteScore(g, ctx.taste) + 0.9 * jitter(ctx.input.seed, g.id);
}

/** The slots whose colour the sun falls on: what is worn, not the shoes or the accessories. */
const WORN_IN_THE_HEAT: ReadonlySet<GarmentSlot> = new Set(['top', 'bottom', 'dress', 'outer']);

/** The best garment of a slot in one of the wanted colours (earlier colours preferred), or null. */
function choose(slot: GarmentSlot, wanted: readonly ColourId[], ctx: Ctx, exclude: ReadonlySet<string> = new Set()): Pick | null {
  let best: (Pick & { score: number }) | null = null;
  for (const g of allowed(slot, ctx)) {
    if (exclude.has(g.id)) continue;
    const i = wanted.findIndex((c) => g.colours.includes(c) && (!ctx.only || ctx.only(g, c)));
    if (i < 0) continue;
    const colour = wanted[i]!;
    // In weather that asks for light colours a dark piece costs what a dark story does, less in linen: of two navy
    // trousers, the linen pair is the summer one.
    const heat = WEATHER_RULES[ctx.weather].lightColours && WORN_IN_THE_HEAT.has(slot) ? pieceHeatCost(g, colour) : 0;
    const score = fitScore(g, ctx) - 0.5 * i + 0.4 * Math.min(2, ctx.taste.likedColours.get(colour) ?? 0) - heat;
    if (!best || score > best.score) best = { garment: g, colour, score };
  }
  return best ? { garment: best.garment, colour: best.colour } : null;
}

interface MainPieces { top: Pick | null; dress: Pick | null; outer: Pick | null; shoes: Pick; legs: Garment['coverage'] }

function accessories(ctx: Ctx, story: ColourStory, needs: { umbrella: boolean; tights: boolean }, main: MainPieces): Pick[] {
  const w = ctx.weather;
  const colours: ColourId[] = [story.base, story.second, ...(story.accent ? [story.accent] : []), 'black', 'brown', 'gold', 'silver', 'ivory', 'beige', 'grey', 'navy'];
  const heeled = main.shoes.garment.tags.includes('heeled');
  const fits = (g: Garment) => {
    // Tights are worn under a hem, never under trousers or jeans.
    if (/tights/.test(g.name) && main.legs === 'full') return false;
    if (!TAILORING_ACCESSORIES[g.id]) return true;
    return !heeled && tailoringAllows(TAILORING_ACCESSORIES[g.id]!, main);
  };
  const scored = allowed('acc', ctx).filter(fits).flatMap((g) => {
    const colour = colours.find((c) => g.colours.includes(c)) ?? g.colours[0]!;
    if (ctx.only && !ctx.only(g, colour)) return [];
    let s = fitScore(g, ctx);
    if (w === 'cold-winter' && g.warmth >= 3) s += 2.5;
    if (w !== 'cold-winter' && g.warmth >= 3) s -= 3;
    if ((w === 'sunny-warm' || w === 'hot-humid') && /sun/.test(g.name)) s += 2;
    if (g.id === 'umbrella') s += needs.umbrella ? 10 : w === 'rainy' ? 1 : -4;
    if (/tights/.test(g.name)) s += needs.tights ? (g.id === 'opaque-tights' ? 12 : 10) : -6;
    return [{ garment: g, colour, score: s }];
  }).sort((a, b) => b.score - a.score);
  const picked: Pick[] = [];
  const groups = new Set<string>();
  let line: FinishLine | null = null;
  // Weather essentials go with any occasion, even where the knowledge base does not list them.
  const essential = (id: string, colour: ColourId) => {
    if (scored.some((c) => c.garment.id === id && c.score > 5)) return;
    picked.push({ garment: garment(id), colour });
    groups.add(group(garment(id)));
  };
  if (needs.tights) essential('opaque-tights', story.base === 'navy' || story.base === 'charcoal' ? story.base : 'black');
  if (needs.umbrella) essential('umbrella', 'black');
  const max = STYLING_OCCASION_RULES[ctx.occasion].formality[1] >= 3.4 ? 3 : 2;
  for (const c of scored) {
    if (picked.length >= max + (needs.umbrella ? 1 : 0) + (needs.tights ? 1 : 0)) break;
    if (groups.has(group(c.garment))) continue;
    const own = finishLine(c.garment);
    if (own && line && own !== line) continue;
    line = own ?? line;
    groups.add(group(c.garment));
    picked.push({ garment: c.garment, colour: c.colour });
  }
  return picked;
}

function plan(story: ColourStory, useDress: boolean, ctx: Ctx): PlannedOutfit | null {
  const w = WEATHER_RULES[ctx.weather];
  const main = story.accent ?? story.second;
  let top: Pick | null = null;
  let bottom: Pick | null = null;
  let dress: Pick | null = null;
  if (useDress) {
    dress = choose('dress', [main, story.base, story.second], ctx);
    if (!dress) return null;
  } else {
    top = choose('top', [main, story.second, story.base], ctx);
    bottom = choose('bottom', [story.base, story.second], ctx);
    if (!top || !bottom) return null;
  }
  const needOuter = w.outerWarmth !== null;
  const formalEnough = STYLING_OCCASION_RULES[ctx.occasion].formality[0] >= 2.2;
  let outer: Pick | null = null;
  if (needOuter || (formalEnough && !w.noOuter && !useDress)) {
    outer = choose('outer', [story.second, story.base], ctx, sameKindAs(top));
    if (!outer && needOuter) return null;
    // A layer worn for polish, not warmth, stays at home in the heat when the one in the story's colours is a warm one.
    if (outer && !needOuter && outer.garment.warmth > w.warmth[1] + 1) outer = null;
  }
  const shoes = choose('shoes', [story.base, story.second, 'black', 'brown', 'white', 'beige'], ctx);
  if (!shoes) return null;
  // The look wears the story it was planned for, a base and a second colour: every piece in one colour (a camel jumper,
  // skirt, blazer and pumps) is no story but the pieces each picked alone, and the next story is tried.
  if (new Set([top, bottom, dress, outer, shoes].filter((p): p is Pick => !!p).map((p) => p.colour)).size < 2) return null;
  // Pieces outside the weather's band, and those the occasion has nothing better for (warmth-band.ts).
  const { relaxed, apart } = outsideTheBand([top, bottom, dress].map((p) => p?.garment), outer?.garment, w,
    (slot, fits) => allowed(slot, ctx).some((g) => fits(g) && (!ctx.only || g.colours.some((c) => ctx.only!(g, c)))));
  const legs = (dress ?? bottom)!.garment.coverage;
  const needs = {
    umbrella: w.rainproof && !(outer?.garment.tags.includes('rainproof') ?? false),
    tights: w.coverLegs && legs === 'partial',
  };
  const acc = accessories(ctx, story, needs, { top, dress, outer, shoes, legs });
  const shares = new Map<ColourId, number>();
  for (const p of [top, bottom, dress, outer, shoes, ...acc]) {
    if (!p) continue;
    const share = p.garment.slot === 'top' && outer ? 0.2 : SHARE[p.garment.slot];
    shares.set(p.colour, (shares.get(p.colour) ?? 0) + share);
  }
  const verdict = judgePalette(shares, ctx.occasion);
  if (isPunished(verdict)) return null;
  return { occasion: ctx.occasion, weather: ctx.weather, top, bottom, dress, outer, shoes, accessories: acc, story, colourScore: verdict.score, relaxed, apart };
}

/** What a garment is, said by the last word of its name: a fine-gauge cardigan and a long knit cardigan are both cardigans. */
const kind = (g: Garment): string => g.name.split(' ').at(-1)!;

/** The outer layers of the same kind as the top: a cardigan is not worn over a cardigan, nor a shirt over a shirt. */
function sameKindAs(top: Pick | null): Set<string> {
  if (!top) return new Set();
  return new Set(garmentsFor('outer').filter((g) => kind(g) === kind(top.garment)).map((g) => g.id));
}

/**
 * Plans the outfit: the first colour story (best first) for which every slot can be filled without breaking a rule or a
 * colour the rater would punish. `only` narrows the pieces a request takes (a funeral: only sober ones).
 */
export function planOutfit(input: GenerateInput, options: { separates?: boolean; only?: PieceRule } = {}): PlannedOutfit {
  const ctx: Ctx = { occasion: input.occasion, weather: input.weather ?? DEFAULT_WEATHER, input, taste: readTaste(input.profile), ...(options.only ? { only: options.only } : {}) };
  const preferDress = !options.separates && jitter(input.seed, 'dress') < 0.35;
  let tried = 0;
  for (const story of rankedStories(ctx.occasion, ctx.taste, input.seed, ctx.weather)) {
    if (tried++ === 400) break;
    // Separates only when the pieces must replace a top and a bottom one by one (per-rating advice).
    const outfit = plan(story, preferDress, ctx) ?? (options.separates ? null : plan(story, !preferDress, ctx));
    if (outfit) return outfit;
  }
  throw new Error(`No outfit satisfies the rules for ${ctx.occasion} in ${ctx.weather}`);
}

/**
 * The garments of one slot a stylist would offer for the request, best first: the one the plan wears, then the
 * next best the rules allow, each in the first of the plan's colours it comes in; `only` narrows the slot to one
 * kind (bags among the accessories). The plan comes with them, for what they are worn with.
 */
export function slotOptions(input: GenerateInput, slot: GarmentSlot, count: number, only: (g: Garment) => boolean = () => true, rule?: PieceRule): { plan: PlannedOutfit; options: Pick[] } {
  // A top or a bottom is worn with separates: a plan around a dress would leave it nothing to be worn with.
  // `rule` narrows the whole plan, its partners too (a man's look: no skirt beside his shoes).
  const plan = planOutfit(input, { separates: slot === 'top' || slot === 'bottom', ...(rule ? { only: rule } : {}) });
  const ctx: Ctx = { occasion: input.occasion, weather: input.weather ?? DEFAULT_WEATHER, input, taste: readTaste(input.profile), ...(rule ? { only: rule } : {}) };
  const planned = namedPieces(plan).find((p) => p.garment.slot === slot && only(p.garment));
  const wanted = [...new Set<ColourId>([...(planned ? [planned.colour] : []), plan.story.base, plan.story.second, ...(plan.story.accent ? [plan.story.accent] : []), 'black', 'brown', 'navy', 'white', 'beige'])];
  const options: Pick[] = planned ? [planned] : [];
  const taken = new Set<string>([...options.map((p) => p.garment.id), ...allowed(slot, ctx).filter((g) => !only(g)).map((g) => g.id)]);
  while (options.length < count) {
    const next = choose(slot, wanted, ctx, taken);
    if (!next) break;
    options.push(next);
    taken.add(next.garment.id);
  }
  return { plan, options };
}

/** Every piece the answer names, main pieces first. */
export function namedPieces(o: PlannedOutfit): Pick[] {
  return [o.dress ?? o.top, o.bottom, o.outer, o.shoes, ...o.accessories].filter((p): p is Pick => p !== null);
}

/**
 * The colour story as worn: the base and second colour are the two largest colours on the main
 * pieces, and the accent is only named when a piece is in it, so the notes never praise a colour
 * the outfit does not have. Null when every piece is one colour (the notes then skip the palette).
 */
export function wornStory(o: PlannedOutfit): { base: ColourId; second: ColourId; accent: ColourId | null } | null {
  const shares = new Map<ColourId, number>();
  for (const p of [o.top, o.bottom, o.dress, o.outer, o.shoes]) {
    if (!p) continue;
    const share = p.garment.slot === 'top' && o.outer ? 0.2 : SHARE[p.garment.slot];
    shares.set(p.colour, (shares.get(p.colour) ?? 0) + share);
  }
  const ranked = [...shares.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
  const all = new Set(namedPieces(o).map((p) => p.colour));
  const base = ranked[0]!;
  const second = ranked.find((c) => c !== base) ?? [...all].find((c) => c !== base);
  if (!second) return null;
  const accent = o.story.accent && all.has(o.story.accent) && o.story.accent !== base && o.story.accent !== second ? o.story.accent : null;
  return { base, second, accent };
}

/** The notes in the member's language (languages/<lang>/styling-prose.ts). */
function notesIn(o: PlannedOutfit, input: GenerateInput) {
  const prose = proseFor(input.language);
  const colour = (c: ColourId) => packFor(input.language).colours[c];
  const worn = wornStory(o);
  return {
    occasion: prose.occasions[o.occasion],
    palette: !worn ? null : worn.accent ? prose.accentPalette(colour(worn.base), colour(worn.second), colour(worn.accent)) : prose.calmPalette(colour(worn.base), colour(worn.second)),
    weather: weatherAdvice(o.occasion, o.weather, input.language),
    noWeather: prose.noWeather,
    body: input.bodyType ? prose.bodyTypes[input.bodyType] : prose.generalBody,
    colour,
  };
}

/** Writes the planned outfit as the generator's answer, in the member's language (garment names from garment-names/). */
/** The outfit in words, in the member's language and form of address. */
export function writeOutfit(o: PlannedOutfit, input: GenerateInput): GeneratedOutfit {
  return inMembersForm(outfitInWords(o, input), input.language, input.addressForm);
}

function outfitInWords(o: PlannedOutfit, input: GenerateInput): GeneratedOutfit {
  const language = input.language;
  const say = STYLING_SENTENCES[language];
  const pack = packFor(language);
  const notes = notesIn(o, input);
  const named = (p: Pick) => garmentInColour(p, language);
  const bare = (p: Pick) => garmentName(p.garment, language);
  const taste = readTaste(input.profile);
  const tights = o.accessories.find((a) => /tights/.test(a.garment.name));
  const top = o.outer ? say.under(named(o.dress ?? o.top!), named(o.outer)) : named(o.dress ?? o.top!);
  const bottom = o.dress
    ? say.dressBase(bare(o.dress), tights ? named(tights) : null)
    : tights ? say.withTights(named(o.bottom!), named(tights)) : named(o.bottom!);
  // The chips are exactly the colours of the pieces named; an accessory that would add a seventh colour is left out.
  const colourIds = [...new Set([o.top, o.bottom, o.dress, o.outer, o.shoes].filter((p): p is Pick => p !== null).map((p) => p.colour))];
  const shown = o.accessories.filter((a) => {
    if (colourIds.includes(a.colour)) return true;
    if (colourIds.length >= 6) return false;
    colourIds.push(a.colour);
    return true;
  });
  const styling = [notes.occasion, ...(notes.palette ? [notes.palette] : [])];
  const liked = colourIds.filter((c) => (taste.likedColours.get(c) ?? 0) > 0);
  if (liked.length) styling.push(say.likedColours(pack.list(liked.map(notes.colour))));
  if (taste.preferredStyles.length) styling.push(say.styles(pack.list(taste.preferredStyles), taste.avoidedStyles.length ? pack.list(taste.avoidedStyles) : null));
  const weatherNotes = [notes.weather];
  if (o.weather === 'rainy') weatherNotes.push(say.rainFeet(bare(o.shoes), o.outer?.garment.tags.includes('rainproof') ? bare(o.outer) : null));
  if (o.weather === 'cold-winter') weatherNotes.push(say.coldCovered(bare(o.shoes), tights ? named(tights) : null));
  if (o.apart.length) weatherNotes.push(say.honest(o.apart.map((g) => garmentName(g, language)), pack.list));
  if (!input.weather) weatherNotes.unshift(notes.noWeather);
  const penalty = o.relaxed.length * 0.6;
  const confidence = Math.max(5, Math.min(9.6, Math.round((0.6 * o.colourScore + 3.6 - penalty) * 10) / 10));
  const accessories = pack.list(shown.filter((a) => a !== tights).map(named));
  return {
    confidence_rating: confidence,
    outfit: {
      top: pack.capitalise(top),
      bottom: pack.capitalise(bottom),
      footwear: pack.capitalise(named(o.shoes)),
      accessories: accessories ? pack.capitalise(accessories) : say.minimalAccessories,
      // Names for reading, in the member's language; the chip's dot is drawn from the swatch beside it.
      colors: colourIds.map((c) => pack.colours[c]),
      swatches: colourIds.map(colourHex),
    },
    styling_notes: styling.join(pack.sentenceGap),
    weather_considerations: weatherNotes.join(pack.sentenceGap),
    body_type_tips: notes.body,
  };
}

export function generateOutfit(input: GenerateInput): GeneratedOutfit {
  return writeOutfit(planOutfit(input), input);
}
