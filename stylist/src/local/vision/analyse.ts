import { nearestColourName, type ColourId } from '../colour/names';
import { deltaE, toOklch, type Oklab } from '../colour/oklab';
import { dominantColours } from '../signals/palette';
import type { PaletteColour } from '../signals/types';
import type {
  WorkImage,
  AccessoryZone, Detections, FramingIssue, Keypoint, KeypointName, PersonDetection, Rect, VisionPart, VisionRegion, VisionReport,
} from './types';
import { continuousAtWaist } from './waist';
import { exposed } from './exposure';
import { MASK_MIN, SEEN, clampRect, collect, dist, faceSkin, normalise, pair, pixels, regionPalette, seen, skinTest, toSamples, type PixelSet, type Px } from './region-pixels';

export { SEEN };

/** The photo as the analysis sees it: RGB, small (≤ 320 px), same aspect as the original. */
export type { WorkImage } from './types';

/** Below this person-mask probability a pixel is background. */
/** People whose box is smaller than this share of the largest person's height are background people. */
const BACKGROUND_PERSON = 0.45;
const MIN_PERSON_SCORE = 0.2;


function usable(p: PersonDetection): boolean {
  const n = Object.values(p.keypoints).filter(seen).length;
  return p.score >= MIN_PERSON_SCORE && n >= 5;
}

