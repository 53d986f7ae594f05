import { deltaE, hueDistance, toOklch, type Oklab } from '../colour/oklab';
import type { PaletteColour } from '../colour/palette-colour';
import { garmentPalette, shadeOf } from './garment-colour';
import { MASK_MIN, clampRect, type Px } from './region-pixels';
import type { LabImage } from './pixel-lab';
import { colourGap, fabricSample, oneFabric, seamLine, textureIn, type Rect } from './waist-continuity';

/**
 * A bare midriff (a crop top over a skirt or trousers) is skin across the body just above the
 * hips: at least this many of the band's five columns mostly skin. A hand or a forearm resting
 * at the waist covers one or two.
 */
const BARE_COLUMNS = 4;
/** OKLab distance below which two fabric colours are one colour. */
const SAME_FABRIC = 0.075;
/** Share of the chest's centre a second fabric must fill to be a shirt under an open jacket. */
const SHIRT_SHARE = 0.35;

export interface WaistInput {
  /** The photo's pixels in OKLab, with the skin test. */
  lab: LabImage;
  /** The rated person's pixel weights (0–1). */
  weight: (x: number, y: number) => number;
  shoulders: Px;
  hips: Px;
  shoulderW: number;
  /** Horizontal extent of the hips (pixels). */
  x0: number;
  x1: number;
  /** Forearms and hands (elbow → a hand's length past the wrist): what covers a waist without being it. */
  forearms: { a: Px; b: Px }[];
  /** The face's skin colour, when measured: a midriff the per-pixel skin test missed is still its hue. */
  face?: Oklab | null;
}

const nearSegment = (s: { a: Px; b: Px }, x: number, y: number, r: number): boolean => {
  const dx = s.b.x - s.a.x; const dy = s.b.y - s.a.y; const len = dx * dx + dy * dy;
  const t = len > 0 ? Math.max(0, Math.min(1, ((x - s.a.x) * dx + (y - s.a.y) * dy) / len)) : 0;
  return Math.hypot(x - (s.a.x + t * dx), y - (s.a.y + t * dy)) <= r;
};

interface Band { palette: PaletteColour[]; skin: number; count: number }

function band(w: WaistInput, r: { x0: number; y0: number; x1: number; y1: number }, colours = true): Band | null {
  const rect = clampRect(r, w.lab.width, w.lab.height);
  if (!rect) return null;
  const lab: Oklab[] = []; const weight: number[] = [];
  let skin = 0; let count = 0;
  for (let y = rect.y0; y < rect.y1; y++) {
    for (let x = rect.x0; x < rect.x1; x++) {
      const m = w.weight(x, y);
      if (m < MASK_MIN) continue;
      if (w.forearms.some((f) => nearSegment(f, x + 0.5, y + 0.5, w.shoulderW * 0.14))) continue;
      const i = y * w.lab.width + x;
      count++;
      if (w.lab.skin(i)) { skin++; continue; }
      if (colours) { lab.push(w.lab.at(i)); weight.push(m); }
    }
  }
  return { palette: colours && lab.length >= 8 ? garmentPalette(lab, weight) : [], skin: count ? skin / count : 0, count };
}

/** Two measured colours are one fabric: same name, very close, or one a lighter or darker shade of the other. */
export const sameFabric = (a: PaletteColour, b: PaletteColour): boolean =>
  a.id === b.id || deltaE(a.lab, b.lab) < SAME_FABRIC || shadeOf(a, b, false) || shadeOf(b, a, false);

const bare = (w: WaistInput, y0: number, y1: number): boolean => {
  const span = w.x1 - w.x0;
  const columns = [0, 1, 2, 3, 4].map((i) => band(w, { x0: w.x0 + span * (0.15 + 0.14 * i), x1: w.x0 + span * (0.15 + 0.14 * (i + 1)), y0, y1 }, false));
  return columns.filter((c) => c && c.count >= 3 && c.skin >= 0.5).length >= BARE_COLUMNS;
};

