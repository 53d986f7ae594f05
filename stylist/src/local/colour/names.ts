import { GARMENT_COLOURS } from '@fitrater/contracts/values';
import { hexToOklab, toOklch, type Oklab, type Oklch } from './oklab';

/** Colour names the engine can say, CSS basics plus the fashion names people use for clothes (one list, shared with the closet). */
export const COLOUR_IDS = GARMENT_COLOURS;
export type ColourId = (typeof COLOUR_IDS)[number];

/**
 * Representative fabric colours (not screen primaries: a "navy" suit is far darker than CSS navy).
 * Beige, khaki and mustard stand at the hue people give those names (the xkcd survey puts them
 * 12–15° yellower than a fabric swatch picked by eye), at a fabric's lightness and chroma: a
 * mustard placed too near camel's hue took camel and tan coats from it.
 */
const HEX: Record<ColourId, string> = {
  black: '#141414', charcoal: '#3a3f45', grey: '#8a8a8a', lightgrey: '#c8c8c8', silver: '#c4c6c8', white: '#f6f6f4',
  ivory: '#fbf8e8', cream: '#efe3c6', beige: '#cfc6a0', taupe: '#8b7d6b', khaki: '#acaa7c',
  camel: '#c0925a', brown: '#6b4530', navy: '#1c2841', blue: '#2a5bd7', lightblue: '#9cc5e8',
  denim: '#4f6f96', teal: '#127a78', turquoise: '#3cc8c4', green: '#2f8a3c', olive: '#66662c',
  sage: '#9caf88', mint: '#a6e3c4', yellow: '#f3d51b', mustard: '#bfa720', gold: '#d4af37',
  orange: '#ef7d22', rust: '#a8461c', red: '#cf1f2b', burgundy: '#7a1a2e', wine: '#5a1a2a',
  pink: '#f2a7c0', fuchsia: '#d81b80', coral: '#fa7f68', purple: '#6a2c91', lavender: '#b8a4dc',
  // The muted purples people name in photos: a lilac dress in room light, a dusty mauve, a dark plum.
  // (The xkcd survey puts mauve pinker, at hue 3°; moved there, a lilac dress photographed in room
  // light sat on the mauve/lilac line and its score moved between two copies of the photo.)
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

/**
 * A name covers a region of colours, not one point: "blue" is a cornflower and a deep royal-blue
 * knit alike. Where one swatch cannot stand for all of a name's region (its neighbours would take
 * the rest), the name has further swatches here, used for naming only (a name's swatch for
 * drawing and matching stays `HEX`).
 */
const MORE_SWATCHES: Partial<Record<ColourId, readonly string[]>> = {
  // Royal and cobalt blue as a room shows them: deep yet vivid. Navy is a dark blue with little
  // colour; a blue this saturated is blue to anyone, however dark the light. Placed at a room's
  // depth rather than at the dye's own vividness: a vivid swatch draws in every duller colour of
  // its hue (a colour short of a name's chroma counts only part of the shortfall), and one at
  // royal blue's full chroma took a mid denim from denim.
  blue: ['#1a2a80'],
  // A clear mid pink (bubblegum, rose): the name people give it, while fuchsia is the deep,
  // blue-leaning magenta. The single pastel swatch left every stronger pink to fuchsia.
  pink: ['#f57fab'],
  // A mid purple in ordinary light, neither the deep violet of the main swatch nor a pale lilac:
  // a purple knit or dress as a room shows it.
  purple: ['#7b5499'],
  // A fresh mid green (leaf, grass), lighter and softer than the main swatch: sage is a greyed
  // green. (A dark bottle-green swatch took a teal's shaded folds from teal, so there is none.)
  green: ['#5f9e55'],
};

/** Every swatch a name is given by: its own, then any further ones. */
const NAMING_SWATCHES: readonly NamedColour[] = [
  ...NAMED_COLOURS,
  ...Object.entries(MORE_SWATCHES).flatMap(([id, hexes]) => hexes!.map((hex) => {
    const lab = hexToOklab(hex);
    return { id: id as ColourId, lab, lch: toOklch(lab) };
  })),
];

export function namedColour(id: ColourId): NamedColour {
  return BY_ID.get(id)!;
}

/**
 * How far a colour is from a name, as people name colours rather than as they tell two swatches
 * apart: a colour name is a hue sector spanning a wide range of lightness (a red in light and in a
 * fold's shade is still red; a dress across a room is lighter or darker than the same dress close
 * by), while a turn of hue changes the name (a green that drifts towards blue is teal, never
 * brown). So in OKLCH the lightness difference counts about half, the hue difference (ΔH, the
 * chroma-scaled hue arc, 0 for greys) one and a half times, chroma as is (less when short of it).
 */
const NAME_L = 0.55;
const NAME_H = 1.5;
/**
 * A photo shows a fabric less colourful than it is, seldom more (shade, dim light, haze, a JPEG's
 * halved colour resolution): a colour short of a name's chroma counts this much of the shortfall,
 * one beyond it counts whole. A dulled red top is still red; a vivid rust is never red.
 */
const BELOW_NAME_CHROMA = 0.6;
function namingDistance(lab: Oklab, chroma: number, c: NamedColour): number {
  const dL = lab.L - c.lab.L;
  const dC0 = chroma - c.lch.c;
  const dC = dC0 < 0 ? dC0 * BELOW_NAME_CHROMA : dC0;
  // ΔH² = Δa² + Δb² − ΔC² (the CIE identity), never negative.
  const dH2 = Math.max(0, (lab.a - c.lab.a) ** 2 + (lab.b - c.lab.b) ** 2 - dC0 * dC0);
  return (NAME_L * dL) ** 2 + dC * dC + NAME_H * NAME_H * dH2;
}

/** From this lightness a colour is light enough that a faint tint shows (cream, ivory against white). */
const LIGHT = 0.75;

/** Below this lightness a colour is in the dark band, where black, navy, charcoal and brown meet. */
const DARK = 0.35;
/** The hue of warm (lamp) light in OKLab; cool light (shade, blue LEDs) lies opposite it. */
const WARM_LIGHT_HUE = 70;

/** 1 for a hue along the daylight axis (amber or blue), falling to 0 at 45° from it. */
function daylightAxis(h: number): number {
  return Math.max(0, Math.cos((2 * (h - WARM_LIGHT_HUE) * Math.PI) / 180)) ** 2;
}

const ACHROMATIC_NAMES: ReadonlySet<ColourId> = new Set<ColourId>(['black', 'charcoal', 'grey', 'lightgrey', 'white']);

/**
 * How far the dark band's allowance for a cast applies to a colour of hue `h` when the scene's light
 * has hue `lightHue`: whole on the light's own side of the daylight axis, none on the other. What a
 * correction leaves of a cast lies the way the light was tinted: under a lamp's amber a dark blue is
 * the fabric's own blue (warm light only takes blue away), under a party's blue light a dark brown is
 * the fabric's own brown. Not knowing the light (null), both sides get it.
 */
/** The hue (OKLab degrees) of the light a photo was taken in, and how sure its measure is (0–1). */
export interface SceneTint { hue: number; sure: number }

function lightSide(h: number, light: SceneTint | null): number {
  if (!light) return 1;
  const cos = Math.cos(((h - light.hue) * Math.PI) / 180);
  const t = Math.min(1, Math.max(0, (cos + 0.3) / 0.6));
  return 1 - light.sure * (1 - t * t * (3 - 2 * t));
}

/**
 * Nearest name in OKLab. `gold` and `silver` are metal words, only used when a text says so.
 * Whether a colour reads as a neutral or by its hue depends on its chroma for its lightness: a
 * faint cast on a dark fabric (a black suit under warm or cool light) is still black or charcoal,
 * while a dark fabric with clear colour for its depth (a burgundy fold, a navy in shade) is named
 * by its hue, never black. `light`: the tint of the light the photo was taken in, when it was
 * measured (see `lightSide`).
 */
export function nearestColourName(lab: Oklab, light: SceneTint | null = null): ColourId {
  return closestName(lab, light, () => true)?.id ?? 'grey';
}

/**
 * The nearest name among those `accept` allows, with its naming distance (null when the colour's
 * greyness rules them all out).
 */
function closestName(lab: Oklab, light: SceneTint | null, accept: (id: ColourId) => boolean): { id: ColourId; d: number } | null {
  const chroma = Math.hypot(lab.a, lab.b);
  const relative = chroma / Math.max(0.05, lab.L);
  // Near white, a faint warm or cool tint is the fabric's own once the light's cast is taken out
  // (vision/illuminant.ts): a cream shirt is cream, not light grey.
  // Light tints a dark fabric along the daylight axis (a lamp's amber, the blue of shade and of
  // party LEDs), and what is left of a cast after correction lies there too: a dark colour leaning
  // that way needs more chroma to be called navy or brown rather than black or charcoal, while a
  // dark wine, green or plum (hues no ordinary light gives) keeps its name.
  const hue = toOklch(lab).h;
  const onLightAxis = lab.L < DARK ? daylightAxis(hue) * lightSide(hue, light) : 0;
  const greyChroma = lab.L >= LIGHT ? 0.025 : 0.035 + 0.01 * onLightAxis;
  const grey = chroma < 0.02 || (chroma < greyChroma && relative < 0.14 + 0.04 * onLightAxis);
  const coloured = !grey && (chroma >= 0.06 || (chroma >= 0.035 && relative >= 0.16 + 0.04 * onLightAxis));
  let best: { id: ColourId; d: number } | null = null;
  for (const c of NAMING_SWATCHES) {
    if (c.id === 'gold' || c.id === 'silver' || !accept(c.id)) continue;
    if (grey && !ACHROMATIC_NAMES.has(c.id)) continue;
    if (coloured && ACHROMATIC_NAMES.has(c.id)) continue;
    const d = namingDistance(lab, chroma, c);
    if (!best || d < best.d) best = { id: c.id, d };
  }
  return best;
}

/**
 * How surely a colour's name is a fashion neutral (1: navy, beige, grey; 0: pink, blue), graded
 * by how much nearer the best neutral name is than the best other name. Halfway between a light
 * grey and a dusty pink, or between denim and blue, the name is decided by noise (a phone's
 * re-encoded copy of a photo names the same shirt the other way), so there the colour counts as
 * half a neutral; a colour at a name's own swatch counts wholly as its name says.
 */
export function neutralNameWeight(lab: Oklab, light: SceneTint | null = null): number {
  const neutral = closestName(lab, light, (id) => FASHION_NEUTRALS.has(id));
  const other = closestName(lab, light, (id) => !FASHION_NEUTRALS.has(id));
  if (!neutral || !other) return neutral ? 1 : 0;
  const [dn, da] = [Math.sqrt(neutral.d), Math.sqrt(other.d)];
  const margin = (da - dn) / Math.max(1e-9, da + dn);
  const t = Math.max(0, Math.min(1, (margin + NAME_MARGIN) / (2 * NAME_MARGIN)));
  return t * t * (3 - 2 * t);
}

/**
 * Relative margin between the nearest neutral and the nearest other name over which a colour goes
 * from the one to the other: ±0.2 is about a tenth of the way between two neighbouring swatches,
 * the spread of one garment's measured colour between two copies of a photo.
 */
const NAME_MARGIN = 0.2;
