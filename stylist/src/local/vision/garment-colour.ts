import { nearestColourName, type SceneTint } from '../colour/names';
import { hueDistance, hueDoubt, toOklch, type Oklab } from '../colour/oklab';
import type { PaletteColour } from '../colour/palette-colour';
import { dominantColours, smoothstep } from '../signals/palette';
import { toSamples } from './region-pixels';

/** Chroma from which a colour has a hue worth comparing (below it, it reads as black, grey or white). */
const CHROMATIC = 0.035;

/**
 * Hue gap within which two colours of one garment may be one fabric's light and shade, widened by
 * how much the duller one's hue is in doubt (`hueDoubt`), so a near-neutral fabric's folds never
 * split into two colours on hue noise.
 */
const SHADE_HUE = 28;

/**
 * Whether `c` is the same fabric as `f` in other light. A fold's shadow scales L, a and b together
 * in OKLab, so a shade keeps the hue and roughly the chroma-to-lightness ratio; a deep fold of a
 * dark colour loses most of its chroma to the camera's black level (a burgundy velvet's folds
 * photograph near black), so darker shades may keep as little as a third of the ratio. Two
 * near-greys a little apart in lightness are one grey fabric's folds and highlights. `deep` false
 * leaves out the near-black shades: between two garments (a black top over a burgundy skirt) a
 * near-black is its own colour, not the other's shadow.
 */
export function shadeOf(c: PaletteColour, f: PaletteColour, deep = true): boolean {
  const lc = c.lch; const lf = f.lch;
  if (lc.c < CHROMATIC && lf.c < CHROMATIC) return Math.abs(c.lab.L - f.lab.L) < 0.16;
  if (lf.c < CHROMATIC) return false;
  const darker = c.lab.L < f.lab.L;
  // Deep shade: far darker and duller than the fabric in light. Shadow picks up the colour of
  // what it falls from (an arm, a chair), so its hue is no guide; nobody names it a second colour.
  if (deep && c.lab.L <= f.lab.L * 0.6 && lc.c <= lf.c) return true;
  if (lc.c < CHROMATIC) {
    if (!deep || !darker || lc.c < 0.012 || hueDistance(lc.h, lf.h) >= 30) return false;
    // A near-black shade of a coloured fabric: dark, and what hue it keeps is the fabric's.
    if (c.lab.L < 0.3) return true;
    // A pale fabric (cream, beige, a pastel) has so little chroma that its shade falls under the
    // neutral line though the shadow kept its hue and its chroma for its lightness.
    const ratio = (lc.c / c.lab.L) / (lf.c / Math.max(0.05, f.lab.L));
    return ratio > 0.6 && ratio < 1.6;
  }
  if (hueDistance(lc.h, lf.h) >= SHADE_HUE + hueDoubt(Math.min(lc.c, lf.c))) return false;
  const ratio = (lc.c / Math.max(0.05, c.lab.L)) / (lf.c / Math.max(0.05, f.lab.L));
  return darker ? ratio > 0.35 && ratio < 1.6 : ratio > 0.6 && ratio < 1.6;
}

interface Family { members: PaletteColour[] }

const mean = (cs: readonly PaletteColour[]): Oklab => {
  const t = cs.reduce((s, c) => s + c.share, 0) || 1;
  return {
    L: cs.reduce((s, c) => s + c.lab.L * c.share, 0) / t,
    a: cs.reduce((s, c) => s + c.lab.a * c.share, 0) / t,
    b: cs.reduce((s, c) => s + c.lab.b * c.share, 0) / t,
  };
};

/**
 * The colour a person names the family by: the fabric where the light falls on it (the lighter
 * half of its pixels), not its average with the folds' shadow, which is darker and greyer than
 * anyone calls it.
 */
function litColour(f: Family): Oklab {
  const sorted = [...f.members].sort((x, y) => y.lab.L - x.lab.L);
  const total = sorted.reduce((s, c) => s + c.share, 0);
  const lit: PaletteColour[] = [];
  let acc = 0;
  for (const c of sorted) {
    const take = Math.min(c.share, total / 2 - acc);
    if (take <= 0) break;
    lit.push({ ...c, share: take });
    acc += take;
  }
  return mean(lit);
}

/**
 * When two colours of one garment read as a print's two inks (black and cream) rather than one
 * fabric's light and shade: a lightness gap of 0.45 or more (none from 0.32), each ink covering 16 %
 * of the garment or more (none below 8 %), and the blend lying within 0.035 (OKLab) of the line
 * between them (none beyond 0.055). Smooth steps, so a copy of the photo that measures a little
 * differently moves the palette a little, never by a whole colour.
 */
const PRINT_CONTRAST: readonly [number, number] = [0.32, 0.45];
const PRINT_END: readonly [number, number] = [0.08, 0.16];
const BLEND_DISTANCE: readonly [number, number] = [0.035, 0.055];

/**
 * A print or lace photographed from a few metres is a fine pattern of two colours, and a photo's
 * pixel at a pattern's edge is a blend of both: a black-and-cream lace reads, pixel by pixel, as
 * black, cream and every taupe and grey between. Nobody names the blend; a stylist says "black and
 * cream". So a colour lying on the line between two high-contrast colours that each cover a good
 * part of the garment is given back to them, in proportion to where on the line it lies. A plain
 * fabric's light and shade is left alone: it never has two strong ends this far apart in lightness
 * (and a fabric's own shades are folded into it before this step).
 */
