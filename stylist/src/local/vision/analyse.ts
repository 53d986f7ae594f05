import { nearestColourName, neutralNameWeight, type ColourId } from '../colour/names';
import { deltaE, rgbToOklab, toOklch, type Oklab } from '../colour/oklab';
import type { PaletteColour } from '../signals/types';
import { pieceColour } from '../colour/palette-colour';
import type {
  WorkImage,
  Detections, FramingIssue, Keypoint, KeypointName, PersonDetection, Rect, VisionPart, VisionRegion, VisionReport,
} from './types';
import { KEYPOINTS } from './types';
import { smoothstep } from '../signals/palette';
import { SAME_PATTERN, continuousAtWaist, samePattern } from './waist';
import { fabricOverlap } from './fabric-overlap';
import { garmentPalette } from './garment-colour';
import { ACCESSORY_CONFIDENCE, readAccessories } from './accessory-zones';
import { photoInNeutralLight, sceneTint } from './illuminant';
import { readGarments, type GarmentPart } from './garments';
import { legSplit, onePieceFrom } from './leg-split';
import { lowerKind } from './lower-kind';
import { maskValue } from './person-layer';
import { bodyCover } from './body-cover';
import { frameSkinShare } from './skin';
import { MASK_MIN, SEEN, dist, normalise, pair, pixels, seen } from './region-pixels';

export { SEEN };

/** The photo as the analysis sees it: RGB, small (≤ 320 px), same aspect as the original. */
export type { WorkImage } from './types';

/** Below this person-mask probability a pixel is background. */
/** People whose box is smaller than this share of the largest person's height are background people. */
const BACKGROUND_PERSON = 0.45;
/**
 * MoveNet's person score is about the mean of all 17 keypoint scores, so a person seen from the
 * knees up or half hidden in a crowd scores low although most of their body is clear, and in a
 * group it hovers near any line drawn through it (0.15 in one copy of a photo, 0.17 in another).
 * What makes a person usable is five keypoints clearly seen; the score only drops the model's
 * ghosts (inference.ts keeps people from 0.1).
 */
const MIN_PERSON_SCORE = 0.1;


function usable(p: PersonDetection): boolean {
  const n = Object.values(p.keypoints).filter(seen).length;
  return p.score >= MIN_PERSON_SCORE && n >= 5;
}

/**
 * People worth counting, and the one to rate: the most prominent, as a photographer frames a
 * subject: large, central, clearly seen (the keypoints' scores) and whole (a person cut by the
 * frame's side edge is someone at the edge of the picture, not its subject). Every factor is
 * graded, so a slightly different copy of the photo picks the same person unless two are nearly
 * equal.
 */
export function choosePerson(persons: readonly PersonDetection[]): { counted: number[]; chosen: number } {
  const ok = persons.map((p, i) => ({ p, i })).filter(({ p }) => usable(p));
  if (!ok.length) return { counted: [], chosen: -1 };
  const tallest = Math.max(...ok.map(({ p }) => p.box[3]));
  const counted = ok.filter(({ p }) => p.box[3] >= BACKGROUND_PERSON * tallest);
  let chosen = -1; let best = -Infinity;
  for (const { p, i } of counted) {
    const cx = p.box[0] + p.box[2] / 2; const cy = p.box[1] + p.box[3] / 2;
    const off = Math.hypot(cx - 0.5, (cy - 0.5) * 0.5);
    const inside = Math.max(0, Math.min(1, p.box[0] + p.box[2]) - Math.max(0, p.box[0])) / Math.max(1e-6, p.box[2]);
    const clear = Object.values(p.keypoints).reduce((t, k) => t + Math.min(1, k.score), 0) / KEYPOINTS.length;
    const s = p.box[2] * p.box[3] * (1.2 - off) ** 2 * inside ** 2 * clear;
    if (s > best) { best = s; chosen = i; }
  }
  return { counted: counted.map(({ i }) => i), chosen };
}

const rectOut = (r: { x0: number; y0: number; x1: number; y1: number }, w: number, h: number): Rect =>
  ({ x: r.x0 / w, y: r.y0 / h, w: (r.x1 - r.x0) / w, h: (r.y1 - r.y0) / h });

const kpScore = (kp: Record<KeypointName, Keypoint>, names: KeypointName[]): number =>
  names.reduce((s, n) => s + Math.min(1, kp[n].score), 0) / names.length;

