import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as TfConverter from '@tensorflow/tfjs-converter';
import { choosePerson } from './analyse';
import { closerLook } from './closer-look';
import { cutArea, type Area, type RawImage } from './finer-cut';
import { detectionGain, lift } from './exposure';
import { EXPLICIT_SIZE, loadExplicitModel, type ExplicitModel } from './explicit';
import { registerWasmKernels } from './wasm-kernels';
import { fileUrl, localFileFetch, MODEL_FILES, modelsDir } from './models';
import { KEYPOINTS, type Detections, type Keypoint, type KeypointName, type PersonDetection } from './types';

const require = createRequire(import.meta.url);

/** The models, loaded once per thread. */
export interface Models {
  tf: typeof TfCore;
  pose: TfConverter.GraphModel;
  mask: TfConverter.GraphModel | null;
  explicit: ExplicitModel | null;
  loadMs: number;
  warnings: string[];
}

/**
 * MoveNet multipose takes any multiple of 32: at 192 its convolutions cost ~0.55× those at 256
 * (≈ 60 instead of ≈ 110 ms a photo on one wasm thread). The fixture photos keep their persons,
 * regions and framing; people far in the background of a group are found less often (they are
 * not rated: analyse.ts rates the largest, most central person).
 */
const POSE_SIZE = 192;
/** The selfie mask's graph has a fixed 256×256 input. */
const MASK_SIZE = 256;
/** Room the mask reads around the person's box, as a share of its size on each side (twice that below): a flared skirt, a raised arm, the shoes. */
const MASK_MARGIN = 0.08;
/**
 * The most the mask's square input may widen the area it reads more than it heightens it. A
 * standing person's box with its margins is about 1:3.8 (the set's full-length photos read
 * 3.7–3.9×); an area past 4.5× is narrower than any whole body, a crop cut through a crowd, and
 * stretched 5–6× across the model reads a body it was never shown: its mask turns on JPEG noise
 * (one woman's covered 17–42 % of her box over nine encodings of her photo, 36–39 % at this limit).
 * Past it the area is widened, padded black past the frame, so the model sees a body's proportions.
 */
const MASK_MAX_STRETCH = 4.5;

/** TensorFlow.js core + converter on the single-threaded wasm backend (once per thread). */
export async function startTf(): Promise<{ tf: typeof TfCore; converter: typeof TfConverter }> {
  const tf = require('@tensorflow/tfjs-core') as typeof TfCore;
  const converter = require('@tensorflow/tfjs-converter') as typeof TfConverter;
  // The package's exports resolve to its browser build under some loaders: take the node build's folder by path.
  const wasmMain = require.resolve('@tensorflow/tfjs-backend-wasm');
  const wasm = require(wasmMain) as { setWasmPaths(p: string | Record<string, string>, usePlatformFetch?: boolean): void; setThreadsCount?(n: number): void };
  const wasmDir = `${dirname(wasmMain)}/`;
  wasm.setWasmPaths(wasmDir);
  // One thread: the single-threaded SIMD build, no pthread pool (the worker already is the thread).
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  wasm.setThreadsCount?.(1);
  if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js wasm backend did not start');
  await tf.ready();
  tf.enableProdMode();
  registerWasmKernels(tf);
  return { tf, converter };
}

/**
 * Loads TensorFlow.js (tfjs-core + tfjs-converter only) on the wasm backend (no native binary,
 * one thread), MoveNet multipose, the selfie person mask and nsfwjs' MobileNetV2 (run by
 * ./explicit.ts from stylist/models, without nsfwjs or the `@tensorflow/tfjs` umbrella). Throws
 * when the pose model cannot be loaded; the mask and the explicit-image check are optional
 * (a warning is recorded).
 */
export async function loadModels(): Promise<Models> {
  const started = performance.now();
  const dir = modelsDir();
  if (!dir) throw new Error('vision models not found (stylist/models/movenet-multipose.json); set FITRATER_MODELS_DIR or restore the folder');
  // Everything TensorFlow.js fetches while loading comes from the model folder; any other address is
  // refused. The process's own fetch comes back afterwards: the models may be loaded in a process
  // (a test run, the closet's cut-outs) whose other code talks HTTP.
  const processFetch = globalThis.fetch;
  globalThis.fetch = localFileFetch([dir]);
  const warnings: string[] = [];
  let loaded: Pick<Models, 'tf' | 'pose' | 'mask' | 'explicit'>;
  try {
    const { tf, converter } = await startTf();
    const pose = releaseArtifacts(await converter.loadGraphModel(fileUrl(join(dir, MODEL_FILES.pose))));
    let mask: TfConverter.GraphModel | null = null;
    try {
      mask = releaseArtifacts(await converter.loadGraphModel(fileUrl(join(dir, MODEL_FILES.mask))));
    } catch (error) {
      warnings.push(`person mask not loaded: ${(error as Error).message}`);
    }
    let explicit: Models['explicit'] = null;
    try {
      explicit = await loadExplicitModel(tf, dir);
    } catch (error) {
      warnings.push(`explicit-image check not loaded: ${(error as Error).message}`);
    }
    loaded = { tf, pose, mask, explicit };
  } finally {
    globalThis.fetch = processFetch;
  }
  const { tf, pose, mask, explicit } = loaded;
  const models: Models = { tf, pose, mask, explicit, loadMs: 0, warnings };
  // Warm-up: the first run of each graph compiles kernels.
  await detect(models, { rgb: Buffer.alloc(64 * 64 * 3, 128), width: 64, height: 64 }, 'always');
  models.loadMs = Math.round(performance.now() - started);
  return models;
}