/**
 * How much of one palette the other holds (0–1): each colour's share matched by the same fabric's
 * share in the other. A print or a lace shows the same colours in the same proportions wherever
 * it is, though which of them is the biggest may swap from band to band; a top and a skirt of two
 * fabrics share little.
 */
export function paletteOverlap(a: readonly PaletteColour[], b: readonly PaletteColour[]): number {
  let total = 0;
  for (const c of a) {
    const match = b.filter((d) => sameFabric(c, d)).reduce((t, d) => t + d.share, 0);
    total += Math.min(c.share, match);
  }
  return Math.min(1, total);
}

/** Share of their colours two bands must have in common to be one fabric (a print's two colours swapping places). */
const SAME_PATTERN = 0.6;

/** One fabric: the same main colour, or the same mixture of colours (a print, a lace over a lining). */
export const samePattern = (a: readonly PaletteColour[], b: readonly PaletteColour[]): boolean =>
  !!a[0] && !!b[0] && (sameFabric(a[0], b[0]) || paletteOverlap(a, b) >= SAME_PATTERN);

/**
 * A skin-toned gap: a band whose main colour is warm (skin's hues, and the face's when it was
 * measured) and more colourful than the fabric above and below it, which are one fabric. A pale
 * midriff under studio light or on a render can slip past the per-pixel skin test; between a white
 * crop top and white jeans it still stands out as the one warm band.
 */
function skinToned(gap: PaletteColour, fabric: readonly PaletteColour[], face: Oklab | null | undefined): boolean {
  const around = fabric[0];
  // A colour the fabric itself shows (a print's light part) is the fabric, not skin between two pieces.
  if (!around || gap.share < 0.5 || fabric.some((c) => sameFabric(gap, c))) return false;
  const l = gap.lch;
  if (l.c < 0.015 || l.c - around.lch.c < 0.012 || l.h < 20 || l.h > 95) return false;
  return !face || hueDistance(l.h, toOklch(face).h) < 30;
}

/** Where one garment ends and the next begins down the torso, and whether skin shows between them. */
export interface TorsoBreak { y: number; bare: boolean }

/**
 * The waist is read in horizontal bands, which cross a torso only while it stands more upright
 * than not: bent over a table or lying back, the shoulder-to-hip line tilts past 45° and a
 * horizontal band runs along the torso, so a "break" between two bands is a fold or the light on
 * one fabric, and two copies of one photo find it at different rows or not at all. There no
 * break is read (the top is not cut short at a fold); whether one fabric runs through the waist
 * is still read (`continuousAtWaist`).
 */
function upright(w: Pick<WaistInput, 'shoulders' | 'hips'>): boolean {
  return Math.abs(w.hips.y - w.shoulders.y) >= Math.abs(w.hips.x - w.shoulders.x);
}

/**
 * The break between a top and what is worn below it, looked for in the lower half of the torso in
 * bands a tenth of the torso high: skin across the body for two bands running (a crop top's
 * midriff; a neckline is higher up, a forearm across the waist narrower), or a fabric different from the chest's that holds from there down to the hips (a top
 * tucked into a high-waisted skirt ends at the natural waist, well above the hip joints the pose
 * marks). The chest's fabric is read from the chest as a whole, so a shirt showing under an open
 * jacket does not count as the chest. Null when the chest's fabric runs through.
 */