const near = (a: PaletteColour, b: PaletteColour): boolean => a.id === b.id || deltaE(a.lab, b.lab) < 0.06;

/** Turns detections into regions, colours and framing facts. Pure: same inputs, same report. */
export function analyse(photo: WorkImage, det: Detections): Omit<VisionReport, 'explicit' | 'timings'> {
  const { counted, chosen } = choosePerson(det.persons);
  const { img, light } = photoInNeutralLight(photo, det, chosen);
  const tint = sceneTint(light);
  const base = {
    personCount: counted.length,
    chosen,
    persons: det.persons.map((p) => ({ score: p.score, box: p.box })),
  };
  const empty = {
    ...base, keypoints: null, regions: {}, onePiece: false, topBottomContrast: null, shoesEcho: null, outfit: [],
    distinctColours: 0, fullBody: false, framing: [] as FramingIssue[], personHeight: 0, skin: null, bodyCover: null,
  };
  // With nobody found, how much skin the frame shows is the explicit check's only witness besides the classifier.
  if (chosen < 0) return { ...empty, frameSkin: frameSkinShare(photo) };
  const person = det.persons[chosen]!;
  const W = img.width; const H = img.height;
  // The mask model is made for one person filling the frame; in a crowd or far away it may miss
  // the person entirely: then the keypoint geometry alone bounds the regions.
  const maskUsable = maskCovers(det, chosen, W, H);
  const reading = readGarments(img, det, chosen, maskUsable, tint);
  const mask = (x: number, y: number): number => reading.layer.weight[y * W + x]!;
  const kp = person.keypoints;
  const p = pixels(kp, W, H);
  const shoulders = pair(p, 'leftShoulder', 'rightShoulder');
  const hips = pair(p, 'leftHip', 'rightHip');
  const knees = pair(p, 'leftKnee', 'rightKnee');
  const boxH = person.box[3] * H;
  const shoulderW = p.leftShoulder && p.rightShoulder ? dist(p.leftShoulder, p.rightShoulder) : boxH * 0.22;
  const skinRef = reading.skin;
  const isSkin = reading.isSkin;
  const regions: Partial<Record<VisionPart, VisionRegion>> = {};
  const framing: FramingIssue[] = [];
  const CONFIDENCE: Record<GarmentPart, { keypoints: KeypointName[]; cover: number }> = {
    top: { keypoints: ['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'], cover: 1.4 },
    bottom: { keypoints: ['leftHip', 'rightHip', 'leftKnee', 'rightKnee'], cover: 1.6 },
    footwear: { keypoints: ['leftAnkle', 'rightAnkle'], cover: 1.5 },
  };
  const ankle = Math.max(0, ...[kp.leftAnkle, kp.rightAnkle].filter(seen).map((k) => k.score));
  for (const g of Object.values(reading.garments)) {
    const c = CONFIDENCE[g.part];
    const sure = g.part === 'footwear' ? smoothstep(SEEN, SEEN + ANKLE_FADE, ankle) : g.sure;
    regions[g.part] = {
      part: g.part, rects: [g.box], palette: g.palette, skinShare: round2(g.skinShare),
      confidence: round2(kpScore(kp, c.keypoints) * Math.min(1, g.coverage * c.cover)),
      ...(sure !== undefined && sure < 1 ? { sure } : {}),
    };
  }

  const accessories = readAccessories({ img, mask, isSkin, p, shoulderW, top: regions.top?.palette, bottom: regions.bottom?.palette }, (r) => rectOut(r, W, H));
  if (accessories) regions.accessories = accessories;

  // Framing.
  const nose = kp.nose; const eyeSeen = seen(kp.leftEye) || seen(kp.rightEye);
  if (!seen(nose) && !eyeSeen) framing.push('headCut');
  if (!hips) framing.push('hipsCut');
  else if (!knees) framing.push('kneesCut');
  if (!regions.footwear || reading.garments.footwear?.cut) framing.push('feetCut');
  if (person.box[3] < 0.35) framing.push('personSmall');
  if (shoulders && hips && knees) {
    const torso = hips.y - shoulders.y;
    if (torso > 0 && knees.y - hips.y < torso * 0.5) framing.push('seatedOrBent');
  }
  const fullBody = !framing.some((f) => f === 'headCut' || f === 'hipsCut' || f === 'kneesCut' || f === 'feetCut');

  // Relations between the regions.
  const seenBoth = !!(regions.top?.palette[0] && regions.bottom?.palette[0]);
  const waist = reading.waist && seenBoth ? continuousAtWaist(reading.waist.input, reading.waist.break) : null;
  // Two witnesses must agree: the waist, measured against the fabric's own spread, and the colours
  // the torso and the skirt or trousers show. A busy top's spread is wide enough to take in
  // trousers of another colour; its colours are not. Those colours are the named palettes, or, for
  // a print whose dark ink one half's palette folds into its light one as a shade, the colours
  // the pixels cluster into.
  const upper = reading.garments.top; const lowerPixels = reading.garments.bottom;
  const sameMain = seenBoth && (samePattern(regions.top!.palette, regions.bottom!.palette)
    || (!!upper && !!lowerPixels && fabricOverlap(upper.pixels, lowerPixels.pixels) >= SAME_PATTERN));
  const legs = seenBoth && hips && reading.waist && p.leftHip && p.rightHip
    ? legSplit({ width: W, height: H, weight: mask, leftHip: p.leftHip, rightHip: p.rightHip, torso: reading.waist.input.hips.y - reading.waist.input.shoulders.y })
    : null;
  const onePiece = seenBoth && onePieceFrom({ sameFabric: sameMain, waist, legs, topShare: regions.top!.palette[0]!.share, bottomShare: regions.bottom!.palette[0]!.share });
  // A dress is one fabric from neckline to hem: its colour is read from all of it at once, so the
  // better-lit half names it (a red dress whose skirt falls in shade is still red below the waist).
  if (onePiece && reading.garments.top && reading.garments.bottom && regions.top && regions.bottom) {
    const t = reading.garments.top.pixels; const b = reading.garments.bottom.pixels;
    const dress = garmentPalette([...t.lab, ...b.lab], [...t.weight, ...b.weight], tint);
    if (dress.length) { regions.top.palette = dress; regions.bottom.palette = dress; }
  }
  const bottom = reading.garments.bottom;
  const lower = !onePiece && regions.bottom && bottom && maskUsable && reading.waist && p.leftHip && p.rightHip && p.leftKnee && p.rightKnee
    ? lowerKind({
      width: W, height: H, weight: mask, fabric: (x, y) => bottom.mask[y * W + x] === 1,
      lab: (x, y) => { const i = (y * W + x) * 3; return rgbToOklab(img.rgb[i]!, img.rgb[i + 1]!, img.rgb[i + 2]!); },
      leftHip: p.leftHip, rightHip: p.rightHip, leftKnee: p.leftKnee, rightKnee: p.rightKnee, leftAnkle: p.leftAnkle, rightAnkle: p.rightAnkle,
      torso: reading.waist.input.hips.y - reading.waist.input.shoulders.y,
    })
    : null;
  const tMain = regions.top?.palette[0]; const bMain = regions.bottom?.palette[0];
  // How light each piece reads as a whole (`pieceColour`), not by its biggest colour alone.
  const [tWhole, bWhole] = [pieceColour(regions.top?.palette ?? []), pieceColour(regions.bottom?.palette ?? [])];
  const topBottomContrast = tWhole && bWhole ? round2(Math.abs(tWhole.L - bWhole.L)) : null;
  const shoes = regions.footwear?.palette[0];
  const shoesEcho = shoes && (tMain || bMain)
    ? [...(regions.top?.palette ?? []), ...(regions.bottom?.palette ?? [])].some((c) => c.share >= 0.15 && near(c, shoes))
    : null;
  const outfit = outfitPalette(regions);
  return {
    ...base,
    keypoints: kp,
    regions,
    onePiece,
    lowerKind: lower,
    topBottomContrast,
    shoesEcho,
    outfit,
    distinctColours: outfit.filter((c) => c.share >= 0.06).length,
    fullBody,
    framing,
    personHeight: round2(person.box[3]),
    bodyCover: bodyCover(reading.lab, reading.layer.weight, reading.points, reading.skin),
    skin: skinRef ? nearestColourName(skinRef) : null,
  };
}

