import type { Oklab } from '../colour/oklab';
import { smoothstep } from '../signals/palette';
import type { Px } from './region-pixels';
import type { KeypointName, PersonDetection } from './types';

/**
 * What a hand holds (a glass, a phone, a clutch) is no colour of the outfit: a stylist rating a
 * cream shirt does not count the red drink held in front of it. The pose rarely sees a hand
 * holding something well (the glass hides the fingers), so a wrist the model scores weakly still
 * says where the hand is; how much its zone counts rises with that score, so a wrist scored 0.19 in
 * one copy of a photo and 0.21 in another moves the palette a little, never by a whole colour.
 */
const PRESENT: readonly [number, number] = [0.1, 0.2];
/** A hand reaches about four tenths of a forearm past the wrist (the forearms of garments.ts). */
const HAND = 0.4;
/**
 * What a hand holds reaches about a hand and a half around the fingertips (a glass, a phone held
 * up, a bag's handle): the zone's radius, in forearm lengths.
 */
const HELD_REACH = 0.6;
/** Without an elbow to measure the forearm by, a forearm is about eight tenths of a shoulder width. */
const FOREARM_PER_SHOULDER = 0.8;
/**
 * How far apart in hue and chroma (OKLab a-b distance, `unlikeness`) a colour in the hand's reach
 * must be from every colour the garment shows outside it to be something held (wholly from the
 * upper value): a red drink in front of a cream shirt is far from it, the fabric's own shade under
 * the hand is not.
 */
const UNLIKE: readonly [number, number] = [0.05, 0.09];

export interface HandZone { centre: Px; radius: number; presence: number }

/**
 * Each hand the pose places (seen or weakly), as a disc around its fingertips that takes in what it
 * holds, with how present the hand is (0–1). Work-image pixels.
 */
export function handZones(me: PersonDetection, width: number, height: number, shoulderW: number): HandZone[] {
  const out: HandZone[] = [];
  const at = (n: KeypointName): Px => ({ x: me.keypoints[n].x * width, y: me.keypoints[n].y * height });
  for (const [e, w] of [['leftElbow', 'leftWrist'], ['rightElbow', 'rightWrist']] as const) {
    const wrist = me.keypoints[w];
    const presence = smoothstep(PRESENT[0], PRESENT[1], wrist.score);
    if (presence <= 0 || wrist.x < 0 || wrist.x > 1 || wrist.y < 0 || wrist.y > 1) continue;
    const wp = at(w);
    const elbowKnown = me.keypoints[e].score >= PRESENT[0];
    const ep = at(e);
    const forearm = elbowKnown ? Math.hypot(wp.x - ep.x, wp.y - ep.y) : shoulderW * FOREARM_PER_SHOULDER;
    if (forearm < 1) continue;
    const centre = elbowKnown ? { x: wp.x + (wp.x - ep.x) * HAND, y: wp.y + (wp.y - ep.y) * HAND } : wp;
    out.push({ centre, radius: forearm * HELD_REACH, presence });
  }
  return out;
}

/**
 * The garment's sample weights with what the hands hold taken out: a sample inside a hand's zone
 * whose colour is unlike every colour the garment shows outside the hands' zones (`outside`: the
 * palette of the samples there) keeps 1 − that hand's presence of its weight, graded by how
 * unlike it is, unless it lies between the wearer's `skin` and a garment colour (the hand's edge). `at`
 * are the samples' pixel indices (y × width + x).
 */
