import type { SceneTint } from '../colour/names';
import { hueDistance, linearToLms, linearToSrgb, lmsToLinear, lmsToOklab, rgbToOklab, srgbToLinear, toOklch, type Oklab } from '../colour/oklab';
import { smoothstep } from '../signals/palette';
import { COLOUR_MAX_GAIN, exposed, exposureGain } from './exposure';
import { maskValue } from './person-layer';
import { faceSkin, pixels } from './region-pixels';
import type { Detections, WorkImage } from './types';

/**
 * The colour of the light a photo was taken in, as a colourist estimates it before judging a
 * fabric: a party's blue or warm light tints every surface the same way, so a black dress reads
 * navy and a cream shirt grey. Two witnesses from the scene outside the people: the brightest
 * near-neutral surfaces (a white wall, a ceiling, a tablecloth reflect the light's own colour),
 * and the scene's average (a room's surfaces average to a neutral). They are trusted as far as
 * they agree; a face is the third witness: skin has a known range of colours, so a correction that
 * would push the face out of it (a lilac-lit wall behind a person in white light) is held back.
 */
export interface SceneLight {
  /** The light's colour as OKLab a, b at unit lightness (0, 0 is neutral daylight). */
  cast: { a: number; b: number };
  /** 0–1: how much of the cast is taken out. */
  strength: number;
}

/**
 * A light tinted less than this (OKLab chroma at unit lightness) is left alone: a viewer's own
 * adaptation discounts it, it rarely changes a name, and it is about the estimate's own error
 * (two copies of one photo, or the scene's white surfaces and its average, differ by about as
 * much). Correction grows in between.
 */
const FAINT_CAST: readonly [number, number] = [0.02, 0.04];
/**
 * At most this much cast (OKLab a, b at unit lightness) is taken out: a strong coloured light
 * (a red spotlight) cannot be undone credibly, only its usual tint.
 */
const MAX_CAST = 0.06;
/**
 * A viewer never fully discounts the light (CIECAM02's degree of adaptation is about 0.8 for a
 * photo seen in an average surround): a party's blue light still tints a white shirt a little to
 * anyone looking at the photo, so the names people give assume about this much of the cast gone.
 */
const ADAPTATION = 0.8;
/** Cosine of the angle between the two scene estimates' casts over which trust grows from nothing to whole. */
const AGREE_COS: readonly [number, number] = [0.5, 0.9];
/** Every this many pixels across and down the scene is read: an average and its brightest surfaces need no more. */
const SAMPLE_STEP = 3;
/** How far off skin's range (per unit lightness) a face must be to say which way its light is tinted. */
const SKIN_WITNESS = 0.01;
/** Share of the brightest near-neutral background pixels whose mean is the white-patch estimate. */
const BRIGHT_SHARE = 0.05;
/** A pixel this near clipping (8-bit) is a light source or blown out, no witness of the light's colour. */
const CLIPPED = 250;

interface Estimate { a: number; b: number }

/** OKLab chromaticity of a light given in linear RGB, at unit lightness. */
function chromaticity(r: number, g: number, b: number): Estimate | null {
  const [l, m, s] = linearToLms(r, g, b);
  if (l <= 0 || m <= 0 || s <= 0) return null;
  const c = lmsToOklab(l, m, s);
  return c.L > 0.05 ? { a: c.a / c.L, b: c.b / c.L } : null;
}

/** The scene outside the rated person (and outside everyone else's box): what shows the light itself. */
function backgroundLight(img: WorkImage, det: Detections, person: number): { white: Estimate | null; grey: Estimate | null; share: number } {
  const W = img.width; const H = img.height;
  const others = det.persons.filter((_, i) => i !== person).map((p) => p.box);
  const bright: { y: number; r: number; g: number; b: number }[] = [];
  let sr = 0; let sg = 0; let sb = 0; let n = 0; let all = 0;
  for (let y = 0; y < H; y += SAMPLE_STEP) {
    for (let x = 0; x < W; x += SAMPLE_STEP) {
      all++;
      if (det.mask && maskValue(det, x, y, W, H) >= 0.2) continue;
      const u = (x + 0.5) / W; const v = (y + 0.5) / H;
      if (others.some(([bx, by, bw, bh]) => u >= bx && u <= bx + bw && v >= by && v <= by + bh)) continue;
      const o = (y * W + x) * 3;
      const R = img.rgb[o]!; const G = img.rgb[o + 1]!; const B = img.rgb[o + 2]!;
      const max = Math.max(R, G, B);
      if (max >= CLIPPED || max <= 10) continue;
      const r = srgbToLinear(R); const g = srgbToLinear(G); const b = srgbToLinear(B);
      sr += r; sg += g; sb += b; n++;
      const lab = rgbToOklab(R, G, B);
      // Near-neutral at its lightness: a white or grey surface tinted by the light, not a coloured object.
      if (lab.L >= 0.35 && Math.hypot(lab.a, lab.b) < 0.1) bright.push({ y: lab.L, r, g, b });
    }
  }
  const grey = n >= 50 ? chromaticity(sr / n, sg / n, sb / n) : null;
  bright.sort((p, q) => q.y - p.y);
  const take = bright.slice(0, Math.max(20, Math.round(n * BRIGHT_SHARE)));
  const white = bright.length >= 20
    ? chromaticity(take.reduce((t, p) => t + p.r, 0) / take.length, take.reduce((t, p) => t + p.g, 0) / take.length, take.reduce((t, p) => t + p.b, 0) / take.length)
    : null;
  return { white, grey, share: all ? n / all : 0 };
}

