import { canPrepareOffscreen, downscale, elementSurface, offscreenSurface, type DownscaleOptions, type DownscaleResult } from './downscale';
import type { PhotoJob, PhotoJobReply } from './photo-job';
import { PHOTO_KEEP_BYTES, preparedName } from './photo-rules';

export interface PreparePhotoOptions extends DownscaleOptions {
  /** Where the work runs; by default the app's photo worker, or this thread when workers cannot do it. */
  createWorker?: () => Worker;
}

/** The prepared photo, and how it was obtained (for tests and the upload's own accounting). */
export interface PreparedPhoto {
  file: File;
  outcome: DownscaleResult['kind'] | 'small';
  where: 'worker' | 'main' | 'none';
}

const defaultWorker = () => new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module' });

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, (reply: PhotoJobReply['outcome']) => void>();

function photoWorker(create: () => Worker): Worker | null {
  if (workerBroken || typeof Worker !== 'function') return null;
  if (worker) return worker;
  try {
    worker = create();
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<PhotoJobReply>) => {
    pending.get(event.data.id)?.(event.data.outcome);
    pending.delete(event.data.id);
  };
  // A worker that fails to load (old browser, blocked script) hands every waiting job back to the main thread.
  worker.onerror = () => {
    workerBroken = true;
    worker?.terminate();
    worker = null;
    for (const resolve of pending.values()) resolve({ kind: 'unsupported' });
    pending.clear();
  };
  return worker;
}

function inWorker(create: () => Worker, job: Omit<PhotoJob, 'id'>): Promise<PhotoJobReply['outcome']> {
  const target = photoWorker(create);
  if (!target) return Promise.resolve({ kind: 'unsupported' });
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    target.postMessage({ ...job, id } satisfies PhotoJob);
  });
}

async function onMainThread(photo: Blob, options: DownscaleOptions): Promise<DownscaleResult> {
  if (typeof createImageBitmap !== 'function') return { kind: 'undecodable' };
  return downscale(photo, canPrepareOffscreen() ? offscreenSurface : elementSurface, options);
}

async function prepare(file: File, options: PreparePhotoOptions): Promise<PreparedPhoto> {
  if (file.size <= PHOTO_KEEP_BYTES) return { file, outcome: 'small', where: 'none' };
  const job = { photo: file, longEdge: options.longEdge, quality: options.quality };
  const fromWorker = await inWorker(options.createWorker ?? defaultWorker, job);
  const where: PreparedPhoto['where'] = fromWorker.kind === 'unsupported' ? 'main' : 'worker';
  const outcome: DownscaleResult =
    fromWorker.kind === 'unsupported' ? await onMainThread(file, options).catch((): DownscaleResult => ({ kind: 'undecodable' })) : fromWorker;
  if (outcome.kind !== 'prepared') return { file, outcome: outcome.kind, where };
  const prepared = new File([outcome.blob], preparedName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  return { file: prepared, outcome: 'prepared', where };
}

const cache = new WeakMap<File, Promise<PreparedPhoto>>();

/**
 * The photo as it should go up: at most 1600 px on the long edge, upright,
 * without metadata, JPEG; or the original when it is already small, already
 * fits, or cannot be decoded here (it goes up as it is and the server decides).
 * Never fails. The same file asked twice is prepared once, so forms start it
 * as soon as a photo is picked and the upload finds it ready.
 */
export function preparePhoto(file: File, options: PreparePhotoOptions = {}): Promise<PreparedPhoto> {
  const cached = cache.get(file);
  if (cached) return cached;
  const promise = prepare(file, options).catch((): PreparedPhoto => ({ file, outcome: 'undecodable', where: 'none' }));
  cache.set(file, promise);
  return promise;
}

/** Just the file to send. */
export const preparedFile = async (file: File): Promise<File> => (await preparePhoto(file)).file;
