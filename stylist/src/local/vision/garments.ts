import type { ColourId, SceneTint } from '../colour/names';
import { deltaE, type Oklab } from '../colour/oklab';
import { labImage, type LabImage } from './pixel-lab';
import type { PaletteColour } from '../colour/palette-colour';
import { dominantColours, smoothstep } from '../signals/palette';
import { garmentPalette } from './garment-colour';
import { feetShapes, legsShape, polygonShape, torsoShape, union, type Shape } from './garment-shapes';
import { BARE_LEGS, hemRows, rowCounts } from './hem';
import { footFromMask } from './feet-from-mask';
import { impliedJoints } from './implied-joints';
import { lowerBodyFromMask } from './lower-body-from-mask';
import { personLayer, type PersonLayer } from './person-layer';
import { MASK_MIN, dist, faceSkin, pair, pixels, toSamples, type Px } from './region-pixels';
import { torsoBreak, type TorsoBreak, type WaistInput } from './waist';
import { faceSkinTest, skinColouredGarment, skinDegree, skinModel } from './skin';
import { hairColour, isHairOnTop } from './hair';
import { handZones, withoutHeld } from './held-objects';
import type { Detections, KeypointName, PersonDetection, Rect, WorkImage } from './types';

export type GarmentPart = 'top' | 'bottom' | 'footwear';

/** One garment as the photo shows it: which pixels are its fabric, and their colours. */
export interface GarmentRegion {
  part: GarmentPart;
  /** Work-image size the mask is drawn at (the photo's aspect, long side ≤ 256 px). */
  width: number;
  height: number;
  /**
   * Row-major, width × height: 1 where the pixel is this garment's fabric (the rated person's,
   * inside the garment's place on the body, not skin), else 0. Scale it to the photo to cut the
   * garment out.
   */
  mask: Uint8Array;
  /** Where the garment was looked for, normalised to the photo (0–1). */
  box: Rect;
  /** The garment's colours, biggest first; `palette[0]` is the colour a person names it by. */
  palette: PaletteColour[];
  colour: ColourId;
  /** Share of the rated person's pixels in the garment's place that were skin (bare arms, legs). */
  skinShare: number;
  /** Share of the garment's place the rated person's fabric fills (0–1). */
  coverage: number;
  /** The sampled fabric pixels (OKLab) and their weights the palette was measured from. */
  pixels: { lab: Oklab[]; weight: number[] };
  /** Footwear only: a foot's place reaches past the frame's bottom edge. */
  cut?: boolean;
  /** How far over the lines that found it (0–1; absent: wholly), for the outfit's palette. */
  sure?: number;
}

export interface GarmentReading {
  /** Index into `det.persons` of the person the garments belong to. */
  person: number;
  /** The rated person's pixels (segmentation mask × ownership against neighbours), 0–1 per work-image pixel. */
  layer: PersonLayer;
  garments: Partial<Record<GarmentPart, GarmentRegion>>;
  /** The face's skin colour (OKLab) used to tell skin from fabric, null when no face was measured. */
  skin: Oklab | null;
  isSkin: (c: Oklab) => boolean;
  /** The work image in OKLab with that skin test's answer per pixel. */
  lab: LabImage;
  /** The keypoints the garments were placed by (work-image pixels): those seen, mirrored and implied. */
  points: Partial<Record<KeypointName, Px>>;
  /** The torso's measuring bands and the break found between top and bottom (null without shoulders and hips). */
  waist: { input: WaistInput; break: TorsoBreak | null } | null;
}

/** Each seen forearm, from the elbow to a hand's length past the wrist. */
function forearms(p: Partial<Record<KeypointName, Px>>): { a: Px; b: Px }[] {
  const out: { a: Px; b: Px }[] = [];
  for (const [e, w] of [['leftElbow', 'leftWrist'], ['rightElbow', 'rightWrist']] as const) {
    const elbow = p[e]; const wrist = p[w];
    if (elbow && wrist) out.push({ a: elbow, b: { x: wrist.x + (wrist.x - elbow.x) * 0.4, y: wrist.y + (wrist.y - elbow.y) * 0.4 } });
  }
  return out;
}

/**
 * A shoulder or hip the pose missed (half hidden behind a neighbour, or just under the seen
 * threshold), placed as the mirror of its partner across the body's midline (the other pair's
 * middle, or the nose): a torso is symmetric enough for where its garment lies. Without this, a
 * keypoint scoring just under or over the threshold would take the whole top in or out.
 */
