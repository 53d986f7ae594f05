// The colour namer judged against how people name colours, on data nobody tuned the engine on: the
// xkcd colour survey (several hundred thousand people naming random monitor colours; the 954 most
// agreed names with the colour each stands for, CC0, shipped in the `color-name-lists` package).
import { createRequire } from 'node:module';
import { COLOUR_IDS, nearestColourName, type ColourId } from '../../src/local/colour/names';
import { hexToOklab } from '../../src/local/colour/oklab';
import { halfOf, type Half } from './split';

export interface SurveyColour { name: string; hex: string }

/** One survey entry whose name we can say, with the names of ours a person giving it would accept. */
export interface NamingCase { name: string; hex: string; accepted: readonly ColourId[] }

/** One case as our namer read it. */
export interface NamingResult extends NamingCase { said: ColourId; agrees: boolean; half: Half }

/** The xkcd survey's named colours as the package ships them. */
export function loadSurvey(): SurveyColour[] {
  const require = createRequire(import.meta.url);
  return require('color-name-lists/lib/colors/xkcd.json') as SurveyColour[];
}

/**
 * Survey names that are not one of ours but mean one of ours, as a shop assistant would take them
 * (fixed before the namer was first measured against the survey, never added to after a miss).
 * `gold` and `silver` are metal words the namer never says for a pixel colour; they are left out.
 */
const SYNONYMS: Readonly<Record<string, readonly ColourId[]>> = {
  maroon: ['burgundy', 'wine'],
  violet: ['purple'],
  magenta: ['fuchsia'],
  'hot pink': ['fuchsia', 'pink'],
  tan: ['camel', 'beige', 'khaki'],
  'off white': ['white', 'ivory', 'cream'],
  eggshell: ['ivory', 'cream', 'white'],
  'sky blue': ['lightblue'],
  'baby blue': ['lightblue'],
  'powder blue': ['lightblue'],
  aqua: ['turquoise'],
  salmon: ['coral', 'pink'],
  eggplant: ['plum', 'purple'],
  'forest green': ['green'],
  'hunter green': ['green'],
  'bottle green': ['green'],
  'royal blue': ['blue'],
  'cobalt blue': ['blue'],
  'midnight blue': ['navy'],
  'almost black': ['black'],
  'charcoal grey': ['charcoal'],
};

/** Two of our names for nearly one colour: a person who says one accepts the other. */
const SAME: readonly (readonly ColourId[])[] = [['burgundy', 'wine'], ['lilac', 'lavender'], ['white', 'ivory']];

/** A modifier of lightness and the step of our ladder of names it allows besides the base name. */
const DARKER: Partial<Record<ColourId, readonly ColourId[]>> = {
  blue: ['navy'], grey: ['charcoal'], red: ['burgundy', 'wine'], purple: ['plum'], orange: ['rust'],
  yellow: ['mustard'], pink: ['fuchsia'], beige: ['taupe', 'khaki'], mauve: ['plum'], lilac: ['purple'],
  lavender: ['purple'], green: [], brown: [], teal: [], navy: [], olive: [], khaki: ['olive'], turquoise: ['teal'],
  plum: [], burgundy: [], coral: ['red'], mint: ['green'], sage: ['olive'], taupe: ['brown'], cream: ['beige'],
};
const LIGHTER: Partial<Record<ColourId, readonly ColourId[]>> = {
  blue: ['lightblue'], grey: ['lightgrey'], purple: ['lavender', 'lilac'], green: ['mint', 'sage'],
  brown: ['camel', 'beige', 'taupe'], red: ['coral', 'pink'], yellow: ['cream'], orange: ['coral'],
  pink: [], lilac: ['lavender'], lavender: ['lilac'], mauve: ['lilac', 'pink'], teal: ['turquoise'],
  olive: ['khaki', 'sage'], khaki: ['beige'], navy: ['blue', 'denim'], plum: ['mauve', 'purple'],
  burgundy: ['red'], beige: ['cream'], sage: ['mint'], turquoise: [], mint: [], coral: ['pink'], taupe: ['beige'],
};
const DARK_WORDS = new Set(['dark', 'deep', 'darkish']);
const LIGHT_WORDS = new Set(['light', 'pale', 'pastel', 'lightish', 'lighter']);
/** Modifiers of colourfulness or feeling, which keep the base name only. */
const PLAIN_WORDS = new Set(['bright', 'vivid', 'dull', 'dusty', 'muted', 'soft', 'medium', 'faded', 'warm', 'cool', 'true', 'rich', 'strong']);

