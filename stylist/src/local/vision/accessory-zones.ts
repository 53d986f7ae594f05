import { deltaE, toOklch, type Oklab } from '../colour/oklab';
import { smoothstep } from '../signals/palette';
import type { PaletteColour } from '../colour/palette-colour';
import { beltZone, type Rect4 } from './belt';
import { garmentPalette } from './garment-colour';
import { hairColour } from './hair';
import { clampRect, collect, dist, pair, type Px } from './region-pixels';
import type { AccessoryZone, KeypointName, VisionRegion, WorkImage } from './types';

/** OKLab distance from a garment's, the hair's or the background's colour for a pixel to be something else. */
const DISTINCT = 0.09;
/** Below this mask weight a pixel of a zone is the background behind the person. */
const BACKGROUND = 0.2;
/** Below this chroma a colour is a neutral (white, grey, black). */
const NEUTRAL = 0.035;
/**
 * Share of a zone's person pixels that must be something else (skin, garment, hair, background
 * removed) for the zone to hold an accessory, and how many such pixels: graded, whole from 40 % and
 * 16 pixels, none below 20 % and 8. A necklace's share of its zone is measured a few points apart
 * on two copies of one photo (the camera original and the phone's smaller copy); at a single line
 * (30 %) the accessory, and its colour in the outfit, came and went between them.
 */
const ZONE_SHARE: readonly [number, number] = [0.2, 0.4];
const ZONE_PIXELS: readonly [number, number] = [8, 16];
/**
 * How surely a zone's pixels are the person at all: the mean person-mask weight of those the zone
 * counts as hers (from 0.4), graded between these. Inside the body the mask is near 1; where it
 * hovers around one half (a neck at the frame's edge, a head the mask half loses) it cannot say
 * whether a colour there is on her or behind her, and two copies of one photo put such pixels on
 * either side of its line (a neck zone at the frame's edge: none of its pixels over 0.4 in one copy,
 * 86 just over it in the other): no accessory is read from what may be the background.
 */
const ZONE_ON_PERSON: readonly [number, number] = [0.5, 0.75];
/** An accessory read from colour is at most this sure: a colour is evidence of one, not a sighting. */
export const ACCESSORY_CONFIDENCE = 0.45;

export interface AccessoryInput {
  img: WorkImage;
  /** The rated person's pixel weights (0–1). */
  mask: (x: number, y: number) => number;
  isSkin: (c: Oklab) => boolean;
  /** Seen keypoints in work-image pixels. */
  p: Partial<Record<KeypointName, Px>>;
  shoulderW: number;
  top: PaletteColour[] | undefined;
  bottom: PaletteColour[] | undefined;
}

function zonesOf(a: AccessoryInput, topMain: PaletteColour[], bottomMain: PaletteColour[]): [AccessoryZone, Rect4[]][] {
  const { p, shoulderW } = a; const W = a.img.width; const H = a.img.height;
  const shoulders = pair(p, 'leftShoulder', 'rightShoulder'); const hips = pair(p, 'leftHip', 'rightHip');
  const eyes = pair(p, 'leftEye', 'rightEye');
  const out: [AccessoryZone, Rect4[]][] = [];
  const keep = (rs: (Rect4 | null)[]): Rect4[] => rs.filter((r): r is Rect4 => !!r);
  if (p.nose && shoulders) {
    const gap = shoulders.y - p.nose.y;
    if (gap > 3) out.push(['neck', keep([clampRect({ x0: p.nose.x - shoulderW * 0.2, y0: p.nose.y + gap * 0.55, x1: p.nose.x + shoulderW * 0.2, y1: shoulders.y + gap * 0.25 }, W, H)])]);
  }
  if (eyes && p.nose) {
    const f = Math.max(3, dist(eyes, p.nose) * 2.2);
    out.push(['head', keep([clampRect({ x0: eyes.x - f, y0: eyes.y - f * 1.6, x1: eyes.x + f, y1: eyes.y - f * 0.7 }, W, H)])]);
  }
  const wr = (['leftWrist', 'rightWrist'] as const).map((k) => p[k]).filter((v): v is Px => !!v);
  if (wr.length) {
    const s = shoulderW * 0.13;
    out.push(['wrists', keep(wr.map((v) => clampRect({ x0: v.x - s, y0: v.y - s * 1.2, x1: v.x + s, y1: v.y + s * 0.6 }, W, H)))]);
  }
  if (shoulders && hips && a.top && a.bottom) {
    const hipXs = [p.leftHip, p.rightHip].filter((v): v is Px => !!v).map((v) => v.x);
    const half = (Math.max(...hipXs) - Math.min(...hipXs)) / 2 + shoulderW * 0.05;
    const belt = beltZone(a.img, a.mask, a.isSkin, shoulders, hips, half, [...topMain, ...bottomMain]);
    if (belt) out.push(['waist', [belt]]);
  }
  return out;
}

