import type { StylingOccasionId, WeatherId } from '@fitrater/contracts';
import { GARMENTS, WEATHER_RULES, type Garment } from '../../knowledge';
import { namedColour, type ColourId } from '../colour/names';
import { storiesFor, type ColourStory } from './palette';
import { jitter, type Taste } from './taste';

/** The seed's share of a story's value: variety between requests, never more than this. */
const VARIETY = 0.5;

/**
 * In weather that asks for light colours, a story loses this much value per step of its mean lightness (OKLab L,
 * weighted by the shares the rater judged it at) below `LIGHT_ENOUGH`: a navy and charcoal story (0.31) loses about
 * 0.9, more than the variety, so a lighter story of the same score leads; black with white loses 0.4; grey and lighter
 * lose nothing. Where every story is dark (a funeral) the order barely moves.
 */
const HEAT_DARKNESS = 3;
const LIGHT_ENOUGH = 0.6;
/**
 * The share of a colour's darkness the heat still charges when the occasion has a piece in that colour in an open weave
 * (linen): the cloth breathes, and darkness matters less in an open weave, so a navy linen suit or shirt is a summer
 * classic a navy wool one is not. Only part is forgiven: the dark cloth still takes in the sun.
 */
const OPEN_WEAVE_DARKNESS = 0.4;

/** How far a colour is below `LIGHT_ENOUGH`, the part the heat charges: less of it in an open weave. */
export function darknessInTheHeat(colour: ColourId, openWeave: boolean): number {
  const gap = Math.max(0, LIGHT_ENOUGH - namedColour(colour).lab.L);
  return openWeave ? OPEN_WEAVE_DARKNESS * gap : gap;
}

/** What one worn piece's colour costs it in the heat, by the same measure as a story's: less in an open weave (linen). */
export const pieceHeatCost = (g: Garment, colour: ColourId): number => HEAT_DARKNESS * darknessInTheHeat(colour, g.tags.includes('openWeave'));

/** The colours each occasion has a worn piece (not shoes or accessories) in an open weave in. */
const openWeaveColours = new Map<StylingOccasionId, ReadonlySet<ColourId>>();
function openWeaveIn(occasion: StylingOccasionId): ReadonlySet<ColourId> {
  let known = openWeaveColours.get(occasion);
  if (!known) {
    const worn = GARMENTS.filter((g) => g.tags.includes('openWeave') && g.slot !== 'shoes' && g.slot !== 'acc' && g.occasions.includes(occasion));
    openWeaveColours.set(occasion, (known = new Set(worn.flatMap((g) => g.colours))));
  }
  return known;
}

/** A story with its place in the occasion's list, its value, and the key its jitter is drawn for (made once per story). */
interface Ranked { story: ColourStory; index: number; value: number; key: string }

/**
 * The occasion's colour stories best first by the rater's score, the user's colours and a little
 * variety from the seed (`VARIETY` × jitter), in the order a stable sort on that value gives.
 * Yielded lazily: an occasion has thousands of stories and a plan takes one of the first few, so a
 * story's jitter (a sha256) is worked out only once it could still come before the best one left,
 * that is while its value without the variety, plus `VARIETY`, reaches that best value.
 */
export function* rankedStories(occasion: StylingOccasionId, taste: Taste, seed: string, weather: WeatherId | null = null): Generator<ColourStory> {
  const fixed = withoutVariety(occasion, taste, weather !== null && WEATHER_RULES[weather].lightColours);
  const open: Ranked[] = [];
  let next = 0;
  while (open.length > 0 || next < fixed.length) {
    // A story's value is below its value without the variety plus VARIETY (rounding is monotonic).
    while (next < fixed.length && (open.length === 0 || fixed[next]!.value + VARIETY >= open[0]!.value)) {
      const { story, index, value, key } = fixed[next++]!;
      push(open, { story, index, value: value + VARIETY * jitter(seed, key), key });
    }
    yield pop(open).story;
  }
}

/** Without the user's colours, an occasion's values are its stories' scores (less the heat's, in the heat): worked out once. */
const plainValues = new Map<string, readonly Ranked[]>();

/** The occasion's stories with their values before the variety, highest first (the earlier story on a tie). */
function withoutVariety(occasion: StylingOccasionId, taste: Taste, lightColours: boolean): readonly Ranked[] {
  const plain = taste.likedColours.size === 0;
  const cacheKey = `${occasion}/${lightColours}`;
  const known = plain ? plainValues.get(cacheKey) : undefined;
  if (known) return known;
  const like = (c: ColourId | null) => (c ? Math.min(2, taste.likedColours.get(c) ?? 0) : 0);
  const values = storiesFor(occasion).map((story, index) => ({
    story, index, value: story.score + 0.35 * (like(story.base) + like(story.second) + like(story.accent)) - (lightColours ? heatCost(story, openWeaveIn(occasion)) : 0),
    key: `${story.base}/${story.second}/${story.accent}`,
  }));
  // storiesFor is sorted by score already; the user's colours and the heat can reorder it.
  if (!plain || lightColours) values.sort((a, b) => b.value - a.value || a.index - b.index);
  if (plain) plainValues.set(cacheKey, values);
  return values;
}

/**
 * What a story's darkness costs it in the heat (see `HEAT_DARKNESS`), at the shares `storiesFor` judged it at; a colour the
 * occasion has in an open weave counts only `OPEN_WEAVE_DARKNESS` of its darkness.
 */
function heatCost(story: ColourStory, openWeave: ReadonlySet<ColourId>): number {
  const L = (c: ColourId) => Math.max(namedColour(c).lab.L, LIGHT_ENOUGH - darknessInTheHeat(c, openWeave.has(c)));
  const mean = story.accent ? 0.45 * L(story.base) + 0.35 * L(story.second) + 0.2 * L(story.accent) : 0.65 * L(story.base) + 0.35 * L(story.second);
  return HEAT_DARKNESS * Math.max(0, LIGHT_ENOUGH - mean);
}

/** Whether `a` comes before `b`: the higher value, or the earlier story on a tie (as a stable sort keeps it). */
const before = (a: Ranked, b: Ranked) => a.value > b.value || (a.value === b.value && a.index < b.index);

/** Adds to a binary heap whose first item comes before every other. */
function push(heap: Ranked[], item: Ranked): void {
  let i = heap.push(item) - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(heap[i]!, heap[parent]!)) break;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

/** Takes the first item off a non-empty heap. */
function pop(heap: Ranked[]): Ranked {
  const first = heap[0]!;
  const last = heap.pop()!;
  if (heap.length === 0) return first;
  heap[0] = last;
  for (let i = 0; ;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let top = i;
    if (left < heap.length && before(heap[left]!, heap[top]!)) top = left;
    if (right < heap.length && before(heap[right]!, heap[top]!)) top = right;
    if (top === i) break;
    [heap[i], heap[top]] = [heap[top]!, heap[i]!];
    i = top;
  }
  return first;
}
