import type { LowerKind } from '@fitrater/contracts';
import type { ColourId } from '../colour/names';
import type { PaletteColour } from '../colour/palette-colour';

/**
 * What kind of lower garment the photo shows, as far as the mask and the pose can tell: a skirt
 * (one band of fabric across both legs down to its hem), trousers (each leg in its own tube of
 * one fabric), shorts (each leg wrapped, bare legs below). Null when the photo cannot say: then
 * the piece is named neutrally, since a wrong specific name ("chinos" for a skirt) is worse.
 */
export type { LowerKind };

/** MoveNet's 17 keypoints, in model order. */
export const KEYPOINTS = [
  'nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar', 'leftShoulder', 'rightShoulder', 'leftElbow', 'rightElbow',
  'leftWrist', 'rightWrist', 'leftHip', 'rightHip', 'leftKnee', 'rightKnee', 'leftAnkle', 'rightAnkle',
] as const;
export type KeypointName = (typeof KEYPOINTS)[number];

/** A keypoint in normalised image coordinates (0–1, x to the right, y down) with the model's score. */
export interface Keypoint { x: number; y: number; score: number }

/** One person as the pose model found them. Box is normalised [x, y, w, h]. */
export interface PersonDetection {
  score: number;
  box: [number, number, number, number];
  keypoints: Record<KeypointName, Keypoint>;
}

/** What the models say about one photo, before any colour analysis. */
export interface Detections {
  persons: PersonDetection[];
  /**
   * Person-mask probabilities on a `maskWidth` × `maskHeight` grid covering the whole photo (row-major, 0–1);
   * null when the mask model is not loaded or no person to rate was found (the analysis then reads no mask).
   */
  mask: Float32Array | null;
  maskWidth: number;
  maskHeight: number;
  /**
   * Where the mask grid lies on the photo, normalised [x, y, w, h] (it may reach past the frame's
   * edges, which are padding); the whole photo when absent.
   */
  maskBox?: [number, number, number, number];
  /** Explicit-content class probabilities (nsfwjs classes), or null when that model is not loaded. */
  explicit: { drawing: number; hentai: number; neutral: number; porn: number; sexy: number } | null;
}

export type VisionPart = 'top' | 'bottom' | 'footwear' | 'accessories';
/** Where an accessory was seen: a hat or hair piece, a necklace or scarf, a bracelet or watch, a belt. */
export type AccessoryZone = 'head' | 'neck' | 'wrists' | 'waist';

/** A rectangle in normalised image coordinates. */
export interface Rect { x: number; y: number; w: number; h: number }

export interface VisionRegion {
  part: VisionPart;
  /** Where it was measured (for the overlay). */
  rects: Rect[];
  /** Dominant colours (skin and background removed), biggest first. */
  palette: PaletteColour[];
  /** Share of the region's person pixels that were skin (bare arms, legs). */
  skinShare: number;
  /** 0–1: keypoint scores × how much of the region the person mask covers. */
  confidence: number;
  /** For accessories: the zones where a distinct colour was found. */
  zones?: AccessoryZone[];
  /**
   * How far the region is over the lines that found it (0–1; absent: wholly): shoes under an ankle
   * just over the seen line, a lap only just deep enough. The outfit's palette and the top-bottom
   * contrast count the region this much, so a region found in one copy of a photo and not in
   * another moves the scores a little.
   */
  sure?: number;
}

/**
 * How much of the rated person's torso (shoulders to hips) and hips (down to the top of the thighs) their
 * pixels cover with something that is not skin, 0–1; null for a zone too little of which was seen.
 */
export interface BodyCover { torso: number | null; hips: number | null }

export type FramingIssue = 'feetCut' | 'headCut' | 'kneesCut' | 'hipsCut' | 'personSmall' | 'seatedOrBent';

export interface VisionReport {
  /** People found with a usable pose (tiny background people are not counted). */
  personCount: number;
  /** Index into `persons` of the one rated (most central, largest), or -1. */
  chosen: number;
  persons: { score: number; box: [number, number, number, number] }[];
  keypoints: Record<KeypointName, Keypoint> | null;
  regions: Partial<Record<VisionPart, VisionRegion>>;
  /** Top and bottom are one colour continuing through the waist (a dress, a jumpsuit, a suit). */
  onePiece: boolean;
  /**
   * The lower garment's kind as the mask and the pose show it (null when they cannot tell, when the
   * outfit is one piece, or when no lower half was read): the piece is then named neutrally.
   */
  lowerKind?: LowerKind | null;
  /** OKLab lightness gap between the top's and the bottom's main colours (null unless both are seen). */
  topBottomContrast: number | null;
  /** Footwear shares a colour name with the top or the bottom. */
  shoesEcho: boolean | null;
  /** The whole outfit's palette: the regions' colours weighted by how much of the look they cover. */
  outfit: PaletteColour[];
  distinctColours: number;
  fullBody: boolean;
  framing: FramingIssue[];
  /** Person box height as a share of the frame height. */
  personHeight: number;
  explicit: Detections['explicit'];
  /** Garment cover of the torso and hips (placed by the pose, or from the mask down to the hips; null with no person or neither placed): the explicit check's body witness. */
  bodyCover: BodyCover | null;
  /** With nobody found only: share of the frame's pixels in skin's colour range (`frameSkinShare`), for the explicit check. */
  frameSkin?: number;
  /** Reference skin colour used for exclusion (OKLab), null when no face was found. */
  skin: ColourId | null;
  /** Milliseconds spent in the models and in the colour analysis. */
  timings: { inferenceMs: number; analysisMs: number };
  /** Each garment's pixels on the work image, when the caller asked for them (cutting garments out). */
  garmentMasks?: GarmentMasks | null;
}

/** Garment masks on the analysis's work image (the photo's aspect, long side ≤ 256 px). */
export interface GarmentMasks {
  width: number;
  height: number;
  /** Row-major, width × height, 1 where the pixel is that garment's fabric; box: where it was looked for (normalised). */
  parts: Partial<Record<'top' | 'bottom' | 'footwear', { mask: Uint8Array; box: Rect }>>;
  /** 0–255 per pixel: how surely it is the rated person (their mask, narrowed against neighbours). */
  person: Uint8Array;
  /** 1 where the pixel has the wearer's skin colour. */
  skin: Uint8Array;
}

/** A decoded photo: raw RGB pixels (3 bytes each). */
export interface WorkImage { rgb: Uint8Array | Buffer; width: number; height: number }
