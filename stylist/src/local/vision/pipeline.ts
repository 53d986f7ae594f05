import sharp from 'sharp';
import { analyse, type WorkImage } from './analyse';
import { detect, type Models, type RawImage } from './inference';
import { garmentMasks } from './garment-masks';
import type { VisionReport } from './types';

/** Longest side of the copy the colour analysis reads. */
export const WORK_SIDE = 256;

/**
 * Longest side of the copy the models' inputs are cut from: twice the largest input (the 256×256
 * mask), so each input is still a downscale for photos up to 2:1. A JPEG is decoded straight at this size (libjpeg
 * shrink-on-load: a 1024 px photo at 1/2 scale), a quarter of the pixels of a full decode.
 */
export const DECODE_SIDE = 512;

export async function decode(bytes: Buffer): Promise<{ raw: RawImage; work: WorkImage }> {
  const { data, info } = await sharp(bytes, { failOn: 'none', limitInputPixels: 40_000_000 })
    .resize(DECODE_SIDE, DECODE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  // The file itself stays at hand: a person small in this copy is cut again from it, finer (finer-cut.ts).
  const raw: RawImage = { rgb: data, width: info.width, height: info.height, source: bytes };
  const small = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return { raw, work: { rgb: small.data, width: small.info.width, height: small.info.height } };
}

/** Decode → models → regions and colours, for one photo (and each garment's pixels when `garments` is asked). */
export async function see(models: Models, bytes: Buffer, options: { garments?: boolean } = {}): Promise<VisionReport> {
  const { raw, work } = await decode(bytes);
  const t0 = performance.now();
  const det = await detect(models, raw);
  const t1 = performance.now();
  const report = analyse(work, det);
  const t2 = performance.now();
  const timings = { inferenceMs: Math.round(t1 - t0), analysisMs: Math.round(t2 - t1) };
  return { ...report, explicit: det.explicit, timings, ...(options.garments ? { garmentMasks: garmentMasks(work, det, report.chosen) } : {}) };
}