/** People worth counting, and the one to rate: the largest, most central. */
export function choosePerson(persons: readonly PersonDetection[]): { counted: number[]; chosen: number } {
  const ok = persons.map((p, i) => ({ p, i })).filter(({ p }) => usable(p));
  if (!ok.length) return { counted: [], chosen: -1 };
  const tallest = Math.max(...ok.map(({ p }) => p.box[3]));
  const counted = ok.filter(({ p }) => p.box[3] >= BACKGROUND_PERSON * tallest);
  let chosen = -1; let best = -Infinity;
  for (const { p, i } of counted) {
    const cx = p.box[0] + p.box[2] / 2; const cy = p.box[1] + p.box[3] / 2;
    const off = Math.hypot(cx - 0.5, (cy - 0.5) * 0.5);
    const s = p.box[2] * p.box[3] * (1.2 - off) ** 2;
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
  const img = exposed(photo);
  const { counted, chosen } = choosePerson(det.persons);
  const base = {
    personCount: counted.length,
    chosen,
    persons: det.persons.map((p) => ({ score: p.score, box: p.box })),
  };
  const empty = {
    ...base, keypoints: null, regions: {}, onePiece: false, topBottomContrast: null, shoesEcho: null, outfit: [],
    distinctColours: 0, fullBody: false, framing: [] as FramingIssue[], personHeight: 0, skin: null,
  };
  if (chosen < 0) return empty;
  const person = det.persons[chosen]!;
  const W = img.width; const H = img.height;
  const maskAt = (x: number, y: number): number => {
    const mx = Math.min(det.maskWidth - 1, Math.floor(((x + 0.5) / W) * det.maskWidth));
    const my = Math.min(det.maskHeight - 1, Math.floor(((y + 0.5) / H) * det.maskHeight));
    return det.mask![my * det.maskWidth + mx]!;
  };
  // The mask model is made for one person filling the frame; in a crowd or far away it may miss
  // the person entirely: then the keypoint geometry alone bounds the regions.
  const maskUsable = !!det.mask && boxCoverage(person.box, W, H, maskAt) >= 0.2;
  const mask = maskUsable ? maskAt : (): number => 1;
  const kp = person.keypoints;
  const p = pixels(kp, W, H);
  const shoulders = pair(p, 'leftShoulder', 'rightShoulder');
  const hips = pair(p, 'leftHip', 'rightHip');
  const knees = pair(p, 'leftKnee', 'rightKnee');
  const ankles = pair(p, 'leftAnkle', 'rightAnkle');
  const boxH = person.box[3] * H;
  const shoulderW = p.leftShoulder && p.rightShoulder ? dist(p.leftShoulder, p.rightShoulder) : boxH * 0.22;
  const skinRef = faceSkin(img, mask, p);
  const isSkin = skinTest(skinRef);
  const regions: Partial<Record<VisionPart, VisionRegion>> = {};
  const framing: FramingIssue[] = [];

  // Top: shoulders to hips (or a torso's length when the hips are out of frame).
  if (shoulders) {
    const hy = hips ? hips.y : Math.min(H, shoulders.y + 1.5 * shoulderW);
    const xs = [p.leftShoulder, p.rightShoulder, p.leftHip, p.rightHip].filter((v): v is Px => !!v).map((v) => v.x);
    const pad = shoulderW * 0.12;
    const torsoH = hy - shoulders.y;
    const rect = clampRect({ x0: Math.min(...xs) - pad, y0: shoulders.y + torsoH * 0.1, x1: Math.max(...xs) + pad, y1: hy - torsoH * 0.02 }, W, H);
    if (rect && torsoH > 4) {
      const set = collect(img, mask, rect);
      const { palette, skinShare, coverage } = regionPalette({ sets: [set], rects: [rect] }, isSkin);
      if (palette.length) {
        regions.top = {
          part: 'top', rects: [rectOut(rect, W, H)], palette, skinShare,
          confidence: round2(kpScore(kp, ['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip']) * Math.min(1, coverage * 1.4)),
        };
      }
    }
  }

  // Bottom: hips to ankles (knees, or the frame's edge, when the legs are cut off). Only when a knee
  // or an ankle is seen: behind a table or a desk the hips are a guess and the region is furniture.
  if (hips && (knees || ankles)) {
    const end = ankles ?? knees;
    const ly = end ? end.y : H;
    const legH = ly - hips.y;
    const xs = [p.leftHip, p.rightHip, p.leftKnee, p.rightKnee, p.leftAnkle, p.rightAnkle].filter((v): v is Px => !!v).map((v) => v.x);
    const pad = shoulderW * 0.22;
    const rect = clampRect({ x0: Math.min(...xs) - pad, y0: hips.y + legH * 0.02, x1: Math.max(...xs) + pad, y1: ly }, W, H);
    if (rect && legH > 4) {
      const set = collect(img, mask, rect);
      const upper = clampRect({ ...rect, y1: rect.y0 + (rect.y1 - rect.y0) * 0.35 }, W, H);
      const core = upper ? collect(img, mask, upper) : set;
      const { palette, skinShare, coverage } = regionPalette({ sets: [set], rects: [rect], core }, isSkin);
      if (palette.length) {
        regions.bottom = {
          part: 'bottom', rects: [rectOut(rect, W, H)], palette, skinShare,
          confidence: round2(kpScore(kp, ['leftHip', 'rightHip', 'leftKnee', 'rightKnee']) * Math.min(1, coverage * 1.6)),
        };
      }
    }
  }

  // Footwear: just below each ankle, and only when the whole foot is inside the frame.
  const feet: { x0: number; y0: number; x1: number; y1: number }[] = [];
  let feetCut = !p.leftAnkle && !p.rightAnkle;
  for (const [a, k] of [['leftAnkle', 'leftKnee'], ['rightAnkle', 'rightKnee']] as const) {
    const ankle = p[a];
    if (!ankle) continue;
    const shin = p[k] ? dist(p[k]!, ankle) : boxH * 0.25;
    const r = { x0: ankle.x - shin * 0.28, y0: ankle.y - shin * 0.06, x1: ankle.x + shin * 0.28, y1: ankle.y + shin * 0.3 };
    if (r.y1 > H + shin * 0.04) { feetCut = true; continue; }
    const c = clampRect(r, W, H);
    if (c) feet.push(c);
  }
  if (feet.length) {
    // Feet are small and the mask is soft there: only pixels the mask is sure of.
    const sets = feet.map((r) => collect(img, mask, r, 0.7));
    const { palette, skinShare, coverage } = regionPalette({ sets, rects: feet }, isSkin);
    if (palette.length) {
      regions.footwear = {
        part: 'footwear', rects: feet.map((r) => rectOut(r, W, H)), palette, skinShare,
        confidence: round2(kpScore(kp, ['leftAnkle', 'rightAnkle']) * Math.min(1, coverage * 1.5)),
      };
    }
  }

  // Accessories: a distinct colour at the neck, the wrists or on the head that is neither skin nor the top's colours.
  const found: { zone: AccessoryZone; rects: { x0: number; y0: number; x1: number; y1: number }[]; set: PixelSet[] }[] = [];
  const eyes = pair(p, 'leftEye', 'rightEye');
  const zoneRects: [AccessoryZone, { x0: number; y0: number; x1: number; y1: number }[]][] = [];
  if (p.nose && shoulders) {
    const gap = shoulders.y - p.nose.y;
    if (gap > 3) zoneRects.push(['neck', [clampRect({ x0: p.nose.x - shoulderW * 0.2, y0: p.nose.y + gap * 0.55, x1: p.nose.x + shoulderW * 0.2, y1: shoulders.y + gap * 0.25 }, W, H)].filter((r) => !!r)]);
  }
  if (eyes && p.nose) {
    const f = Math.max(3, dist(eyes, p.nose) * 2.2);
    zoneRects.push(['head', [clampRect({ x0: eyes.x - f, y0: eyes.y - f * 1.6, x1: eyes.x + f, y1: eyes.y - f * 0.7 }, W, H)].filter((r) => !!r)]);
  }
  const wr = (['leftWrist', 'rightWrist'] as const).map((k) => p[k]).filter((v): v is Px => !!v);
  if (wr.length) {
    const s = shoulderW * 0.13;
    zoneRects.push(['wrists', wr.map((v) => clampRect({ x0: v.x - s, y0: v.y - s * 1.2, x1: v.x + s, y1: v.y + s * 0.6 }, W, H)).filter((r) => !!r)]);
  }
  const topMain = regions.top?.palette.filter((c) => c.share >= 0.12) ?? [];
  const bottomMain = regions.bottom?.palette.filter((c) => c.share >= 0.12) ?? [];
  const accLab: Oklab[] = []; const accW: number[] = [];
  for (const [zone, rects] of zoneRects) {
    if (!rects.length) continue;
    const sets = rects.map((r) => collect(img, mask, r));
    const lab = sets.flatMap((s) => s.lab); const w = sets.flatMap((s) => s.weight);
    if (lab.length < 8) continue;
    const garments = zone === 'wrists' ? [...topMain, ...bottomMain] : topMain;
    const keep: number[] = [];
    lab.forEach((c, i) => {
      if (isSkin(c)) return;
      const l = toOklch(c);
      if (garments.some((g) => deltaE(g.lab, c) < 0.09)) return;
      // On the head only strong colours count (hair is dark, brown or blond; a hat or a hair clip stands out).
      if (zone === 'head' && l.c < 0.09) return;
      // Very dark pixels at neck and wrists are mostly shadow or hair.
      if (c.L < 0.22) return;
      keep.push(i);
    });
    if (keep.length / lab.length >= 0.3 && keep.length >= 6) {
      found.push({ zone, rects, set: sets });
      for (const i of keep) { accLab.push(lab[i]!); accW.push(w[i]!); }
    }
  }
  if (found.length && accLab.length >= 6) {
    const palette = normalise(dominantColours(toSamples(accLab, accW)));
    if (palette.length) {
      regions.accessories = {
        part: 'accessories', rects: found.flatMap((f) => f.rects.map((r) => rectOut(r, W, H))), palette, skinShare: 0,
        confidence: round2(0.45 * Math.min(1, accLab.length / 40)), zones: found.map((f) => f.zone),
      };
    }
  }

  // Framing.
  const nose = kp.nose; const eyeSeen = seen(kp.leftEye) || seen(kp.rightEye);
  if (!seen(nose) && !eyeSeen) framing.push('headCut');
  if (!hips) framing.push('hipsCut');
  else if (!knees) framing.push('kneesCut');
  if (feetCut || !regions.footwear) framing.push('feetCut');
  if (person.box[3] < 0.35) framing.push('personSmall');
  if (shoulders && hips && knees) {
    const torso = hips.y - shoulders.y;
    if (torso > 0 && knees.y - hips.y < torso * 0.5) framing.push('seatedOrBent');
  }
  const fullBody = !framing.some((f) => f === 'headCut' || f === 'hipsCut' || f === 'kneesCut' || f === 'feetCut');

  // Relations between the regions.
  const tMain = regions.top?.palette[0]; const bMain = regions.bottom?.palette[0];
  const hipXs = [p.leftHip, p.rightHip].filter((v): v is Px => !!v).map((v) => v.x);
  const waist = shoulders && hips && tMain && bMain
    ? continuousAtWaist({ img, mask, isSkin, shoulders, hips, x0: Math.min(...hipXs) - shoulderW * 0.1, x1: Math.max(...hipXs) + shoulderW * 0.1 })
    : null;
  // The waist decides; when it cannot be read, the two regions' main colours do.
  const onePiece = waist ?? !!(tMain && bMain && near(tMain, bMain) && tMain.share >= 0.4 && bMain.share >= 0.4);
  const topBottomContrast = tMain && bMain ? round2(Math.abs(tMain.lab.L - bMain.lab.L)) : null;
  const shoes = regions.footwear?.palette[0];
  const shoesEcho = shoes && (tMain || bMain)
    ? [...(regions.top?.palette ?? []), ...(regions.bottom?.palette ?? [])].some((c) => c.share >= 0.15 && near(c, shoes))
    : null;
  const outfit = outfitPalette(regions, onePiece);
  return {
    ...base,
    keypoints: kp,
    regions,
    onePiece,
    topBottomContrast,
    shoesEcho,
    outfit,
    distinctColours: outfit.filter((c) => c.share >= 0.06).length,
    fullBody,
    framing,
    personHeight: round2(person.box[3]),
    skin: skinRef ? nearestColourName(skinRef) : null,
  };
}

const COVER: Record<VisionPart, number> = { top: 0.38, bottom: 0.34, footwear: 0.14, accessories: 0.08 };

/** The outfit's palette: each region's colours weighted by how much of the look it covers. */
export function outfitPalette(regions: Partial<Record<VisionPart, VisionRegion>>, onePiece: boolean): PaletteColour[] {
  const acc = new Map<ColourId, { lab: Oklab; share: number }>();
  for (const [part, r] of Object.entries(regions) as [VisionPart, VisionRegion][]) {
    const weight = onePiece && part === 'bottom' ? COVER.bottom : COVER[part];
    for (const c of r.palette) {
      const prev = acc.get(c.id);
      const share = c.share * weight;
      if (prev) {
        const t = prev.share + share;
        prev.lab = { L: (prev.lab.L * prev.share + c.lab.L * share) / t, a: (prev.lab.a * prev.share + c.lab.a * share) / t, b: (prev.lab.b * prev.share + c.lab.b * share) / t };
        prev.share = t;
      } else acc.set(c.id, { lab: c.lab, share });
    }
  }
  const list = [...acc.entries()].map(([id, v]) => ({ id, lab: v.lab, lch: toOklch(v.lab), share: v.share }));
  return normalise(list).filter((c) => c.share >= 0.03).sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
}

function boxCoverage(box: [number, number, number, number], W: number, H: number, mask: (x: number, y: number) => number): number {
  const x0 = Math.max(0, Math.floor(box[0] * W)); const x1 = Math.min(W, Math.ceil((box[0] + box[2]) * W));
  const y0 = Math.max(0, Math.floor(box[1] * H)); const y1 = Math.min(H, Math.ceil((box[1] + box[3]) * H));
  let n = 0; let on = 0;
  for (let y = y0; y < y1; y += 2) for (let x = x0; x < x1; x += 2) { n++; if (mask(x, y) >= MASK_MIN) on++; }
  return n ? on / n : 0;
}

function round2(x: number): number { return Math.round(x * 100) / 100; }