function symmetric(p: Partial<Record<KeypointName, Px>>): Partial<Record<KeypointName, Px>> {
  const out = { ...p };
  const pairs: [KeypointName, KeypointName, KeypointName, KeypointName][] = [
    ['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'],
    ['leftHip', 'rightHip', 'leftShoulder', 'rightShoulder'],
  ];
  for (const [a, b, c, d] of pairs) {
    if (!!p[a] === !!p[b]) continue;
    const axis = p[c] && p[d] ? (p[c].x + p[d].x) / 2 : p.nose?.x;
    if (axis === undefined) continue;
    const [seenKp, missing] = p[a] ? [p[a], b] : [p[b]!, a];
    out[missing] = { x: 2 * axis - seenKp.x, y: seenKp.y };
  }
  return out;
}

/** A shape cut off above a line (the top ends where the bottom begins). */
const above = (s: Shape, y: number): Shape => ({ box: { ...s.box, y1: Math.min(s.box.y1, y) }, inside: (px, py) => py < y && s.inside(px, py) });
/** A shape from a line down. */
const below = (s: Shape, y: number): Shape => ({ box: { ...s.box, y0: Math.max(s.box.y0, y) }, inside: (px, py) => py >= y && s.inside(px, py) });

/** How far below the shoulders (in torso lengths, or shoulder widths when larger) long hair reaches over a top: to mid-chest. */
const HAIR_REACH = 0.5;

/** Below this many fabric pixels a garment is not reported (a few pixels are noise, not a garment). */
const MIN_PIXELS = 12;
/** At most about this many pixels feed a garment's colours: a regular stride over its mask. */
const MAX_SAMPLES = 2000;

interface Collected {
  lab: Oklab[]; weight: number[];
  /** Each sample's pixel index (y × width + x). */
  at: number[];
  mask: Uint8Array; own: number; skin: number; inShape: number;
}

/**
 * `core` is the garment's surest part (for the lower half, the band just below the hips): the
 * skin-coloured-garment test reads it, so a short dress above bare legs is not taken for a nude one.
 */