const OURS = new Map<string, ColourId>(COLOUR_IDS.map((id) => [id, id] as const));
OURS.set('light blue', 'lightblue');
OURS.set('light grey', 'lightgrey');

const norm = (s: string): string => s.toLowerCase().replace(/gray/g, 'grey').replace(/\s+/g, ' ').trim();

function withSame(ids: readonly ColourId[]): ColourId[] {
  const out = new Set(ids);
  for (const group of SAME) if (group.some((id) => out.has(id))) for (const id of group) out.add(id);
  return [...out];
}

/** The names of ours a person giving survey name `raw` would accept, or null when it is no name of ours. */
export function acceptedNames(raw: string): ColourId[] | null {
  const name = norm(raw);
  const own = OURS.get(name);
  if (own) return own === 'gold' || own === 'silver' ? null : withSame([own]);
  if (SYNONYMS[name]) return withSame(SYNONYMS[name]!);
  const words = name.split(' ');
  if (words.length !== 2) return null;
  const [first, second] = words as [string, string];
  const base = OURS.get(second);
  if (!base || base === 'gold' || base === 'silver') return null;
  const lead = OURS.get(first);
  // Two of our names ("navy blue", "olive green", "wine red"): either is what the person meant.
  if (lead && lead !== 'gold' && lead !== 'silver') return withSame([lead, base]);
  if (DARK_WORDS.has(first)) return withSame([base, ...(DARKER[base] ?? [])]);
  if (LIGHT_WORDS.has(first)) return withSame([base, ...(LIGHTER[base] ?? [])]);
  if (PLAIN_WORDS.has(first)) return withSame([base]);
  return null;
}

/** Every survey entry whose name is one of ours, read by our namer. */
export function scoreNaming(survey: readonly SurveyColour[]): NamingResult[] {
  const out: NamingResult[] = [];
  const seen = new Set<string>();
  for (const entry of survey) {
    const accepted = acceptedNames(entry.name);
    // The survey spells some names twice ("lightblue", "light blue"): one case each colour.
    const key = `${norm(entry.name).replace(/ /g, '')}${entry.hex}`;
    if (!accepted || seen.has(key)) continue;
    seen.add(key);
    const said = nearestColourName(hexToOklab(entry.hex));
    out.push({ name: norm(entry.name), hex: entry.hex, accepted, said, agrees: accepted.includes(said), half: halfOf(key) });
  }
  return out;
}

const pct = (n: number, d: number): string => `${d ? ((100 * n) / d).toFixed(1) : '0.0'} % (${n}/${d})`;

/**
 * The eval's lines: agreement on the plain names, on the modified ones, on each half of the survey
 * (split by the same hash as the photos, so a boundary moved for the tuning half's disagreements is
 * checked on the other), and (verbose) the tuning half's disagreements.
 */
export function namingReport(results: readonly NamingResult[], verbose: boolean): string {
  const plain = results.filter((r) => OURS.has(r.name) || SYNONYMS[r.name]);
  const modified = results.filter((r) => !plain.includes(r));
  const tuning = results.filter((r) => r.half === 'tuning');
  const heldOut = results.filter((r) => r.half === 'heldOut');
  const agree = (rs: readonly NamingResult[]): number => rs.filter((r) => r.agrees).length;
  const lines = [
    'Colour namer against the xkcd colour survey (independent, never tuned on photos)',
    `  all names of ours      ${pct(agree(results), results.length)}`,
    `  plain names            ${pct(agree(plain), plain.length)}`,
    `  dark/light/… + name    ${pct(agree(modified), modified.length)}`,
    `  tuning half            ${pct(agree(tuning), tuning.length)}`,
    `  held-out half          ${pct(agree(heldOut), heldOut.length)}`,
  ];
  if (verbose) {
    // Only the tuning half's disagreements are listed: the held-out half stays a fair check of a boundary moved.
    for (const r of tuning.filter((x) => !x.agrees)) lines.push(`  - ${r.name} ${r.hex}: said ${r.said}, people: ${r.accepted.join('/')}`);
  }
  return lines.join('\n');
}
