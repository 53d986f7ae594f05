import { deltaE, rgbToOklab, type Oklab } from '../colour/oklab';
import type { GarmentMasks, WorkImage } from '../vision/types';
import { components, spread } from './mask-ops';

/**
 * The wearer's skin on the grid, for cutting it out of a garment: the vision's skin test, the
 * colours that test found on the wearer elsewhere, and the skin those lead to along the body.
 */

/** A pixel at least this surely the rated person's may be theirs (0–255). */
export const PERSON_MIN = 128;
/**
 * Skin inside a garment's outline: a patch at least this share of the garment is the body showing
 * (a neckline, a midriff, a leg under a hem) and is cut away; smaller ones are lace, a highlight or
 * a print read as skin, and stay fabric.
 */
export const SKIN_PATCH_SHARE = 0.01;
/** …and never fewer pixels than this (a few pixels of skin colour are noise on any fabric). */
export const SKIN_PATCH_MIN = 12;
/** OKLab distance under which a pixel is the colour of the wearer's skin seen elsewhere on them (face, arms). */
const SKIN_RADIUS = 0.045;
/** At most this many of the wearer's skin pixels are the skin's colour references. */
const SKIN_REFERENCES = 64;
/** A garment more than this share of whose pixels have the skin's colours is skin-toned (a nude dress, a tan lace print). */
const SKIN_TONED = 0.35;
/**
 * OKLab difference between neighbouring pixels under which they are one surface: skin turning from
 * a lamp's warm light into a party's blue one changes a little from pixel to pixel, while the edge
 * of a sleeve or a dress on that skin is a step (a fold of fabric or its weave is a step too).
 */
const SKIN_STEP = 0.022;
/** Skin is followed along the body at most this far from where it was recognised, as a share of the grid's long side: an arm's length (a third of a standing person's height, more of a half-length photo). */
const SKIN_REACH = 0.35;
/** Darker than this (OKLab L), a pixel is shade where skin and dark fabric cannot be told apart step by step. */
const SKIN_DARKEST = 0.35;
/**
 * Skin followed along the body keeps at least this chroma per unit lightness, even passing from a
 * warm light into a cool one, while white, grey and black fabric has less (white shorts meeting a
 * washed-out leg without a step).
 */
const SKIN_VIVID_MIN = 0.03;
/**
 * Skin followed along the body past the colours recognised as skin is at most this vivid (chroma
 * per lightness): a light of another colour than the face's greys skin, so what continues it and is
 * more vivid than this is dye (an olive, a mustard, a burgundy fabric meeting the skin softly).
 */
const SKIN_ALONG_VIVID_MAX = 0.12;
/** How much more vivid (chroma per lightness) than the skin it continues a pixel may be and still be skin (noise, a highlight's edge). */
const SKIN_VIVID_SLACK = 0.01;

const vividness = (c: Oklab): number => Math.hypot(c.a, c.b) / Math.max(0.05, c.L);
const labOf = (image: WorkImage) => (i: number): Oklab => rgbToOklab(image.rgb[i * 3]!, image.rgb[i * 3 + 1]!, image.rgb[i * 3 + 2]!);

/**
 * The vision's skin test (the face's skin model), widened to the colours that test found on the
 * wearer outside the garment (their face, neck, arms), which catches skin in shade or light the test
 * missed. Null for a garment largely of those colours (a nude dress, a tan lace print): there skin
 * and fabric cannot be told apart by colour, and nothing is cut.
 */