/**
 * Accessories read from colour: a colour at the neck, the wrists, on the head or across the waist
 * that is none of these: skin, a main colour of the garments next to it or a shade of a neutral
 * one (a white collar in shadow is grey), the hair, the background showing through the zone. It
 * must fill a good part of the zone: a few odd pixels are a shadow, a strand of hair or the light.
 * What this cannot see (a bag, earrings) is not guessed. Confidence stays under 0.5: a colour is
 * evidence of an accessory, not a sighting of one.
 */
export function readAccessories(a: AccessoryInput, rectOut: (r: Rect4) => VisionRegion['rects'][number]): VisionRegion | null {
  const topMain = a.top?.filter((c) => c.share >= 0.12) ?? [];
  const bottomMain = a.bottom?.filter((c) => c.share >= 0.12) ?? [];
  // Around the face a beard, glasses or a collar read as hair; the accessory zones take the hair from above the eyes only.
  const hair = hairColour(a.img, a.mask, a.isSkin, a.p, false);
  const found: { zone: AccessoryZone; rects: Rect4[]; evidence: number }[] = [];
  const accLab: Oklab[] = []; const accW: number[] = [];
  let strongest = 0;
  for (const [zone, rects] of zonesOf(a, topMain, bottomMain)) {
    if (!rects.length) continue;
    const sets = rects.map((r) => collect(a.img, a.mask, r, 0));
    const all = sets.flatMap((s) => s.lab.map((c, i) => ({ c, w: s.weight[i]! })));
    const person = all.filter((x) => x.w >= 0.4);
    if (person.length < 8) continue;
    const background = all.filter((x) => x.w < BACKGROUND).map((x) => x.c);
    const backgroundMain = background.length >= 8 ? garmentPalette(background, background.map(() => 1)).filter((c) => c.share >= 0.15).map((c) => c.lab) : [];
    const garments = zone === 'wrists' || zone === 'waist' ? [...topMain, ...bottomMain] : topMain;
    const neutralGarment = garments.some((g) => g.lch.c < NEUTRAL);
    const keep = person.filter(({ c }) => {
      if (a.isSkin(c)) return false;
      const l = toOklch(c);
      if (garments.some((g) => deltaE(g.lab, c) < DISTINCT)) return false;
      if (neutralGarment && l.c < NEUTRAL && zone !== 'waist') return false;
      if (hair && zone !== 'head' && deltaE(hair, c) < DISTINCT) return false;
      if (backgroundMain.some((b) => deltaE(b, c) < DISTINCT * 0.7)) return false;
      // On the head only strong colours count (hair is dark, brown or blond; a hat or a hair clip stands out).
      if (zone === 'head' && l.c < 0.09) return false;
      // Very dark pixels at neck and wrists are mostly shadow or hair (a black belt is a belt).
      if (c.L < 0.22 && zone !== 'waist') return false;
      return true;
    });
    const onPerson = smoothstep(ZONE_ON_PERSON[0], ZONE_ON_PERSON[1], person.reduce((t, x) => t + x.w, 0) / person.length);
    const evidence = smoothstep(ZONE_SHARE[0], ZONE_SHARE[1], keep.length / person.length) * smoothstep(ZONE_PIXELS[0], ZONE_PIXELS[1], keep.length) * onPerson;
    if (evidence > 0) {
      found.push({ zone, rects, evidence });
      strongest = Math.max(strongest, evidence);
      for (const k of keep) { accLab.push(k.c); accW.push(k.w * evidence); }
    }
  }
  if (!found.length || accLab.length < 6) return null;
  const palette = garmentPalette(accLab, accW);
  // As sure as the clearest zone's evidence: a zone near its lines is a faint hint, and the outfit
  // counts its colour by this (analyse.ts outfitPalette).
  const confidence = Math.round(100 * ACCESSORY_CONFIDENCE * Math.min(1, accLab.length / 40) * strongest) / 100;
  if (!palette.length || confidence === 0) return null;
  return {
    part: 'accessories', rects: found.flatMap((f) => f.rects.map(rectOut)), palette, skinShare: 0,
    // A zone is named where the reading is at least half sure (the old single line); fainter ones
    // only lend their colour to the outfit, and the accessory is not rated on them (signals.ts).
    confidence, zones: found.filter((f) => f.evidence >= 0.5).map((f) => f.zone),
  };
}
