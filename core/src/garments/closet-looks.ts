import { createHash } from 'node:crypto';
import {
  LOOK_REPEAT_DAYS, SLOT_CATEGORIES, type ClosetLook, type ClosetLooks, type GarmentCategory, type GarmentColour, type GarmentFormality,
  type GarmentSeason, type Language, type LookPiece, type LookSlot, type StylingOccasionId, type WeatherId,
} from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import { garments, knowledge } from '@fitrater/stylist';
import type { CoreContext } from '../context';
import type { ClosetItemModel } from './garment.models';
import { lookItemsOf, ownItemsAmong } from './closet-item.repository';
import { lookKeysSince } from './closet-wear.repository';
import { closetItemImagePath } from './garment-view';

export interface ClosetLookRequest {
  occasion: StylingOccasionId;
  weather: WeatherId | null;
  lockedItemIds: readonly string[];
  options: number;
  language: Language;
}

type Item = Pick<ClosetItemModel, 'id' | 'name' | 'category' | 'colours' | 'formality' | 'lowerKind' | 'seasons' | 'occasions' | 'imageVersion'>;
type Filled = { slot: LookSlot; item: Item | null; suggestion?: { category: GarmentCategory; formality: GarmentFormality; colour: GarmentColour } };

/** Weather → the seasons an item must suit, and whether the look needs an outer layer. */
const WEATHER: Record<WeatherId, { seasons: GarmentSeason[]; outer: boolean }> = {
  'sunny-warm': { seasons: ['summer', 'spring'], outer: false }, 'hot-humid': { seasons: ['summer'], outer: false },
  'cool-breezy': { seasons: ['fall', 'spring'], outer: true }, rainy: { seasons: ['fall', 'spring'], outer: true },
  'cold-winter': { seasons: ['winter'], outer: true }, 'mild-spring': { seasons: ['spring', 'fall'], outer: false },
};
/** Items tried per slot (best prior first): enough for real choice, few enough to rate every combination in well under a second. */
const PER_SLOT = { base: 4, footwear: 3, outer: 2, accessory: 2 } as const;
/** Colours a missing piece is suggested in: the engine picks the one that scores best with the rest. */
const SUGGESTED_COLOURS: readonly GarmentColour[] = ['black', 'white', 'navy', 'brown', 'beige', 'grey'];
const SLOT_OF: Record<GarmentCategory, LookSlot> = { top: 'top', 'one-piece': 'top', bottom: 'bottom', outerwear: 'outerwear', footwear: 'footwear', accessory: 'accessories' };

const ratingOccasionOf = (occasion: StylingOccasionId) => knowledge.STYLING_OCCASION_RULES[occasion].ratingOccasion;

/** The occasion's formality as the closet's four steps (the middle of its band). */
function occasionFormality(occasion: StylingOccasionId): GarmentFormality {
  const [lo, hi] = knowledge.STYLING_OCCASION_RULES[occasion].formality;
  const mid = (lo + hi) / 2;
  return (Object.entries(garments.FORMALITY_LEVEL) as [GarmentFormality, number][]).sort((a, b) => Math.abs(a[1] - mid) - Math.abs(b[1] - mid))[0]![0];
}

/** Cheap prior before the engine rates: the item is tagged for the occasion, near its formality, right for the weather. */
function prior(item: Item, occasion: StylingOccasionId, seasons: readonly GarmentSeason[] | null): number {
  const [lo, hi] = knowledge.STYLING_OCCASION_RULES[occasion].formality;
  const level = garments.FORMALITY_LEVEL[item.formality];
  const distance = level < lo ? lo - level : level > hi ? level - hi : 0;
  const seasonFit = !seasons || item.seasons.length === 0 || item.seasons.some((s) => seasons.includes(s)) ? 0 : 1.5;
  return (item.occasions.includes(occasion) ? 0 : 0.5) + distance + seasonFit;
}

export const lookKeyOf = (itemIds: readonly string[]) => `look-${createHash('sha1').update([...itemIds].sort().join('+')).digest('hex').slice(0, 24)}`;

