import sharp from 'sharp';
import { analyse } from '../../../src/local/vision/analyse';
import { KEYPOINTS, type Detections, type Keypoint, type KeypointName, type PersonDetection, type VisionReport } from '../../../src/local/vision/types';

export interface FigureOptions {
  top: string; bottom: string; shoes?: string; skin?: string; background?: string; hair?: string;
  /** Draw a scarf at the neck. */
  scarf?: string;
  /** Bottom garment length: 'full' trousers, 'skirt' to mid-thigh (bare legs below). */
  bottomLength?: 'full' | 'skirt';
  /** SVG drawn over the figure (stair edges behind the legs, a hand). */
  extra?: string;
}

const W = 384; const H = 512;

/** Keypoints of the standing figure drawn by `drawFigure`, in pixels. */
const STANDING: Record<KeypointName, [number, number]> = {
  nose: [192, 66], leftEye: [202, 56], rightEye: [182, 56], leftEar: [214, 60], rightEar: [170, 60],
  leftShoulder: [234, 108], rightShoulder: [150, 108], leftElbow: [250, 178], rightElbow: [134, 178],
  leftWrist: [254, 244], rightWrist: [130, 244], leftHip: [222, 252], rightHip: [162, 252],
  leftKnee: [216, 346], rightKnee: [168, 346], leftAnkle: [216, 436], rightAnkle: [168, 436],
};

/** A flat-colour person: head, torso (top), arms, legs (bottom), feet (shoes), on a background. */
export async function drawFigure(o: FigureOptions): Promise<{ rgb: Buffer; width: number; height: number; png: Buffer }> {
  const skin = o.skin ?? '#c99b7a';
  const legs = o.bottomLength === 'skirt'
    ? `<rect x="146" y="250" width="92" height="50" fill="${o.bottom}"/><rect x="152" y="300" width="34" height="136" fill="${skin}"/><rect x="198" y="300" width="34" height="136" fill="${skin}"/>`
    : `<rect x="146" y="250" width="44" height="188" fill="${o.bottom}"/><rect x="194" y="250" width="44" height="188" fill="${o.bottom}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="${o.background ?? '#e9e6e1'}"/>
    <rect x="160" y="20" width="64" height="30" rx="14" fill="${o.hair ?? '#3b2a20'}"/>
    <ellipse cx="192" cy="64" rx="28" ry="34" fill="${skin}"/>
    <rect x="180" y="92" width="24" height="18" fill="${skin}"/>
    ${o.scarf ? `<rect x="170" y="94" width="44" height="22" fill="${o.scarf}"/>` : ''}
    <rect x="142" y="104" width="100" height="150" fill="${o.top}"/>
    <rect x="122" y="106" width="22" height="128" fill="${o.top}"/><rect x="240" y="106" width="22" height="128" fill="${o.top}"/>
    <rect x="122" y="234" width="18" height="20" fill="${skin}"/><rect x="244" y="234" width="18" height="20" fill="${skin}"/>
    ${legs}
    <rect x="146" y="436" width="46" height="22" rx="6" fill="${o.shoes ?? '#151515'}"/><rect x="192" y="436" width="46" height="22" rx="6" fill="${o.shoes ?? '#151515'}"/>
    ${o.extra ?? ''}
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height, png };
}

export interface PoseOptions {
  /** Keypoints given score 0 (out of frame or not found). */
  hidden?: KeypointName[];
  /** Shift (pixels) and scale of the figure, for several people. */
  dx?: number; scale?: number;
  score?: number;
  /** Seated: knees raised to hip height. */
  seated?: boolean;
}

export function pose(o: PoseOptions = {}): PersonDetection {
  const s = o.scale ?? 1; const dx = o.dx ?? 0;
  const keypoints = {} as Record<KeypointName, Keypoint>;
  for (const name of KEYPOINTS) {
    let [x, y] = STANDING[name];
    if (o.seated && (name === 'leftKnee' || name === 'rightKnee')) { y = 262; x += name === 'leftKnee' ? 60 : -60; }
    if (o.seated && (name === 'leftAnkle' || name === 'rightAnkle')) { y = 380; x += name === 'leftAnkle' ? 60 : -60; }
    keypoints[name] = { x: (192 + (x - 192) * s + dx) / W, y: (y * s + (1 - s) * 260) / H, score: o.hidden?.includes(name) ? 0.05 : 0.8 };
  }
  const xs = Object.values(keypoints).map((k) => k.x); const ys = Object.values(keypoints).map((k) => k.y);
  const x0 = Math.min(...xs) - 0.05; const y0 = Math.min(...ys) - 0.1;
  return { score: o.score ?? 0.7, box: [x0, y0, Math.max(...xs) + 0.05 - x0, Math.max(...ys) + 0.06 - y0], keypoints };
}

/** The person mask of a drawn figure: every pixel that is not the background colour. */
export function maskOf(img: { rgb: Buffer; width: number; height: number }): Pick<Detections, 'mask' | 'maskWidth' | 'maskHeight'> {
  const bg = [img.rgb[0]!, img.rgb[1]!, img.rgb[2]!];
  const mask = new Float32Array(img.width * img.height);
  for (let i = 0; i < mask.length; i++) {
    const d = Math.abs(img.rgb[i * 3]! - bg[0]!) + Math.abs(img.rgb[i * 3 + 1]! - bg[1]!) + Math.abs(img.rgb[i * 3 + 2]! - bg[2]!);
    mask[i] = d > 24 ? 1 : 0;
  }
  return { mask, maskWidth: img.width, maskHeight: img.height };
}

/** analyse() on a drawn figure with the given poses: the vision report a real detector would give. */
export async function seeFigure(o: FigureOptions, persons: PersonDetection[] = [pose()], withMask = true): Promise<VisionReport> {
  const img = await drawFigure(o);
  const det: Detections = { persons, explicit: null, ...(withMask ? maskOf(img) : { mask: null, maskWidth: 0, maskHeight: 0 }) };
  return { ...analyse(img, det), explicit: null, timings: { inferenceMs: 0, analysisMs: 0 } };
}
