import type { Oklab } from '../colour/oklab';
import { capsule, polygonShape, torsoShape, union, type Shape } from './garment-shapes';
import type { LabImage } from './pixel-lab';
import { MASK_MIN, dist, pair, type Px } from './region-pixels';
import { BRIEF_DEPTH, maskZones, type Zones } from './mask-zones';
import { faceSkinTest, skinColouredGarment } from './skin';
import type { BodyCover, KeypointName } from './types';

/**
 * How much of the rated person's body, where clothing normally is, is covered by something that
 * is not skin. The explicit-image classifier guesses from the texture of the whole frame (warm
 * tones, soft light, bare arms and legs in a close crop all read as "porn" to it); nudity is bare
 * skin where a garment would be: the torso, and the hips to the top of the thighs. This measures those two
 * places, with the skin test the garments are read with.
 */

/** Below this many person pixels a zone is not measured (too few to say it is covered or bare). */
const MIN_PIXELS = 40;


/**
 * Share of the zone's person pixels that are not skin, or null when too few were seen. A zone
 * nearly all skin-coloured and mostly not the face's own tone is a skin-coloured garment (a nude
 * dress, a beige skirt), as the garments are read; with no face to compare, skin-coloured is skin.
 */
function coveredShare(lab: LabImage, weight: Float32Array, shape: Shape, ownTone: ((c: Oklab) => boolean) | null, arms: Shape | null): number | null {
  const W = lab.width; const H = lab.height;
  const x0 = Math.max(0, Math.floor(shape.box.x0)); const x1 = Math.min(W, Math.ceil(shape.box.x1));
  const y0 = Math.max(0, Math.floor(shape.box.y0)); const y1 = Math.min(H, Math.ceil(shape.box.y1));
  let person = 0; let skin = 0; let own = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * W + x;
      if (weight[i]! < MASK_MIN || !shape.inside(x + 0.5, y + 0.5) || arms?.inside(x + 0.5, y + 0.5)) continue;
      person++;
      if (!lab.skin(i)) continue;
      skin++;
      if (!ownTone || ownTone(lab.at(i))) own++;
    }
  }
  if (person < MIN_PIXELS) return null;
  if (skinColouredGarment(person, skin, own)) return 1;
  return Math.round(((person - skin) / person) * 100) / 100;
}

/**
 * The hips to the top of the thighs, a third of the way from the hip line to the knees, a little
 * wider than the hips: what underwear or a swimsuit's bottom covers. Short shorts cover it and leave
 * the rest of the thigh bare, which is clothing, not nudity, so the zone stops there. Only when the thighs hang
 * below the hips (both knees at least half a torso lower): seated, this zone is the lap, where a
 * short skirt leaves the thighs bare, and it says nothing about nudity.
 */
function hipShape(p: Partial<Record<KeypointName, Px>>, shoulderW: number, torso: number): Shape | null {
  const { leftHip: lh, rightHip: rh, leftKnee: lk, rightKnee: rk } = p;
  if (!lh || !rh || !lk || !rk || lk.y - lh.y < torso * 0.5 || rk.y - rh.y < torso * 0.5) return null;
  const [l, r, kl, kr] = lh.x <= rh.x ? [lh, rh, lk, rk] : [rh, lh, rk, lk];
  const pad = shoulderW * 0.12;
  const top = (hip: Px, knee: Px) => ({ x: hip.x + (knee.x - hip.x) * BRIEF_DEPTH, y: hip.y + (knee.y - hip.y) * BRIEF_DEPTH });
  const ml = top(l, kl); const mr = top(r, kr);
  return polygonShape([{ x: l.x - pad, y: l.y }, { x: r.x + pad, y: r.y }, { x: mr.x + pad, y: mr.y }, { x: ml.x - pad, y: ml.y }]);
}

/**
 * The arms, where the pose places them: a bare arm held over the body (a hand on the hip, a
 * three-quarter view where the near arm hides the side of the torso) is an arm, not the torso,
 * and what lies under it cannot be seen. Each segment from shoulder to elbow and elbow to wrist,
 * an arm's half-width around it (a tenth of the torso's length).
 */
function armShapes(p: Partial<Record<KeypointName, Px>>, torso: number): Shape | null {
  const r = torso * 0.1;
  const bones: [KeypointName, KeypointName][] = [['leftShoulder', 'leftElbow'], ['leftElbow', 'leftWrist'], ['rightShoulder', 'rightElbow'], ['rightElbow', 'rightWrist']];
  return union(bones.flatMap(([a, b]) => (p[a] && p[b] ? [capsule(p[a], p[b], r)] : [])));
}

/** Where the torso, the hips and the arms lie on the work image, from the keypoints; null without both shoulders. */
export function bodyZones(points: Partial<Record<KeypointName, Px>>, frameH: number): Zones | null {
  const { leftShoulder: ls, rightShoulder: rs } = points;
  if (!ls || !rs) return null;
  const shoulderW = dist(ls, rs);
  const hips = pair(points, 'leftHip', 'rightHip');
  const torsoLength = hips ? hips.y - (ls.y + rs.y) / 2 : 1.5 * shoulderW;
  return {
    torso: torsoShape(points, shoulderW, frameH),
    hips: torsoLength > 4 ? hipShape(points, shoulderW, torsoLength) : null,
    arms: torsoLength > 4 ? armShapes(points, torsoLength) : null,
  };
}

/** Covered shares of the zones, or null when neither zone had enough of the person in it. */
function zonesCover(lab: LabImage, weight: Float32Array, zones: Zones, ownTone: ((c: Oklab) => boolean) | null): BodyCover | null {
  const torso = zones.torso ? coveredShare(lab, weight, zones.torso, ownTone, zones.arms) : null;
  const hips = zones.hips ? coveredShare(lab, weight, zones.hips, ownTone, zones.arms) : null;
  return torso === null && hips === null ? null : { torso, hips };
}

/**
 * Covered shares of the torso (shoulders to hips) and of the hips to the top of the thighs, arms left out.
 * `points` are the keypoints the garments were placed by (seen, mirrored, implied), `weight` the
 * rated person's pixels, `face` the face's skin colour. When the pose places no torso, or one too
 * small to measure (shoulders implied from hips a few pixels apart), the person's own mask places
 * it from the hips (`maskZones`), hips zone and all; null when neither measures anything.
 */
export function bodyCover(lab: LabImage, weight: Float32Array, points: Partial<Record<KeypointName, Px>>, face: Oklab | null): BodyCover | null {
  const ownTone = face ? faceSkinTest(face) : null;
  const posed = bodyZones(points, lab.height);
  const fromPose = posed ? zonesCover(lab, weight, posed, ownTone) : null;
  if (fromPose?.torso != null) return fromPose;
  const masked = maskZones(weight, lab.width, points);
  const fromMask = masked ? zonesCover(lab, weight, masked, ownTone) : null;
  return fromMask?.torso != null ? fromMask : fromPose;
}
