import { smoothstep } from '../signals/palette';
import { cutArea, type RawImage } from './finer-cut';
import { KEYPOINTS, type Keypoint, type KeypointName, type PersonDetection } from './types';

/** The photo as the models read it: RGB, 8 bits a channel (and the file it was decoded from, when known). */
export type RawPhoto = RawImage;
/** The pose model's input side (inference.ts): a square smaller than this is cut from a finer decode when the photo has one. */
const POSE_INPUT = 192;

/**
 * Room the closer look leaves around the person: the square's side is this times the box's longer
 * side (an eighth of it on each side of a standing person's height).
 */
const ROOM = 1.25;
/**
 * Share of the photo's longer side the square takes, from which the closer reading is taken whole
 * (the person shown at least 1.4 times larger than in the whole photo), and from which it is not
 * taken at all (a person who fills the frame gains nothing from it). Between, the two readings are
 * mixed: the same photo at another size measures its person's box a few hundredths apart (a seated
 * person's square 0.79 of the photo in one copy, 0.81 in the other), and a line there would give
 * one copy the closer reading and not the other.
 */
const WHOLE = 0.7;
const NONE = 0.9;
/** Overlap (intersection over union) a person found in the square must have with the box looked at, to be that person. */
const SAME_PERSON = 0.4;

/** A square on the photo, in pixels (it may reach past the frame: padded black). */
export interface Square { left: number; top: number; side: number }

/**
 * Where the closer look's square lies on the photo, and how much its reading counts (`weight`,
 * 0–1, by `WHOLE` and `NONE`); null when it would count for nothing.
 */
export function closerSquare(person: PersonDetection, width: number, height: number): (Square & { weight: number }) | null {
  const exact = Math.max(person.box[3] * height, person.box[2] * width) * ROOM;
  const weight = 1 - smoothstep(WHOLE, NONE, exact / Math.max(width, height));
  const side = Math.round(exact);
  if (side < 8 || weight <= 0) return null;
  const cx = (person.box[0] + person.box[2] / 2) * width; const cy = (person.box[1] + person.box[3] / 2) * height;
  return { left: Math.round(cx - side / 2), top: Math.round(cy - side / 2), side, weight };
}

/**
 * The rated person's keypoints read again on a square around them. The pose model reads a small
 * figure in a crowd from few pixels (a woman 95 px tall in its 192-px input, a man's head just
 * behind hers): at that scale her shoulders landed 0.04 of the photo's height apart between a
 * camera original and its phone copy, taking her hair into the top in one. A square around her
 * shows her about 1.5 times larger, nearer the scale the model reads people well at. Only the keypoints are
 * taken: the box and score the person was chosen by stay, so the choice and the person mask
 * (cut around the box) are those of the first look. Null when the person fills the photo, or no
 * person found in the square is the same one (`SAME_PERSON`); mixed with the first reading for a
 * person who nearly fills it (`WHOLE`, `NONE`).
 */
export async function closerLook(photo: RawPhoto, person: PersonDetection, pose: (square: RawPhoto) => Promise<PersonDetection[]>): Promise<Record<KeypointName, Keypoint> | null> {
  const sq = closerSquare(person, photo.width, photo.height);
  if (!sq) return null;
  const { left, top, side } = sq;
  const x0 = Math.max(0, left); const y0 = Math.max(0, top);
  const x1 = Math.min(photo.width, left + side); const y1 = Math.min(photo.height, top + side);
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  // A square smaller than the pose model's input is cut finer from the photo itself when it has the pixels (finer-cut.ts).
  const out = Math.max(side, POSE_INPUT);
  const rgb = await cutArea(photo, [left / photo.width, top / photo.height, side / photo.width, side / photo.height], out, out);
  const closer = samePersonIn(await pose({ rgb, width: out, height: out }), sq, person, photo.width, photo.height);
  return closer && mixed(person.keypoints, closer, sq.weight);
}

/** Each keypoint `weight` of the way from the first reading to the closer one (place and score). */
export function mixed(first: Record<KeypointName, Keypoint>, closer: Record<KeypointName, Keypoint>, weight: number): Record<KeypointName, Keypoint> {
  if (weight >= 1) return closer;
  const out = {} as Record<KeypointName, Keypoint>;
  const at = (a: number, b: number): number => round4(a + (b - a) * weight);
  for (const name of KEYPOINTS) {
    const a = first[name]; const b = closer[name];
    out[name] = { x: at(a.x, b.x), y: at(a.y, b.y), score: at(a.score, b.score) };
  }
  return out;
}

/** The keypoints, on the photo, of the person found in the square who is the one looked at; null when none is. */
export function samePersonIn(found: readonly PersonDetection[], sq: Square, person: PersonDetection, width: number, height: number): Record<KeypointName, Keypoint> | null {
  const toX = (x: number): number => (sq.left + x * sq.side) / width;
  const toY = (y: number): number => (sq.top + y * sq.side) / height;
  let best: PersonDetection | null = null; let bestOverlap = SAME_PERSON;
  for (const f of found) {
    const box: PersonDetection['box'] = [toX(f.box[0]), toY(f.box[1]), (f.box[2] * sq.side) / width, (f.box[3] * sq.side) / height];
    const overlap = iou(box, person.box);
    if (overlap >= bestOverlap) { bestOverlap = overlap; best = f; }
  }
  if (!best) return null;
  const keypoints = {} as Record<KeypointName, Keypoint>;
  for (const name of KEYPOINTS) {
    const k = best.keypoints[name];
    keypoints[name] = { x: round4(toX(k.x)), y: round4(toY(k.y)), score: k.score };
  }
  return keypoints;
}

function iou(a: PersonDetection['box'], b: PersonDetection['box']): number {
  const w = Math.max(0, Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]));
  const h = Math.max(0, Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]));
  const both = w * h;
  return both / Math.max(1e-9, a[2] * a[3] + b[2] * b[3] - both);
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;