/**
 * A loaded GraphModel keeps its raw artifacts (the weights file as an ArrayBuffer, ~10 MB for
 * MoveNet, and the parsed graph JSON) only to `save()` them again; the weights already are tensors.
 */
function releaseArtifacts(model: TfConverter.GraphModel): TfConverter.GraphModel {
  const artifacts = (model as unknown as { artifacts?: { weightData?: unknown; modelTopology?: unknown } }).artifacts;
  if (artifacts) { delete artifacts.weightData; delete artifacts.modelTopology; }
  return model;
}

export type { RawImage };

/**
 * The models' input arrays, kept for the thread's life: a tensor copies its values into the wasm
 * heap when it is made, so one array each serves every photo instead of ~1 MB of fresh
 * ArrayBuffers per photo for the garbage collector.
 */
let poseInput = new Int32Array(POSE_SIZE * POSE_SIZE * 3);
const maskInput = new Float32Array(MASK_SIZE * MASK_SIZE * 3);

/**
 * MoveNet multipose on a copy whose long side is POSE_SIZE and whose short side keeps the photo's
 * aspect (rounded up to the model's multiple of 32, padded black): less padding to read, and the
 * keypoints of the same photo at other sizes and encodings land closer together than on a square
 * letterbox. Coordinates are mapped back to the photo (0–1).
 */