export function unmixPrint(colours: readonly PaletteColour[]): PaletteColour[] {
  const out = colours.map((c) => ({ ...c }));
  const share = new Map(out.map((c) => [c, c.share] as const));
  const total = out.reduce((s, c) => s + c.share, 0) || 1;
  // Each colour is measured against the two inks by the shares they had before any blend moved.
  const given = new Set<PaletteColour>();
  for (const c of out) {
    let best: { a: PaletteColour; b: PaletteColour; t: number; w: number } | null = null;
    for (const a of out) {
      for (const b of out) {
        if (a === c || b === c || given.has(a) || given.has(b) || c.lab.L <= a.lab.L || c.lab.L >= b.lab.L) continue;
        // Blurred blends may be the biggest cluster of a fine lace, never bigger than both inks together.
        if (share.get(c)! > share.get(a)! + share.get(b)!) continue;
        const t = projection(c.lab, a.lab, b.lab);
        if (t <= 0 || t >= 1) continue;
        const d = Math.hypot(c.lab.L - (a.lab.L + t * (b.lab.L - a.lab.L)), c.lab.a - (a.lab.a + t * (b.lab.a - a.lab.a)), c.lab.b - (a.lab.b + t * (b.lab.b - a.lab.b)));
        const w = smoothstep(PRINT_CONTRAST[0], PRINT_CONTRAST[1], b.lab.L - a.lab.L)
          * smoothstep(PRINT_END[0], PRINT_END[1], Math.min(share.get(a)!, share.get(b)!) / total)
          * (1 - smoothstep(BLEND_DISTANCE[0], BLEND_DISTANCE[1], d));
        if (w > 0 && (!best || w > best.w)) best = { a, b, t, w };
      }
    }
    if (!best) continue;
    const moved = c.share * best.w;
    best.a.share += moved * (1 - best.t);
    best.b.share += moved * best.t;
    c.share -= moved;
    given.add(c);
  }
  return out.filter((c) => c.share > 1e-9);
}

/** Where `c` projects on the line from `a` to `b`: 0 at `a`, 1 at `b`. */
function projection(c: Oklab, a: Oklab, b: Oklab): number {
  const dL = b.L - a.L; const da = b.a - a.a; const db = b.b - a.b;
  return ((c.L - a.L) * dL + (c.a - a.a) * da + (c.b - a.b) * db) / (dL * dL + da * da + db * db);
}

/**
 * A garment's palette from its own pixels (skin, hair and background already removed): the
 * dominant colours in OKLab, then each colour folded into a bigger one it is a shade of, so a
 * burgundy skirt's dark folds count as burgundy and a lilac dress in shade as lilac. Biggest first.
 * `light`: the tint of the light the photo was taken in, for naming (`nearestColourName`).
 */
export function garmentPalette(lab: readonly Oklab[], weight: readonly number[], light: SceneTint | null = null): PaletteColour[] {
  const raw = dominantColours(toSamples(lab, weight));
  const families: Family[] = [];
  for (const c of raw) {
    const of = families.filter((g) => shadeOf(c, g.members[0]!));
    if (!of.length) { families.push({ members: [c] }); continue; }
    // A shade two fabrics could both cast (a near-black fold under a red sleeve and a blue scarf)
    // is shared between them by their size, so two nearly equal fabrics never take it whole by
    // turns between two copies of a photo.
    const sizes = of.map((g) => g.members.reduce((t, m) => t + m.share, 0));
    const all = sizes.reduce((t, x) => t + x, 0);
    of.forEach((g, k) => g.members.push({ ...c, share: (c.share * sizes[k]!) / all }));
  }
  const total = raw.reduce((s, c) => s + c.share, 0) || 1;
  const out = families.map((f) => {
    // Named from its lit half; measured (for contrast and harmony) as the mean of all its pixels,
    // which does not move when the clustering splits the same pixels differently.
    const lab = f.members.length > 1 ? mean(f.members) : f.members[0]!.lab;
    return { id: nearestColourName(f.members.length > 1 ? litColour(f) : lab, light), lab, lch: toOklch(lab), share: f.members.reduce((s, c) => s + c.share, 0) / total };
  });
  // Two families may end with one name (a dark navy fold and a lit navy): one entry per name.
  const byId = new Map<string, PaletteColour>();
  for (const c of out) {
    const prev = byId.get(c.id);
    if (!prev) { byId.set(c.id, c); continue; }
    const lab = mean([prev, c]);
    byId.set(c.id, { id: c.id, lab, lch: toOklch(lab), share: prev.share + c.share });
  }
  const unmixed = unmixPrint([...byId.values()]);
  // A garment's colours are its fabrics and prints; a few percent of odd pixels (a shadow's cast,
  // a strand of hair, a glint) are no colour of it. Small colours fade out smoothly (gone below
  // 8 %, whole from 16 %), so a copy of the photo that measures 11 % instead of 13 % moves the
  // palette a little, never by a whole colour.
  const kept = unmixed.map((c) => ({ ...c, share: c.share * smoothstep(0.08, 0.16, c.share) })).filter((c) => c.share > 0);
  const sum = kept.reduce((t, c) => t + c.share, 0) || 1;
  return kept.map((c) => ({ ...c, share: c.share / sum })).sort((x, y) => y.share - x.share || x.id.localeCompare(y.id));
}