export function wearerSkin(masks: GarmentMasks, garment: Uint8Array, image: WorkImage): Uint8Array | null {
  const lab = labOf(image);
  const seen: number[] = [];
  for (let i = 0; i < garment.length; i++) if (masks.skin[i] && !garment[i] && masks.person[i]! >= PERSON_MIN) seen.push(i);
  const step = Math.max(1, Math.floor(seen.length / SKIN_REFERENCES));
  const refs = seen.length >= SKIN_PATCH_MIN ? seen.filter((_, k) => k % step === 0).map(lab) : [];
  // The references' bounds widened by the radius: most fabric pixels fall outside at once.
  const lo = { L: Infinity, a: Infinity, b: Infinity }, hi = { L: -Infinity, a: -Infinity, b: -Infinity };
  for (const ref of refs) for (const k of ['L', 'a', 'b'] as const) { lo[k] = Math.min(lo[k], ref[k] - SKIN_RADIUS); hi[k] = Math.max(hi[k], ref[k] + SKIN_RADIUS); }
  const skin = Uint8Array.from(masks.skin);
  let inGarment = 0; let skinColoured = 0;
  for (let i = 0; i < garment.length; i++) {
    if (!garment[i]) continue;
    inGarment++;
    if (skin[i]) { skinColoured++; continue; }
    if (!refs.length) continue;
    const c = lab(i);
    const near = c.L >= lo.L && c.L <= hi.L && c.a >= lo.a && c.a <= hi.a && c.b >= lo.b && c.b <= hi.b;
    if (!near || !refs.some((ref) => deltaE(ref, c) < SKIN_RADIUS)) continue;
    skin[i] = 1;
    skinColoured++;
  }
  return skinColoured > inGarment * SKIN_TONED ? null : skin;
}

/**
 * Follows the wearer's skin along their body (into `skin`): from the skin the vision recognised on them, to
 * neighbouring pixels of the person that continue it without a step. Skin lit by another light
 * than the face (an arm in a bar's coloured light) is then skin because it is joined to the
 * shoulder smoothly, whatever its colour.
 */
export function skinAlongBody(skin: Uint8Array, masks: GarmentMasks, image: WorkImage): void {
  const { width: W, height: H } = masks;
  // Each pixel is compared with up to eight neighbours: its colour is converted once.
  const colours: (Oklab | undefined)[] = new Array<Oklab | undefined>(W * H);
  const convert = labOf(image);
  const lab = (i: number): Oklab => (colours[i] ??= convert(i));
  const grown = new Uint8Array(W * H);
  // How vivid (chroma per lightness) the skin each pixel was reached from is.
  const vivid = new Float32Array(W * H);
  // Seeded by the vision's own skin test only: the colours widened from it are a guess already,
  // and a guess followed step by step runs into a pale fabric (white shorts in a washed-out photo).
  for (let i = 0; i < grown.length; i++) {
    if (!masks.skin[i] || masks.person[i]! < PERSON_MIN) continue;
    grown[i] = 1;
    vivid[i] = vividness(lab(i));
  }
  const reach = Math.max(2, Math.round(Math.max(W, H) * SKIN_REACH));
  spread(grown, W, H, (i, j) => {
    if (masks.person[j]! < PERSON_MIN) return false;
    const c = lab(j);
    // A light of another colour greys skin (it cancels part of skin's own warmth) or tints it
    // faintly; it never makes it more vivid than the skin it continues: a more vivid pixel is dye.
    const v = vividness(c);
    if (c.L < SKIN_DARKEST || v < SKIN_VIVID_MIN || v > SKIN_ALONG_VIVID_MAX || v > vivid[i]! + SKIN_VIVID_SLACK || deltaE(lab(i), c) >= SKIN_STEP) return false;
    vivid[j] = vivid[i]!;
    return true;
  }, reach);
  for (let i = 0; i < grown.length; i++) if (grown[i]) skin[i] = 1;
}

/** Cuts away the patches of the wearer's skin inside the mask, leaving lace-sized specks as fabric. */
export function withoutSkin(mask: Uint8Array, skin: Uint8Array, W: number, H: number): void {
  const onSkin = new Uint8Array(mask.length);
  let size = 0;
  for (let i = 0; i < mask.length; i++) { if (mask[i]) size++; if (mask[i] && skin[i]) onSkin[i] = 1; }
  const patches = components(onSkin, W, H, 1);
  const least = Math.max(SKIN_PATCH_MIN, size * SKIN_PATCH_SHARE);
  for (let i = 0; i < mask.length; i++) if (onSkin[i] && patches.sizes[patches.label[i]!]! >= least) mask[i] = 0;
}