/** Look keys proposed (generated answers) or worn in the last 14 days: not proposed again while another look exists. */
async function recentLookKeys(ctx: CoreContext, userId: string): Promise<Set<string>> {
  return lookKeysSince(ctx.db, userId, new Date(ctx.now().getTime() - LOOK_REPEAT_DAYS * 86_400_000));
}

/** Locked item ids must be the member's own (another member's item is not found). */
export async function assertOwnedItems(ctx: CoreContext, userId: string, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  const owned = await ownItemsAmong(ctx.db, userId, itemIds);
  if (owned.length !== new Set(itemIds).size) throw new AppError('NOT_FOUND', 'Closet item not found');
}

const scored = (item: Item): garments.ScoredPiece => ({ category: item.category, formality: item.formality, colours: item.colours, lower: item.lowerKind });

/**
 * Looks dressed from the member's own items for an occasion: every slot filled by an owned item where
 * one fits (locked items in every option), the engine rating each combination as it rates a described
 * outfit; a slot nothing owned fits gets the piece to look for, in the colour the engine scores best.
 * Looks proposed or worn in the last 14 days come last.
 */
export async function closetLooks(ctx: CoreContext, userId: string, request: ClosetLookRequest): Promise<ClosetLooks> {
  const [items, recent] = await Promise.all([
    lookItemsOf(ctx.db, userId).then((rows): Item[] => rows),
    recentLookKeys(ctx, userId),
  ]);
  const weather = request.weather ? WEATHER[request.weather] : null;
  const ratingOccasion = ratingOccasionOf(request.occasion);
  const locked = items.filter((i) => request.lockedItemIds.includes(i.id));
  const lockedSlot = new Map<LookSlot, Item>();
  for (const item of locked) {
    lockedSlot.set(SLOT_OF[item.category], item);
    if (item.category === 'one-piece') lockedSlot.set('bottom', item);
  }
  const best = (categories: readonly GarmentCategory[], n: number) => items
    .filter((i) => categories.includes(i.category) && prior(i, request.occasion, weather?.seasons ?? null) < 2)
    .sort((a, b) => prior(a, request.occasion, weather?.seasons ?? null) - prior(b, request.occasion, weather?.seasons ?? null) || a.id.localeCompare(b.id))
    .slice(0, n);

  // Bases: a top with a bottom, or a one-piece alone.
  const lockedTop = lockedSlot.get('top'), lockedBottom = lockedSlot.get('bottom');
  const tops = lockedTop ? [lockedTop] : best(['top'], PER_SLOT.base);
  const bottoms = lockedBottom ? [lockedBottom] : best(['bottom'], PER_SLOT.base);
  const bases: (Item | null)[][] = [];
  if (lockedTop?.category === 'one-piece') bases.push([lockedTop]);
  else {
    for (const t of tops.length ? tops : [null]) for (const b of bottoms.length ? bottoms : [null]) if (!(t?.category === 'one-piece' && b)) bases.push([t, b]);
    if (!lockedTop && !lockedBottom) for (const d of best(['one-piece'], PER_SLOT.base)) bases.push([d]);
  }
  const shoes = lockedSlot.get('footwear') ? [lockedSlot.get('footwear')!] : best(SLOT_CATEGORIES.footwear, PER_SLOT.footwear);
  const outers = lockedSlot.get('outerwear') ? [lockedSlot.get('outerwear')!] : weather?.outer ? best(SLOT_CATEGORIES.outerwear, PER_SLOT.outer) : [];
  const accessories = lockedSlot.get('accessories') ? [lockedSlot.get('accessories')!] : best(SLOT_CATEGORIES.accessories, PER_SLOT.accessory);
  const formality = occasionFormality(request.occasion);

  // Every combination of the shortlists, rated by the engine (a few hundred at most: well under a second).
  type Candidate = { filled: Filled[]; score: number; key: string };
  const candidates: Candidate[] = [];
  for (const base of bases) {
    for (const shoe of shoes.length ? shoes : [null]) {
      for (const outer of weather?.outer ? (outers.length ? outers : [null]) : [undefined]) {
        for (const accessory of accessories.length ? accessories : [null]) {
          const filled: Filled[] = base.length === 1
            ? [{ slot: 'top', item: base[0]! }]
            : [{ slot: 'top', item: base[0] ?? null }, { slot: 'bottom', item: base[1] ?? null }];
          if (outer !== undefined) filled.push({ slot: 'outerwear', item: outer });
          filled.push({ slot: 'footwear', item: shoe }, { slot: 'accessories', item: accessory });
          const owned = filled.flatMap((f) => (f.item ? [f.item] : []));
          if (owned.length === 0) continue;
          candidates.push({ filled, score: await garments.scoreLook(owned.map(scored), ratingOccasion), key: lookKeyOf(owned.map((i) => i.id)) });
        }
      }
    }
  }
  if (candidates.length === 0) {
    // Nothing owned fits at all: one look made only of what to look for.
    const filled: Filled[] = (['top', 'bottom', 'footwear', 'accessories'] as const).map((slot) => ({ slot, item: null }));
    candidates.push({ filled, score: 0, key: lookKeyOf([]) });
  }
  candidates.sort((a, b) => Number(recent.has(a.key)) - Number(recent.has(b.key)) || b.score - a.score || a.key.localeCompare(b.key));

  // Best first, each further option differing in its base where the closet allows it.
  const chosen: Candidate[] = [];
  const baseOf = (c: Candidate) => c.filled.filter((f) => f.slot === 'top' || f.slot === 'bottom').map((f) => f.item?.id ?? '-').join('+');
  for (const pass of [true, false]) {
    for (const c of candidates) {
      if (chosen.length >= request.options) break;
      if (chosen.some((x) => x.key === c.key) || (pass && chosen.some((x) => baseOf(x) === baseOf(c)))) continue;
      chosen.push(c);
    }
  }
  return { source: 'closet', options: await Promise.all(chosen.map((c) => toLook(c.filled, c.key, request, formality, ratingOccasion, locked))) };
}

