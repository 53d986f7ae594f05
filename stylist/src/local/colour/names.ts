import { GARMENT_COLOURS } from '@fitrater/contracts/values';
import { hexToOklab, toOklch, type Oklab, type Oklch } from './oklab';

/** Colour names the engine can say, CSS basics plus the fashion names people use for clothes (one list, shared with the closet). */
export const COLOUR_IDS = GARMENT_COLOURS;
export type ColourId = (typeof COLOUR_IDS)[number];

/** Representative fabric colours (not screen primaries: a "navy" suit is far darker than CSS navy). */
const HEX: Record<ColourId, string> = {
  black: '#141414', charcoal: '#3a3f45', grey: '#8a8a8a', lightgrey: '#c8c8c8', silver: '#c4c6c8', white: '#f6f6f4',
  ivory: '#fbf8e8', cream: '#efe3c6', beige: '#d6c3a0', taupe: '#8b7d6b', khaki: '#b5a67a',
  camel: '#c0925a', brown: '#6b4530', navy: '#1c2841', blue: '#2a5bd7', lightblue: '#9cc5e8',
  denim: '#4f6f96', teal: '#127a78', turquoise: '#3cc8c4', green: '#2f8a3c', olive: '#66662c',
  sage: '#9caf88', mint: '#a6e3c4', yellow: '#f3d51b', mustard: '#cf9f1c', gold: '#d4af37',
  orange: '#ef7d22', rust: '#a8461c', red: '#cf1f2b', burgundy: '#7a1a2e', wine: '#5a1a2a',
  pink: '#f2a7c0', fuchsia: '#d81b80', coral: '#fa7f68', purple: '#6a2c91', lavender: '#b8a4dc',
  // The muted purples people name in photos: a lilac dress in room light, a dusty mauve, a dark plum.
  lilac: '#a58cc8', mauve: '#9b7a92', plum: '#5c2a4f',
};

/** The fabric colour a name stands for, as #rrggbb. */
export const colourHex = (id: ColourId): string => HEX[id];

/** Colours a stylist treats as neutrals: they go with anything and make a base. */
export const FASHION_NEUTRALS: ReadonlySet<ColourId> = new Set<ColourId>([
  'black', 'charcoal', 'grey', 'lightgrey', 'silver', 'white', 'ivory', 'cream', 'beige', 'taupe', 'khaki', 'camel',
  'brown', 'navy', 'denim', 'olive',
]);

/** Shouty, high-chroma colours (neon-leaning) that read loud at work. */
export const LOUD_COLOURS: ReadonlySet<ColourId> = new Set<ColourId>(['fuchsia', 'yellow', 'orange', 'turquoise', 'red', 'coral']);

export interface NamedColour { id: ColourId; lab: Oklab; lch: Oklch }

export const NAMED_COLOURS: readonly NamedColour[] = COLOUR_IDS.map((id) => {
  const lab = hexToOklab(HEX[id]);
  return { id, lab, lch: toOklch(lab) };
});

const BY_ID = new Map(NAMED_COLOURS.map((c) => [c.id, c]));

export function namedColour(id: ColourId): NamedColour {
  return BY_ID.get(id)!;
}

/**
 * How far a colour is from a name, as people name colours rather than as they tell two swatches
 * apart: a colour name is a hue sector spanning a wide range of lightness (a red in light and in a
 * fold's shade is still red; a dress across a room is lighter or darker than the same dress close
 * by), while a turn of hue changes the name (a green that drifts towards blue is teal, never
 * brown). So in OKLCH the lightness difference counts about half, the hue difference (ΔH, the
 * chroma-scaled hue arc, 0 for greys) one and a half times, chroma as is.
 */
const NAME_L = 0.55;
const NAME_H = 1.5;
function namingDistance(lab: Oklab, chroma: number, c: NamedColour): number {
  const dL = lab.L - c.lab.L;
  const dC = chroma - c.lch.c;
  // ΔH² = Δa² + Δb² − ΔC² (the CIE identity), never negative.
  const dH2 = Math.max(0, (lab.a - c.lab.a) ** 2 + (lab.b - c.lab.b) ** 2 - dC * dC);
  return (NAME_L * dL) ** 2 + dC * dC + NAME_H * NAME_H * dH2;
}

const ACHROMATIC_NAMES: ReadonlySet<ColourId> = new Set<ColourId>(['black', 'charcoal', 'grey', 'lightgrey', 'white']);

/**
 * Nearest name in OKLab. `gold` and `silver` are metal words, only used when a text says so.
 * Whether a colour reads as a neutral or by its hue depends on its chroma for its lightness: a
 * faint cast on a dark fabric (a black suit under warm or cool light) is still black or charcoal,
 * while a dark fabric with clear colour for its depth (a burgundy fold, a navy in shade) is named
 * by its hue, never black.
 */
export function nearestColourName(lab: Oklab): ColourId {
  const chroma = Math.hypot(lab.a, lab.b);
  const relative = chroma / Math.max(0.05, lab.L);
  const grey = chroma < 0.02 || (chroma < 0.035 && relative < 0.14);
  const coloured = chroma >= 0.06 || (chroma >= 0.035 && relative >= 0.16);
  let best: ColourId = 'grey';
  let bestD = Infinity;
  for (const c of NAMED_COLOURS) {
    if (c.id === 'gold' || c.id === 'silver') continue;
    if (grey && !ACHROMATIC_NAMES.has(c.id)) continue;
    if (coloured && ACHROMATIC_NAMES.has(c.id)) continue;
    const d = namingDistance(lab, chroma, c);
    if (d < bestD) { bestD = d; best = c.id; }
  }
  return best;
}