async function poses(m: Models, img: RawImage, gain: number, size = POSE_SIZE, minAspect = 0): Promise<PersonDetection[]> {
  const side = Math.max(img.width, img.height);
  const scale = size / side;
  const w = Math.max(1, Math.round(img.width * scale)); const h = Math.max(1, Math.round(img.height * scale));
  const inW = Math.max(32, Math.ceil(Math.max(w, h * minAspect) / 32) * 32); const inH = Math.max(32, Math.ceil(Math.max(h, w * minAspect) / 32) * 32);
  const left = Math.floor((inW - w) / 2); const top = Math.floor((inH - h) / 2);
  const boxed = await sharp(img.rgb, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(w, h, { fit: 'fill' })
    .extend({ left, top, right: inW - w - left, bottom: inH - h - top, background: { r: 0, g: 0, b: 0 } })
    .raw().toBuffer();
  if (poseInput.length < inW * inH * 3) poseInput = new Int32Array(inW * inH * 3);
  const input = poseInput.subarray(0, inW * inH * 3);
  input.set(boxed);
  lift(input, gain);
  const out = m.tf.tidy(() => m.pose.execute(m.tf.tensor4d(input, [1, inH, inW, 3], 'int32')) as TfCore.Tensor);
  let data: Float32Array;
  try { data = (await out.data()) as Float32Array; } finally { out.dispose(); }
  const toX = (v: number): number => (v * inW - left) / w;
  const toY = (v: number): number => (v * inH - top) / h;
  const persons: PersonDetection[] = [];
  for (let i = 0; i < 6; i++) {
    const o = i * 56;
    const score = data[o + 55]!;
    if (score < 0.1) continue;
    const keypoints = {} as Record<KeypointName, Keypoint>;
    KEYPOINTS.forEach((name, k) => { keypoints[name] = { y: round4(toY(data[o + k * 3]!)), x: round4(toX(data[o + k * 3 + 1]!)), score: round4(data[o + k * 3 + 2]!) }; });
    const y0 = toY(data[o + 51]!); const x0 = toX(data[o + 52]!); const y1 = toY(data[o + 53]!); const x1 = toX(data[o + 54]!);
    persons.push({ score: round4(score), box: [round4(x0), round4(y0), round4(x1 - x0), round4(y1 - y0)], keypoints });
  }
  return persons;
}

/**
 * The selfie mask on the rated person's box (a little larger, padded black past the frame),
 * stretched to the model's square: the model is made for one person filling its frame, so the
 * whole of a group photo, or a small figure in a wide room, gives it far less to go on than the
 * person alone. Without a box (the warm-up), the whole photo.
 */
async function personMask(m: Models, img: RawImage, gain: number, box: PersonDetection['box'] | null, square = false): Promise<{ mask: Float32Array; box: [number, number, number, number] } | null> {
  if (!m.mask) return null;
  let area: Area = [0, 0, 1, 1];
  if (box) {
    let mw = Math.max(8, Math.round(box[2] * img.width * (1 + 2 * MASK_MARGIN))); let mh = Math.max(8, Math.round(box[3] * img.height * (1 + 3 * MASK_MARGIN)));
    // Square: the person keeps their proportions (a tall narrow box stretched to the square is a body four times too wide).
    if (square) mw = mh = Math.max(mw, mh);
    // A crop narrower than a body is read at a body's proportions (MASK_MAX_STRETCH).
    if (mh / mw > MASK_MAX_STRETCH) mw = Math.round(mh / MASK_MAX_STRETCH);
    const left = Math.round((box[0] + box[2] / 2) * img.width - mw / 2);
    // More room below than above: the pose's box often ends at the ankles, above the shoes.
    const top = Math.round((box[1] - box[3] * MASK_MARGIN) * img.height);
    area = [left / img.width, top / img.height, mw / img.width, mh / img.height];
  }
  // A person small in the decoded copy is cut from a finer decode of the photo (finer-cut.ts).
  const small = await cutArea(img, area, MASK_SIZE, MASK_SIZE);
  const mask = m.mask;
  maskInput.set(small);
  lift(maskInput, gain);
  const out = m.tf.tidy(() => mask.execute(m.tf.div(m.tf.tensor4d(maskInput, [1, MASK_SIZE, MASK_SIZE, 3]), 255)) as TfCore.Tensor);
  try { return { mask: Float32Array.from((await out.data()) as Float32Array), box: area }; } finally { out.dispose(); }
}

/** nsfwjs' classes on a 224×224 copy (the model's own input size: nothing larger reaches the network). */
async function explicitScores(m: Models, img: RawImage): Promise<Detections['explicit']> {
  if (!m.explicit) return null;
  const small = await sharp(img.rgb, { raw: { width: img.width, height: img.height, channels: 3 } }).resize(EXPLICIT_SIZE, EXPLICIT_SIZE, { fit: 'fill' }).raw().toBuffer();
  const p = await m.explicit.classify(small);
  return { drawing: round4(p.drawing), hentai: round4(p.hentai), neutral: round4(p.neutral), porn: round4(p.porn), sexy: round4(p.sexy) };
}

/**
 * Runs the models on one decoded photo: the explicit-image check and the pose model always; the
 * person mask only when the analysis will read it (a person to rate was found, see analyse.ts
 * choosePerson), or when `mask` is 'always' (the warm-up, which must compile its kernels).
 */
export async function detect(m: Models, img: RawImage, mask: 'always' | 'whenPerson' = 'whenPerson'): Promise<Detections> {
  const t0 = performance.now();
  const explicit = await explicitScores(m, img);
  const t1 = performance.now();
  let found = await firstLook(m, img, 1);
  if (found.chosen < 0 && mask === 'whenPerson') {
    // Nobody at the photo's own exposure: a dim photo is looked at again lifted (exposure.ts detectionGain).
    const gain = detectionGain(img);
    found = (await secondLook(m, img, 1)) ?? (gain > 1 ? await litLook(m, img, gain) : null) ?? found;
  }
  const { persons } = found;
  let { maskData } = found;
  const t2 = performance.now();
  if (!maskData && mask === 'always') maskData = await personMask(m, img, 1, null);
  const t3 = performance.now();
  if (process.env.VISION_DEBUG) console.error('vision timings', { backend: m.tf.getBackend(), explicit: t1 - t0, poseAndMask: t2 - t1, warmUpMask: t3 - t2 });
  return { persons, mask: maskData?.mask ?? null, ...(maskData ? { maskBox: maskData.box } : {}), maskWidth: MASK_SIZE, maskHeight: MASK_SIZE, explicit };
}

type Found = { persons: PersonDetection[]; chosen: number; maskData: { mask: Float32Array; box: [number, number, number, number] } | null };

/**
 * The pose model at its own size, the chosen person's keypoints read again closer when they are
 * small in the photo (closer-look.ts), and the person mask on the person it chose (if any).
 */
async function firstLook(m: Models, img: RawImage, gain: number): Promise<Found> {
  const persons = await poses(m, img, gain);
  const { chosen } = choosePerson(persons);
  const closer = chosen >= 0 ? await closerLook(img, persons[chosen]!, (square) => poses(m, square, gain)) : null;
  if (closer) {
    // A closer reading refines the person's keypoints; it never changes who is rated.
    const first = persons[chosen]!;
    persons[chosen] = { ...first, keypoints: closer };
    if (choosePerson(persons).chosen !== chosen) persons[chosen] = first;
  }
  return { persons, chosen, maskData: chosen >= 0 ? await personMask(m, img, gain, persons[chosen]!.box) : null };
}

/**
 * A dim photo in which no look found anybody, looked at again with the models' inputs lifted: the
 * first look, then the second. Only then: a photo whose person was found as it is keeps the
 * keypoints and mask it had (a lifted input moves them, and with them the regions and the accessory
 * zones read from the photo's own pixels). The second look's finds still need the mask's agreement.
 */
async function litLook(m: Models, img: RawImage, gain: number): Promise<Found | null> {
  const lit = await firstLook(m, img, gain);
  return lit.chosen >= 0 ? lit : secondLook(m, img, gain);
}

/**
 * The pose model's second look, when its first found nobody usable: a larger, wider input (a
 * narrow crop of a crowd gives the first look a sliver 64 px wide; a face hidden under a caption
 * leaves the rest of the body to go on). A person it finds there is taken only when the person mask
 * agrees that a body fills their box: the second look reads more into a photo, and a photo with
 * nobody in it must stay refused. `gain` lifts the models' inputs (1: the photo as it is).
 */
async function secondLook(m: Models, img: RawImage, gain: number): Promise<Found | null> {
  if (!m.mask) return null;
  const aspect = Math.min(img.width, img.height) / Math.max(img.width, img.height);
  for (const look of RETRY_LOOKS) {
    if (aspect >= look.narrowerThan) continue;
    const persons = await poses(m, img, gain, look.size, look.aspect);
    const { chosen } = choosePerson(persons);
    if (chosen < 0) continue;
    const maskData = await personMask(m, img, gain, persons[chosen]!.box, true);
    if (!maskData || !bodyFillsBox(maskData.mask, persons[chosen]!.box, maskData.box)) continue;
    return { persons, chosen, maskData };
  }
  return null;
}

/**
 * The second look's inputs, in turn: first a larger one with the short side padded to at least
 * three quarters of the long; then, for a photo less than half as wide as it is tall (or as high as
 * it is wide), the square letterbox at the first look's size, the shape the multipose model was
 * trained on. Such a crop (one person cut from a group photo) leaves the model a sliver beside wide
 * black bands at any other aspect, and which of the two finds a person whose face is hidden changes
 * with the photo's encoding; the mask judges each. A photo closer to square gains nothing from the
 * square letterbox (its first look already was nearly square), so it pays no third pass.
 */
const RETRY_LOOKS: readonly { size: number; aspect: number; narrowerThan: number }[] = [
  { size: 256, aspect: 0.75, narrowerThan: Infinity },
  { size: POSE_SIZE, aspect: 1, narrowerThan: 0.5 },
];
/**
 * Share of the person's box (its middle, where the torso and legs are) the mask must call person.
 * A box is drawn around a body, so its middle is body nearly everywhere: the people the second look
 * finds (narrow crops of a crowd, a face under a caption) measure 0.77–0.98 in every copy of their
 * photos. A shape the pose model reads into objects does not fill its box: a figurine on a bar's
 * shelf with the bottles under it read as a standing person (pose score 0.12–0.13, 13 keypoints
 * "seen") measured 0.41 in both 12 MP copies of that photo, so it was rated; at 0.35 the line let it
 * through. More than half of the middle, and with room on both sides of it.
 */
export const RETRY_MASK_COVER = 0.6;

/** Whether the person mask (on `area` of the photo) sees a body filling the middle of a person's box. */
export function bodyFillsBox(mask: Float32Array, person: PersonDetection['box'], area: [number, number, number, number]): boolean {
  return bodyInMask(mask, person, area) >= RETRY_MASK_COVER;
}

/** Share of the central part of a person's box (half its width, the middle 80 % of its height) the mask calls person. */
export function bodyInMask(mask: Float32Array, person: PersonDetection['box'], area: [number, number, number, number]): number {
  let on = 0; let n = 0;
  for (let j = 0; j < 16; j++) {
    for (let i = 0; i < 8; i++) {
      const x = person[0] + person[2] * (0.25 + (0.5 * (i + 0.5)) / 8);
      const y = person[1] + person[3] * (0.1 + (0.8 * (j + 0.5)) / 16);
      const u = (x - area[0]) / area[2]; const v = (y - area[1]) / area[3];
      if (u < 0 || u >= 1 || v < 0 || v >= 1) continue;
      n++;
      if (mask[Math.floor(v * MASK_SIZE) * MASK_SIZE + Math.floor(u * MASK_SIZE)]! >= 0.5) on++;
    }
  }
  return n ? on / n : 0;
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;
