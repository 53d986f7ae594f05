import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import type { Language, RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import type { PreparedImage } from '../../stylist';
import { createLocalRater, measure } from '../engine';
import { judge, type Verdict } from '../scoring/verdict';
import { createVisionClient, type VisionStatus } from './client';
import { renderOverlay } from './overlay';
import type { VisionReport } from './types';

export interface InspectOptions {
  occasion?: RatingOccasion;
  customOccasion?: string | null;
  description?: string | null;
  language?: Language;
  /** Where to write the overlay; default PHOTO.overlay.png next to the photo. */
  overlayPath?: string;
}

export interface InspectResult {
  status: VisionStatus;
  image: { width: number; height: number };
  vision: VisionReport | null;
  verdict: Omit<Verdict, 'fits'> & { fits: number };
  answer: StylistAnswer;
  overlayPath: string | null;
}

/** What the worker does before the stylist: auto-rotate, strip metadata, ≤ 1024 px JPEG. */
export async function preparePhoto(bytes: Buffer): Promise<PreparedImage> {
  const { data, info } = await sharp(bytes, { failOn: 'none' }).rotate().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, mimeType: 'image/jpeg' };
}

/** `fitrater engine inspect`: the measured signals of one photo, the rating, and an overlay PNG. */
export async function inspectPhoto(path: string, o: InspectOptions = {}): Promise<InspectResult> {
  const image = await preparePhoto(await readFile(path));
  const client = createVisionClient({ ref: true, logger: { warn: (obj, msg) => process.stderr.write(`warning: ${msg ?? ''} ${JSON.stringify(obj)}\n`) } });
  try {
    const status = await client.ready();
    let vision: VisionReport | null = null;
    const detect = async (img: PreparedImage): Promise<VisionReport | null> => { vision = await client.detect(img); return vision; };
    const input = { image, description: o.description ?? null, occasion: o.occasion ?? 'casual', customOccasion: o.customOccasion ?? null, language: o.language ?? 'en' };
    const answer = await createLocalRater({ vision: detect }).rate(input);
    const signals = await measure(input, { vision: async () => vision });
    const { fits, ...verdict } = judge(signals);
    let overlayPath: string | null = null;
    if (vision) {
      overlayPath = o.overlayPath ?? join(dirname(path), `${basename(path, extname(path))}.overlay.png`);
      await writeFile(overlayPath, await renderOverlay(image.bytes, vision));
    }
    return { status, image: { width: image.width, height: image.height }, vision, verdict: { ...verdict, fits: fits.length }, answer, overlayPath };
  } finally {
    await client.close();
  }
}