const slotCategory: Record<LookSlot, GarmentCategory> = { top: 'top', bottom: 'bottom', outerwear: 'outerwear', footwear: 'footwear', accessories: 'accessory' };

/** The look as the API answers it: owned pieces by id, each empty slot with the piece to look for (its colour chosen by the engine). */
async function toLook(filled: Filled[], key: string, request: ClosetLookRequest, formality: GarmentFormality, occasion: ReturnType<typeof ratingOccasionOf>, locked: Item[]): Promise<ClosetLook> {
  const owned = filled.flatMap((f) => (f.item ? [scored(f.item)] : []));
  const pieces: LookPiece[] = [];
  const missing: ClosetLook['missing'] = [];
  const suggestions: ReturnType<typeof scored>[] = [];
  for (const f of filled) {
    if (f.item) {
      pieces.push({ slot: f.slot, closetItemId: f.item.id, name: f.item.name, colours: f.item.colours, imageUrl: closetItemImagePath(f.item), locked: locked.some((l) => l.id === f.item!.id) });
      continue;
    }
    const category = slotCategory[f.slot];
    let colour: GarmentColour = SUGGESTED_COLOURS[0]!;
    let top = -1;
    for (const c of SUGGESTED_COLOURS) {
      const s = await garments.scoreLook([...owned, ...suggestions, { category, formality, colours: [c] }], occasion);
      if (s > top) { top = s; colour = c; }
    }
    suggestions.push({ category, formality, colours: [colour] });
    pieces.push({ slot: f.slot, closetItemId: null, name: garments.itemName(category, formality, [colour], request.language), colours: [colour], imageUrl: null, locked: false });
    missing.push({ slot: f.slot, lookFor: garments.lookForLine(f.slot, category, formality, colour, request.language) });
  }
  // The score of the look as proposed: the owned pieces with the suggested ones in the empty slots.
  const score = await garments.scoreLook([...owned, ...suggestions], occasion);
  return { lookKey: key, score, pieces, missing };
}