export function withoutHeld(
  lab: readonly Oklab[], weight: readonly number[], at: readonly number[], width: number, zones: readonly HandZone[],
  outside: (lab: Oklab[], weight: number[]) => readonly { lab: Oklab }[], skin: Oklab | null = null,
): number[] {
  if (!zones.length) return [...weight];
  const held = at.map((i) => {
    const x = (i % width) + 0.5; const y = Math.floor(i / width) + 0.5;
    let p = 0;
    for (const z of zones) if (Math.hypot(x - z.centre.x, y - z.centre.y) <= z.radius) p = Math.max(p, z.presence);
    return p;
  });
  if (held.every((p) => p === 0)) return [...weight];
  const out = lab.filter((_, k) => held[k] === 0);
  // Too little of the garment outside the hands' reach to say what its colours are.
  if (out.length < MIN_OUTSIDE) return [...weight];
  const own = outside(out, weight.filter((_, k) => held[k] === 0));
  if (!own.length) return [...weight];
  const taken = weight.map((w, k) => {
    if (held[k] === 0) return 0;
    const c = lab[k]!;
    const gap = Math.min(...own.map((o) => unlikeness(c, o.lab)));
    // The hand's own edge over the fabric: a pixel part skin, part garment.
    const edge = skin ? 1 - smoothstep(BLEND[0], BLEND[1], Math.min(...own.map((o) => toSegment(c, skin, o.lab)))) : 0;
    return w * held[k]! * smoothstep(UNLIKE[0], UNLIKE[1], gap) * smoothstep(HELD_CHROMA[0], HELD_CHROMA[1], Math.hypot(c.a, c.b)) * (1 - edge);
  });
  // A held thing is an object: a few scattered pixels unlike the garment are noise the palette's
  // own small-colour fade already leaves out, and taking them only moves the clustering's seeds.
  const total = weight.reduce((s, w) => s + w, 0);
  const object = smoothstep(OBJECT[0], OBJECT[1], total ? taken.reduce((s, t) => s + t, 0) / total : 0);
  return weight.map((w, k) => w - taken[k]! * object);
}

/**
 * How far a sample's colour is from a garment colour in hue and chroma, as it is and, when darker,
 * lit as brightly as the garment colour: a shadow scales OKLab's L, a and b together
 * (garment-colour.ts shadeOf), so the fold of a burgundy top under the hand has less a-b than the
 * lit burgundy but the same once lit. Lit no more than three times (the deepest shade a fold keeps
 * its colour in; beyond it a near-black's tint is noise). A lighter sample is not darkened: a
 * highlight pales toward the light's white instead, and darkening a red drink to a black top's
 * lightness would make it look like the top.
 */
export function unlikeness(c: Oklab, o: Oklab): number {
  const k = Math.min(3, Math.max(1, o.L / Math.max(0.01, c.L)));
  return Math.min(Math.hypot(c.a - o.a, c.b - o.b), Math.hypot(c.a * k - o.a, c.b * k - o.b));
}

/**
 * Chroma from which a colour in the hand's reach may be something held (wholly from the upper
 * value): the shadow the hand and the arm cast is dark and greyish whatever it falls on, and is the
 * garment in shade; only a colour can be told from the fabric (a black phone before a black top
 * cannot, and is left).
 */
const HELD_CHROMA: readonly [number, number] = [0.04, 0.08];

/**
 * OKLab distance from the line between the wearer's skin and a garment colour within which a
 * sample is the hand's edge over the fabric (a pixel part finger, part fabric), wholly below the
 * lower value: unlike the garment, yet nothing held.
 */
const BLEND: readonly [number, number] = [0.02, 0.04];

/** Distance from `c` to the segment from `a` to `b` in OKLab. */
function toSegment(c: Oklab, a: Oklab, b: Oklab): number {
  const d = { L: b.L - a.L, a: b.a - a.a, b: b.b - a.b };
  const len = d.L * d.L + d.a * d.a + d.b * d.b;
  const t = len > 0 ? Math.max(0, Math.min(1, ((c.L - a.L) * d.L + (c.a - a.a) * d.a + (c.b - a.b) * d.b) / len)) : 0;
  return Math.hypot(c.L - (a.L + t * d.L), c.a - (a.a + t * d.a), c.b - (a.b + t * d.b));
}

/** Share of the garment's weight what is held must take (wholly from the upper value) to be an object. */
const OBJECT: readonly [number, number] = [0.02, 0.05];

/** Fewest samples outside the hands' zones the garment's own colours are read from. */
const MIN_OUTSIDE = 12;