function collectShape(img: LabImage, layer: PersonLayer, shape: Shape, min: number, core = 1, useGeometry = false, isFloor: (c: Oklab) => boolean = () => false, ownSkin?: (c: Oklab) => boolean): Collected {
  const W = img.width; const H = img.height;
  const x0 = Math.max(0, Math.floor(shape.box.x0)); const x1 = Math.min(W, Math.ceil(shape.box.x1));
  const y0 = Math.max(0, Math.floor(shape.box.y0)); const y1 = Math.min(H, Math.ceil(shape.box.y1));
  const mask = new Uint8Array(W * H);
  const step = Math.max(1, Math.round(Math.sqrt(((x1 - x0) * (y1 - y0)) / MAX_SAMPLES)));
  const lab: Oklab[] = []; const weight: number[] = []; const at: number[] = []; const skinLab: Oklab[] = []; const skinW: number[] = []; const skinAt: number[] = [];
  const edgeLab: Oklab[] = []; const edgeW: number[] = []; const edgeAt: number[] = [];
  const floorLab: Oklab[] = []; const floorW: number[] = []; const floorSampled: number[] = []; const floorAt: number[] = []; let floor = 0;
  let own = 0; let skin = 0; let inShape = 0; let coreOwn = 0; let coreSkin = 0; let coreOwnSkin = 0;
  const coreEnd = y0 + (y1 - y0) * core;
  // How much of the shape the mask says is the person. The shapes lie inside the body the pose
  // draws; when the mask misses most of one (a black dress against a dark room), the pose is the
  // better witness there, and the weights move toward it smoothly as the mask's share falls.
  let covered = 0; let ownable = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!shape.inside(x + 0.5, y + 0.5) || layer.own[y * W + x]! < min) continue;
      ownable++;
      if (layer.weight[y * W + x]! >= min) covered++;
    }
  }
  const trust = useGeometry ? 1 - smoothstep(0.3, 0.6, ownable ? covered / ownable : 1) : 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!shape.inside(x + 0.5, y + 0.5)) continue;
      inShape++;
      const w = layer.weight[y * W + x]! + (layer.own[y * W + x]! - layer.weight[y * W + x]!) * trust;
      if (w < min) continue;
      own++;
      const inCore = y < coreEnd;
      if (inCore) coreOwn++;
      const i = y * W + x;
      const sampled = (x - x0) % step === 0 && (y - y0) % step === 0;
      // A colour on the skin test's edge (a cue's even brown beside a face read in shade) is partly
      // skin and partly the garment's, so a copy of the photo that measures it a little off moves
      // a little of it, not the whole patch.
      const fabric = 1 - img.skinDegree(i);
      if (img.skin(i)) {
        skin++;
        if (inCore) { coreSkin++; if (ownSkin?.(img.at(i))) coreOwnSkin++; }
        if (sampled) {
          skinLab.push(img.at(i)); skinW.push(w); skinAt.push(i);
          if (fabric > 0) { edgeLab.push(img.at(i)); edgeW.push(w * fabric); edgeAt.push(i); }
        }
        continue;
      }
      const c = img.at(i);
      if (isFloor(c)) {
        floor++;
        if (sampled) { floorLab.push(c); floorW.push(w); floorSampled.push(i); }
        floorAt.push(y * W + x);
        continue;
      }
      mask[y * W + x] = 1;
      if (sampled) { lab.push(c); weight.push(w * fabric); at.push(i); }
    }
  }
  // A garment the colour of skin (a camel coat, a nude dress) fills its place with "skin": then
  // the skin-coloured pixels are the garment.
  // Not when that "skin" is mostly the wearer's own skin tone in light and shade: bare legs.
  if (skinColouredGarment(coreOwn, coreSkin, coreOwnSkin)) {
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const w = layer.weight[y * W + x]! + (layer.own[y * W + x]! - layer.weight[y * W + x]!) * trust;
        if (shape.inside(x + 0.5, y + 0.5) && w >= min) mask[y * W + x] = 1;
      }
    }
    return { lab: [...lab, ...skinLab], weight: [...weight, ...skinW], at: [...at, ...skinAt], mask, own, skin: 0, inShape };
  }
  // Shoes the floor's own colour: the floor test cannot tell them apart, so it stands down.
  if (floor > 0 && floor / Math.max(1, own - skin) > FLOOR_MAX) {
    for (const i of floorAt) mask[i] = 1;
    return { lab: [...lab, ...edgeLab, ...floorLab], weight: [...weight, ...edgeW, ...floorW], at: [...at, ...edgeAt, ...floorSampled], mask, own, skin, inShape };
  }
  return { lab: [...lab, ...edgeLab], weight: [...weight, ...edgeW], at: [...at, ...edgeAt], mask, own, skin, inShape };
}

/** Share of a region's pixels the floor test may remove; beyond it the shoes are the floor's colour and are kept. */
const FLOOR_MAX = 0.8;

/**
 * The floor's colours around the feet: background pixels (not the person's) in a band beside and
 * below the feet. A foot pixel near one of them is floor the mask let in.
 */
function floorTest(img: LabImage, layer: PersonLayer, feet: Shape): (c: Oklab) => boolean {
  const W = img.width; const H = img.height;
  const fw = feet.box.x1 - feet.box.x0; const fh = feet.box.y1 - feet.box.y0;
  const x0 = Math.max(0, Math.floor(feet.box.x0 - fw * 0.6)); const x1 = Math.min(W, Math.ceil(feet.box.x1 + fw * 0.6));
  const y0 = Math.max(0, Math.floor(feet.box.y0)); const y1 = Math.min(H, Math.ceil(feet.box.y1 + fh * 0.5));
  const lab: Oklab[] = []; const weight: number[] = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (layer.weight[y * W + x]! >= 0.2) continue;
      lab.push(img.at(y * W + x)); weight.push(1);
    }
  }
  if (lab.length < MIN_PIXELS) return () => false;
  const floor = dominantColours(toSamples(lab, weight)).filter((c) => c.share >= 0.15).map((c) => c.lab);
  return (c) => floor.some((f) => deltaE(c, f) < 0.05);
}

const boxOf = (s: Shape, W: number, H: number): Rect => {
  const x0 = Math.max(0, s.box.x0); const y0 = Math.max(0, s.box.y0);
  const x1 = Math.min(W, s.box.x1); const y1 = Math.min(H, s.box.y1);
  return { x: x0 / W, y: y0 / H, w: Math.max(0, x1 - x0) / W, h: Math.max(0, y1 - y0) / H };
};