/** Outfit shares over which a small colour fades in. */
const OUTFIT_FADE: readonly [number, number] = [0.02, 0.06];

const COVER: Record<VisionPart, number> = { top: 0.38, bottom: 0.34, footwear: 0.14, accessories: 0.08 };

/**
 * Shoes are looked for under an ankle the pose sees (a score from SEEN); an ankle scored just over
 * that line is as likely just under it in another copy of the photo (0.29 and 0.30 in a camera
 * original and its phone copy), so the shoes' colour fades into the outfit as the surest ankle's
 * score rises from the line to this much above it.
 */
const ANKLE_FADE = 0.1;

/**
 * Two pieces' colours of one name are one colour of the outfit only this near (OKLab ΔE): about
 * the spread of one colour between two pieces in a little light and shade (a navy top and navy
 * trousers), well short of a lavender skirt beside a pale lavender bracelet (0.22 apart in
 * lightness), which are two colours. Merged by name alone, two copies of a photo that named one
 * colour lilac and the other lavender merged it with the bracelet in one copy only.
 */
const SAME_COLOUR = 0.1;

/**
 * The outfit's palette: each region's colours weighted by how much of the look it covers, times
 * how far the region is over the lines that found it (`sure`).
 */
export function outfitPalette(regions: Partial<Record<VisionPart, VisionRegion>>): PaletteColour[] {
  const acc: { id: ColourId; lab: Oklab; share: number; neutral: number }[] = [];
  for (const [part, r] of Object.entries(regions) as [VisionPart, VisionRegion][]) {
    // An accessory only hinted at (its colour near the lines of readAccessories) adds as much of
    // its colour as the reading is sure of, so it fades into the look instead of entering whole.
    const weight = (r.sure ?? 1) * (part === 'accessories' ? COVER.accessories * Math.min(1, r.confidence / ACCESSORY_CONFIDENCE) : COVER[part]);
    for (const c of r.palette) {
      const prev = acc.find((e) => e.id === c.id && deltaE(e.lab, c.lab) < SAME_COLOUR);
      const share = c.share * weight;
      // How neutral its name is, as the name was read (the merged colour keeps the share-weighted mean).
      const neutral = c.neutral ?? neutralNameWeight(c.lab);
      if (prev) {
        const t = prev.share + share;
        prev.lab = { L: (prev.lab.L * prev.share + c.lab.L * share) / t, a: (prev.lab.a * prev.share + c.lab.a * share) / t, b: (prev.lab.b * prev.share + c.lab.b * share) / t };
        prev.neutral = t > 0 ? (prev.neutral * prev.share + neutral * share) / t : neutral;
        prev.share = t;
      } else acc.push({ id: c.id, lab: c.lab, share, neutral });
    }
  }
  const list = normalise(acc.map((v) => ({ id: v.id, lab: v.lab, lch: toOklch(v.lab), share: v.share, neutral: v.neutral })));
  // A small colour fades in between 2 % and 6 % of the look instead of entering at a cut-off: the
  // same outfit photographed twice (a camera original and its phone-prepared copy) measures a
  // garment's second colour a few points apart, and a step there moved the whole score.
  const faded = list.map((c) => ({ ...c, share: c.share * smoothstep(OUTFIT_FADE[0], OUTFIT_FADE[1], c.share) })).filter((c) => c.share > 0.005);
  return normalise(faded).sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
}