/** Skin of every complexion in neutral light, per unit lightness: hue (OKLab degrees) and chroma. */
const SKIN_HUE: readonly [number, number] = [40, 70];
const SKIN_CHROMA: readonly [number, number] = [0.06, 0.23];

/**
 * How a face colour (a, b per unit lightness) lies outside the range skin spans in neutral light
 * (skin differs far more in lightness and chroma than in hue): the step from the nearest colour
 * skin can have to it; zero inside the range.
 */
function skinResidual(a: number, b: number): { a: number; b: number } {
  const c = Math.hypot(a, b);
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  const near = hueDistance(h, SKIN_HUE[0]) < hueDistance(h, SKIN_HUE[1]) ? SKIN_HUE[0] : SKIN_HUE[1];
  const inHue = hueDistance(h, (SKIN_HUE[0] + SKIN_HUE[1]) / 2) <= (SKIN_HUE[1] - SKIN_HUE[0]) / 2;
  const hh = ((inHue ? h : near) * Math.PI) / 180;
  const cc = Math.min(SKIN_CHROMA[1], Math.max(SKIN_CHROMA[0], c));
  return { a: a - cc * Math.cos(hh), b: b - cc * Math.sin(hh) };
}

const offSkin = (a: number, b: number): number => { const r = skinResidual(a, b); return Math.hypot(r.a, r.b); };

/**
 * The light of the scene, from the background of the rated person's photo and their face (OKLab
 * of the face's skin, null when none was measured).
 */
export function estimateLight(img: WorkImage, det: Detections, person: number, face: Oklab | null): SceneLight {
  const { white, grey, share } = backgroundLight(img, det, person);
  const none: SceneLight = { cast: { a: 0, b: 0 }, strength: 0 };
  if (!white && !grey) return none;
  let cast: Estimate; let trust: number;
  if (white && grey) {
    // Rooms hold more warm surfaces than cool ones (wood, skin, lamps), so the scene's average
    // overstates a warm light; the white surfaces show it as it is. When the two point the same
    // way, the smaller of the two along that way is taken; the more they point apart, the less
    // either is trusted.
    const wc = Math.hypot(white.a, white.b); const gc = Math.hypot(grey.a, grey.b);
    const cos = wc > 1e-6 && gc > 1e-6 ? (white.a * grey.a + white.b * grey.b) / (wc * gc) : 1;
    const along = Math.max(0, Math.min(wc, gc * cos));
    cast = wc > 1e-6 ? { a: (white.a / wc) * along, b: (white.b / wc) * along } : { a: 0, b: 0 };
    trust = smoothstep(AGREE_COS[0], AGREE_COS[1], cos);
  } else {
    // One witness alone: half the trust.
    cast = (white ?? grey)!;
    trust = 0.5;
  }
  // A scene mostly hidden by people shows little of the light.
  trust *= smoothstep(0.05, 0.2, share);
  const size = Math.hypot(cast.a, cast.b);
  // A faint tint nobody sees is left alone (and a white patch's small error with it); only the
  // usual tint is taken out of a strongly coloured light.
  let strength = ADAPTATION * trust * smoothstep(FAINT_CAST[0], FAINT_CAST[1], size) * Math.min(1, MAX_CAST / Math.max(size, 1e-6));
  if (face && face.L > 0.2 && strength > 0) {
    const fa = face.a / face.L; const fb = face.b / face.L;
    // Taking the cast out moves the face by about as much (per unit lightness): a correction that
    // makes the face a colour no skin has says the person stands in other light than the walls.
    const worse = offSkin(fa - cast.a * strength, fb - cast.b * strength) - offSkin(fa, fb);
    strength *= 1 - smoothstep(0.005, 0.03, worse);
    // A face already off skin's range is itself a witness of the light on the person: tinted
    // the way the walls are, it confirms their light; tinted another way, the person stands in
    // other light (a lamp-lit wall behind someone in a flash's white).
    const off = skinResidual(fa, fb); const offSize = Math.hypot(off.a, off.b);
    if (offSize > SKIN_WITNESS) strength *= smoothstep(-0.2, 0.5, (off.a * cast.a + off.b * cast.b) / (offSize * size));
  }
  return { cast, strength };
}