/**
 * The rated person's garments, each from its own pixels: the person mask narrowed to this person
 * (a neighbour's dress never enters), intersected with where the garment lies on the body by the
 * pose, with skin removed; colours clustered in OKLab with each colour's shades folded into it.
 * `maskUsable` false reads the pose geometry alone (the mask model missed this person); `light`, the
 * tint of the light the photo was taken in, helps name dark colours.
 * Pure: same inputs, same answer. Used by the analysis, and by whoever cuts garments out of a photo.
 */
export function readGarments(img: WorkImage, det: Detections, person: number, maskUsable: boolean, light: SceneTint | null = null): GarmentReading {
  const W = img.width; const H = img.height;
  const me: PersonDetection = det.persons[person]!;
  const layer = personLayer(det, person, W, H, maskUsable);
  const seenP = symmetric(pixels(me.keypoints, W, H));
  // Both hips lost (a seated person, arms across the lap) or both shoulders (a face hidden under a
  // caption): placed at the body's proportions from the pair that was found, when the mask shows
  // the body there, so the lower half, the top and the waist can be read.
  const implied = impliedJoints(seenP, me, H, maskUsable);
  const p = { ...seenP, ...implied };
  // Shoulders placed by the canon say where the torso ends only roughly, and what lies at their
  // line (hair, a neighbour's sleeve, the face's own caption) is not known to be the top: the top
  // is read over the half of the torso nearest the hips the pose found.
  const chestUnknown = 'leftShoulder' in implied;
  const boxH = me.box[3] * H;
  const shoulderW = p.leftShoulder && p.rightShoulder ? dist(p.leftShoulder, p.rightShoulder) : boxH * 0.22;
  const face = faceSkin(img, (x, y) => layer.weight[y * W + x]!, p);
  const isSkin = skinModel(face);
  const lab = labImage(img, isSkin, skinDegree(face));
  const garments: GarmentReading['garments'] = {};
  const shoulders = pair(p, 'leftShoulder', 'rightShoulder'); const hips = pair(p, 'leftHip', 'rightHip');
  const hipXs = [p.leftHip, p.rightHip].filter((v): v is Px => !!v).map((v) => v.x);
  const input: WaistInput | null = shoulders && hips ? {
    lab, weight: (x, y) => layer.weight[y * W + x]!, shoulders, hips, shoulderW,
    x0: Math.min(...hipXs) - shoulderW * 0.1, x1: Math.max(...hipXs) + shoulderW * 0.1, forearms: forearms(p), face,
  } : null;
  const brk = input && !chestUnknown ? torsoBreak(input) : null;
  // A top that ends well above the hip joints (a crop top, a blouse tucked into a high waist):
  // the top is read above the break, the skirt or trousers from the break down.
  const torso = shoulders && hips ? hips.y - shoulders.y : 0;
  const raised = brk && hips && brk.y < hips.y - torso * 0.1 ? brk.y : null;
  // Long hair falls over the shoulders and the neckline, where the top is measured; a stylist never
  // counts it (or the shadow it casts at the mask's edge, which has its colour) as the top's colour.
  const hair = shoulders ? hairColour(img, (x, y) => layer.weight[y * W + x]!, isSkin, p) : null;
  const hairReach = shoulders ? shoulders.y + Math.max(torso, shoulderW) * HAIR_REACH : -Infinity;
  const withoutHair = (got: Collected, main: Oklab): Collected => {
    if (!hair) return got;
    const hairy = (i: number, c: Oklab): boolean => Math.floor(i / W) < hairReach && isHairOnTop(c, hair, main);
    const keep = got.at.map((i, k) => !hairy(i, got.lab[k]!));
    if (keep.every(Boolean)) return got;
    const mask = got.mask.slice();
    for (let y = 0; y < Math.min(H, Math.ceil(hairReach)); y++) {
      for (let x = 0; x < W; x++) if (mask[y * W + x] && hairy(y * W + x, lab.at(y * W + x))) mask[y * W + x] = 0;
    }
    return { ...got, mask, lab: got.lab.filter((_, k) => keep[k]), weight: got.weight.filter((_, k) => keep[k]), at: got.at.filter((_, k) => keep[k]) };
  };
  const hands = handZones(me, W, H, shoulderW);
  // The legs are the one place bare skin fills a whole garment's place (a short dress, shorts).
  const legSkin = face ? faceSkinTest(face) : undefined;
  const add = (part: GarmentPart, shape: Shape | null, min: number, extra: Partial<GarmentRegion> = {}, core = 1, isFloor?: (c: Oklab) => boolean): void => {
    if (!shape) return;
    // Only the torso lies wholly inside the body; between the legs and around the feet is floor.
    const ownSkin = part === 'bottom' ? legSkin : undefined;
    let got = collectShape(lab, layer, shape, min, core, part === 'top', isFloor, ownSkin);
    // What the hands hold in front of the top or the skirt is not its colour (shoes are never held up).
    if (part !== 'footwear') got = { ...got, weight: withoutHeld(got.lab, got.weight, got.at, W, hands, (l, w) => garmentPalette(l, w, light), face) };
    const skinShare = got.own ? got.skin / got.own : 0;
    const coverage = got.inShape ? (got.own - got.skin) / got.inShape : 0;
    if (part === 'bottom' && got.own > 0 && got.skin / got.own >= BARE_LEGS) {
      // Bare legs are skin, not a garment: shorts or a skirt start at the hips. With no fabric
      // there, what fabric-coloured pixels lie lower (a stair's edge between the shins, a shadow)
      // are not a lower garment. (Below a hem that was found, the pixels stay: cutting them made a
      // dress's colour swing between copies of one photo at two sizes.)
      const { rows } = rowCounts(shape, W, H, (i) => layer.weight[i]! >= min, got.mask);
      if (hemRows(rows) === 0) return;
    }
    if (got.lab.length < MIN_PIXELS) return;
    let palette = garmentPalette(got.lab, got.weight, light);
    if (!palette.length) return;
    if (part === 'top') {
      const kept = withoutHair(got, palette[0]!.lab);
      if (kept !== got && kept.lab.length >= MIN_PIXELS) {
        const again = garmentPalette(kept.lab, kept.weight, light);
        if (again.length) { got = kept; palette = again; }
      }
    }
    garments[part] = {
      part, width: W, height: H, mask: got.mask, box: boxOf(shape, W, H), palette, colour: palette[0]!.id, pixels: { lab: got.lab, weight: got.weight },
      skinShare, coverage,
      ...extra,
    };
  };
  const torsoAt = torsoShape(p, shoulderW, H);
  const top = torsoAt && chestUnknown && shoulders && hips ? below(torsoAt, (shoulders.y + hips.y) / 2) : torsoAt;
  add('top', top && raised !== null ? above(top, raised) : top, MASK_MIN);
  // Without knees or ankles the pose cannot place the legs; the mask below the hips still can.
  const legs: (Shape & { sure?: number }) | null = legsShape(p, shoulderW, H)
    ?? (shoulders && p.leftHip && p.rightHip && maskUsable
      ? lowerBodyFromMask({ width: W, height: H, weight: (x, y) => layer.weight[y * W + x]!, lab: (x, y) => lab.at(y * W + x), leftHip: p.leftHip, rightHip: p.rightHip, shoulders, shoulderW })
      : null);
  const waistband = raised !== null && hips
    ? polygonShape([{ x: Math.min(...hipXs) - shoulderW * 0.16, y: raised }, { x: Math.max(...hipXs) + shoulderW * 0.16, y: raised }, { x: Math.max(...hipXs) + shoulderW * 0.16, y: hips.y }, { x: Math.min(...hipXs) - shoulderW * 0.16, y: hips.y }])
    : null;
  // The skin-coloured-garment test reads the band just below where the bottom begins.
  add('bottom', legs && waistband ? union([waistband, legs]) : legs, MASK_MIN, legs?.sure !== undefined ? { sure: legs.sure } : {}, 0.3);
  // Each shoe is the mask's lowest part joined to its leg below the ankle; where the mask lost the
  // foot (or is not usable), a box under the ankle. A foot that runs into the bottom edge is cut:
  // its pixels are the frame's edge, not a whole shoe.
  const feet = feetShapes(p, boxH).map((f) => (maskUsable
    ? footFromMask({ width: W, height: H, weight: (x, y) => layer.weight[y * W + x]!, ankle: f.ankle, shin: f.shin, other: f.other })
    : null) ?? { shape: f.shape, cut: f.shape.box.y1 > H });
  const inFrame = feet.filter((f) => !f.cut);
  // Feet are small and the mask is soft there: what looks like the floor beside the feet is the floor.
  const shoes = union(inFrame.map((f) => f.shape));
  add('footwear', shoes, MASK_MIN, { cut: inFrame.length < feet.length || !feet.length }, 1, shoes ? floorTest(lab, layer, shoes) : undefined);
  return { person, layer, garments, skin: face, isSkin, lab, points: p, waist: input ? { input, break: brk } : null };
}