export function torsoBreak(w: WaistInput): TorsoBreak | null {
  const torso = w.hips.y - w.shoulders.y;
  if (torso <= 6 || !upright(w)) return null;
  const chestPalette = band(w, { x0: w.shoulders.x - w.shoulderW * 0.4, x1: w.shoulders.x + w.shoulderW * 0.4, y0: w.shoulders.y + torso * 0.15, y1: w.shoulders.y + torso * 0.45 })?.palette ?? [];
  if (!chestPalette[0]) return null;
  const h = torso * 0.1;
  const bands: { y: number; bare: boolean; palette: PaletteColour[] }[] = [];
  for (let y = w.shoulders.y + torso * 0.5; y + h <= w.hips.y + h * 0.5; y += h) {
    bands.push({ y, bare: bare(w, y, y + h), palette: band(w, { x0: w.x0, x1: w.x1, y0: y, y1: y + h })?.palette ?? [] });
  }
  for (let i = 0; i < bands.length; i++) {
    const b = bands[i]!;
    // A midriff is taller than a forearm lying across the waist: two bands running.
    if (b.bare && bands[i + 1]?.bare) return { y: b.y, bare: true };
    const rest = bands.slice(i);
    if (rest.length >= 2 && rest.every((r) => r.palette[0] && !samePattern(r.palette, chestPalette)) && samePattern(rest[0]!.palette, rest[1]!.palette)) return { y: b.y, bare: false };
  }
  // A warm gap between two pieces of one fabric: the midriff between a top and trousers of one
  // colour that the skin test missed. A single band the skin test did read as skin was judged above
  // (a forearm, a hand, a skin-toned bag across the waist is one band, a midriff two).
  for (let i = 1; i < bands.length - 1; i++) {
    const up = bands[i - 1]!.palette;
    // The gap is one to three bands (a midriff is a tenth to a third of the torso).
    for (let j = i; j < Math.min(bands.length - 1, i + 3); j++) {
      const gap = bands.slice(i, j + 1); const down = bands[j + 1]!.palette;
      if (!up[0] || !down[0] || !samePattern(up, down)) continue;
      if (gap.every((g) => !g.bare && g.palette[0] && skinToned(g.palette[0], [...up, ...down], w.face))) return { y: bands[i]!.y, bare: true };
    }
  }
  return null;
}

/** Above this share of skin a band's fabric is hidden (arms or a partner's hand across the waist), not measured. */
const HIDDEN_BY_ARMS = 0.5;

/**
 * The top's fabric just above the waist: the band above the hips, unless arms across the waist
 * (a partner's, or her own the pose did not place) hide most of it; then what little fabric shows
 * between them is no witness, and the top is read higher up the torso, over the waist to the chest,
 * where the same garment shows more of itself.
 */
function fabricAboveWaist(w: WaistInput, torso: number): { band: Band; rect: Rect } | null {
  const bands = [
    { y0: w.hips.y - torso * 0.3, y1: w.hips.y - torso * 0.05 },
    { y0: w.shoulders.y + torso * 0.3, y1: w.shoulders.y + torso * 0.7 },
    { y0: w.shoulders.y + torso * 0.15, y1: w.shoulders.y + torso * 0.45 },
  ];
  let first: { band: Band; rect: Rect } | null = null;
  for (const [i, r] of bands.entries()) {
    // The chest is read at its middle, the lower bands across the hips' span.
    const x = i === 2 ? { x0: w.shoulders.x - w.shoulderW * 0.4, x1: w.shoulders.x + w.shoulderW * 0.4 } : { x0: w.x0, x1: w.x1 };
    const rect = { ...x, ...r };
    const b = band(w, rect);
    if (b) first ??= { band: b, rect };
    if (b && b.count >= 12 && b.skin < HIDDEN_BY_ARMS && b.palette[0]) return { band: b, rect };
  }
  return first;
}

/** The rated person's fabric at a pixel: theirs, not skin, not under a forearm. */
const fabricAt = (w: WaistInput) => (x: number, y: number): boolean =>
  w.weight(x, y) >= MASK_MIN && !w.lab.skin(y * w.lab.width + x)
  && !w.forearms.some((f) => nearSegment(f, x + 0.5, y + 0.5, w.shoulderW * 0.14));

/**
 * Across a line that crosses the body, fabrics that differ by at least one spread are two pieces
 * meeting there (a top's hem over a skirt of the same colour: two dye lots, two weaves). A
 * dress's own waist seam joins two pieces cut from one cloth, which measure the same.
 */
const TWO_PIECES = 1;