/**
 * The photo as it would look in neutral light: a von Kries adaptation in the LMS space OKLab is
 * built on (each cone-like channel divided by the light's), which keeps a neutral's lightness and
 * turns the light's own colour to grey. `strength` 0 returns the image itself.
 */
export function neutralised(img: WorkImage, light: SceneLight): WorkImage {
  const s = light.strength;
  if (s <= 0) return img;
  // The light's LMS at unit OKLab lightness (the OKLab inverse with L = 1).
  const a = light.cast.a * s; const b = light.cast.b * s;
  const gain = [
    (1 + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (1 - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (1 - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ].map((v) => 1 / Math.max(0.05, v));
  // Linear RGB → LMS, each channel divided by the light's, → linear RGB: one 3 × 3 matrix.
  const M = [linearToLms(1, 0, 0), linearToLms(0, 1, 0), linearToLms(0, 0, 1)];
  const T: number[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const l = M[col]![0]! * gain[0]!; const m = M[col]![1]! * gain[1]!; const sh = M[col]![2]! * gain[2]!;
      T.push(lmsToLinear(l, m, sh)[row]!);
    }
  }
  const rgb = new Uint8Array(img.rgb.length);
  const n = img.width * img.height;
  for (let i = 0; i < n; i++) {
    const o = i * 3;
    const r = srgbToLinear(img.rgb[o]!); const g = srgbToLinear(img.rgb[o + 1]!); const bl = srgbToLinear(img.rgb[o + 2]!);
    rgb[o] = Math.round(linearToSrgb(T[0]! * r + T[1]! * g + T[2]! * bl));
    rgb[o + 1] = Math.round(linearToSrgb(T[3]! * r + T[4]! * g + T[5]! * bl));
    rgb[o + 2] = Math.round(linearToSrgb(T[6]! * r + T[7]! * g + T[8]! * bl));
  }
  return { rgb, width: img.width, height: img.height };
}

/** The light's cast as OKLCH chroma and hue, for reports and tests. */
export function castOf(light: SceneLight): { chroma: number; hue: number } {
  const l = toOklch({ L: 1, a: light.cast.a, b: light.cast.b });
  return { chroma: l.c, hue: l.h };
}

/**
 * The light's tint for naming a dark colour (`nearestColourName`): its hue, sure as far as the
 * light was trusted to be taken out and tinted beyond what the estimate's own error gives.
 */
export function sceneTint(light: SceneLight): SceneTint | null {
  const { chroma, hue } = castOf(light);
  const sure = Math.min(1, light.strength / ADAPTATION) * smoothstep(FAINT_CAST[0], FAINT_CAST[1], chroma);
  return sure > 0 ? { hue, sure } : null;
}

/**
 * The work image the colour analysis reads: the light's cast taken out (as far as it is sure),
 * then the exposure lifted to a white that reads white. The face the light is checked against is
 * measured on the photo as taken.
 */
export function photoInNeutralLight(photo: WorkImage, det: Detections, person: number): { img: WorkImage; light: SceneLight } {
  const me = det.persons[person];
  if (!me) return { img: exposed(photo), light: { cast: { a: 0, b: 0 }, strength: 0 } };
  const W = photo.width; const H = photo.height;
  const mask = det.mask ? (x: number, y: number): number => maskValue(det, x, y, W, H) : (): number => 1;
  const face = faceSkin(photo, mask, pixels(me.keypoints, W, H));
  const light = estimateLight(photo, det, person, face);
  // Exposure is judged on the photo with the light's colour taken out: a white wall under a lamp
  // is brightest in red, and a gain that lifts only the red to white leaves the wall, and every
  // fabric, darker than in white light of the same strength. Lamps and windows clipped in the photo
  // as taken stay the top of the range (see `exposureGain`); the colour reading may lift further
  // than the models' input (`COLOUR_MAX_GAIN`).
  const neutral = neutralised(photo, light);
  return { img: exposed(neutral, exposureGain(neutral, COLOUR_MAX_GAIN, photo)), light };
}