/**
 * Whether the person mask covers the chosen person: a fifth of their box at least. The mask model
 * is made for one person filling the frame; in a crowd or far away it may miss them entirely.
 */
export function maskCovers(det: Detections, person: number, W: number, H: number): boolean {
  return maskCoverage(det, person, W, H) >= 0.2;
}

/** Share of the person's box (sampled every other pixel of the W × H work image) the person mask calls person. */
export function maskCoverage(det: Detections, person: number, W: number, H: number): number {
  return det.mask ? boxCoverage(det.persons[person]!.box, W, H, (x, y) => maskValue(det, x, y, W, H)) : 0;
}

function boxCoverage(box: [number, number, number, number], W: number, H: number, mask: (x: number, y: number) => number): number {
  const x0 = Math.max(0, Math.floor(box[0] * W)); const x1 = Math.min(W, Math.ceil((box[0] + box[2]) * W));
  const y0 = Math.max(0, Math.floor(box[1] * H)); const y1 = Math.min(H, Math.ceil((box[1] + box[3]) * H));
  let n = 0; let on = 0;
  for (let y = y0; y < y1; y += 2) for (let x = x0; x < x1; x += 2) { n++; if (mask(x, y) >= MASK_MIN) on++; }
  return n ? on / n : 0;
}

function round2(x: number): number { return Math.round(x * 100) / 100; }