/** A line across the body between the natural waist and just below the hips, with a different fabric on either side. */
function piecesMeet(w: WaistInput, torso: number): boolean {
  const use = fabricAt(w);
  const y0 = w.shoulders.y + torso * 0.55; const y1 = w.hips.y + torso * 0.25;
  const grain = textureIn(w.lab, use, { x0: w.x0, x1: w.x1, y0, y1 });
  // An arm across the waist draws lines of its own (its edges, the shadow it casts on the fabric),
  // and the pose places it only roughly: every row a forearm crossing the body spans, and a
  // forearm's width around them, is not read.
  const r = w.shoulderW * 0.14;
  const crossing = w.forearms.filter((f) => Array.from({ length: 21 }, (_, i) => f.a.x + ((f.b.x - f.a.x) * i) / 20).some((x) => x >= w.x0 - r && x <= w.x1 + r));
  const skip = (y: number): boolean => crossing.some((f) => y >= Math.min(f.a.y, f.b.y) - r * 1.5 && y <= Math.max(f.a.y, f.b.y) + r * 1.5);
  const seam = seamLine({ lab: w.lab, use, x0: w.x0, x1: w.x1, y0, y1, skip }, grain);
  if (!seam) return false;
  const side = torso * 0.15;
  const up = fabricSample(w.lab, use, { x0: w.x0, x1: w.x1, y0: seam.y - side, y1: seam.y - 1 });
  const down = fabricSample(w.lab, use, { x0: w.x0, x1: w.x1, y0: seam.y + 2, y1: seam.y + 2 + side });
  return !!up && !!down && colourGap(up, down) >= TWO_PIECES;
}

/**
 * One piece (a dress, a jumpsuit) or separates, read the way a stylist tells them apart: across the
 * waist, and at the chest. Bare skin above the hips means separates (a crop top). Fabric above and
 * below the waist that lie several of their own spreads apart mean separates, and so does a line
 * across the body with a measurably different fabric either side (a top over a skirt of the same
 * colour). One fabric running through the waist is a dress, unless the centre of the chest shows
 * another fabric while its sides are that colour: a jacket open over a shirt, the top half of a
 * suit. Null when the bands hold too few of the person's pixels to say.
 */
export function continuousAtWaist(w: WaistInput, brk: TorsoBreak | null = torsoBreak(w)): boolean | null {
  const torso = w.hips.y - w.shoulders.y;
  if (torso <= 6) return null;
  if (brk) return false;
  const top = fabricAboveWaist(w, torso);
  const belowRect = { x0: w.x0, y0: w.hips.y + torso * 0.05, x1: w.x1, y1: w.hips.y + torso * 0.3 };
  const below = band(w, belowRect);
  const above = top?.band;
  if (!top || !above || !below || above.count < 12 || below.count < 12) return null;
  const ca = above.palette[0]; const cb = below.palette[0];
  if (!ca || !cb) return null;
  const use = fabricAt(w);
  const a = fabricSample(w.lab, use, top.rect); const b = fabricSample(w.lab, use, belowRect);
  if (!a || !b) return null;
  if (!oneFabric(a, b)) return false;
  if (piecesMeet(w, torso)) return false;
  const cx = w.shoulders.x; const half = w.shoulderW * 0.12;
  const chest = { y0: w.shoulders.y + torso * 0.12, y1: w.shoulders.y + torso * 0.6 };
  const centre = band(w, { x0: cx - half, x1: cx + half, ...chest });
  const sides = [
    band(w, { x0: cx - w.shoulderW * 0.42, x1: cx - w.shoulderW * 0.2, ...chest }),
    band(w, { x0: cx + w.shoulderW * 0.2, x1: cx + w.shoulderW * 0.42, ...chest }),
  ];
  // A shirt stands apart from the jacket in lightness, and is not in the fabric at the sides (a
  // patterned or lace dress shows its light and dark parts everywhere).
  const shirt = centre?.palette.find((c) => !sameFabric(c, ca) && Math.abs(c.lab.L - ca.lab.L) >= 0.25
    && !sides.some((s) => s?.palette.some((d) => d.share >= c.share * 0.5 && sameFabric(d, c))));
  const sidesFabric = sides.every((s) => s && s.palette[0] && sameFabric(s.palette[0], ca));
  if (shirt && shirt.share >= SHIRT_SHARE && sidesFabric) return false;
  return true;
}
