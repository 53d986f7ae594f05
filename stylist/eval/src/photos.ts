import { readFileSync } from 'node:fs';
import type { ColourId } from '../../src/local/colour/names';
import type { VisionClient } from '../../src/local/vision/client';
import { preparePhoto } from '../../src/local/vision/inspect';
import type { VisionReport } from '../../src/local/vision/types';
import { StylistRefusedError, type Stylist } from '../../src/stylist';
import { halfOf, type Half } from './split';

type Part = 'top' | 'bottom' | 'footwear';
const PARTS: readonly Part[] = ['top', 'bottom', 'footwear'];

export interface PhotoLabel {
  what: string;
  noPerson?: boolean;
  others?: boolean;
  onePiece?: boolean | null;
  top?: ColourId[] | null;
  bottom?: ColourId[] | null;
  footwear?: ColourId[] | null;
}

export interface PhotoResult {
  file: string;
  /** Tuning photos' misses may be read to improve the engine; held-out photos only measure it. */
  half: Half;
  label: PhotoLabel;
  report: VisionReport | null;
  /** Any refusal counts: no outfit found (NO_OUTFIT_FOUND) and explicit content (IMAGE_REFUSED) alike. */
  refused: boolean;
  /** The refusal's code, null when the photo was rated. */
  refusal: StylistRefusedError['code'] | null;
  /** Per labelled region: seen when it should be (or not seen when it should not), and the colour named right. */
  garments: { part: Part; expected: boolean; seen: boolean; colour: ColourId | null; colourRight: boolean | null }[];
}

export function loadLabels(dir: URL): Record<string, PhotoLabel> {
  return (JSON.parse(readFileSync(new URL('labels.json', dir), 'utf8')) as { photos: Record<string, PhotoLabel> }).photos;
}

/** Sees every labelled photo, rates it, and compares with the hand labels. */
export async function scorePhotos(dir: URL, client: VisionClient, stylist: Pick<Stylist, 'rate'>): Promise<PhotoResult[]> {
  const out: PhotoResult[] = [];
  for (const [file, label] of Object.entries(loadLabels(dir))) {
    const image = await preparePhoto(readFileSync(new URL(file, dir)));
    const report = await client.detect(image);
    // A refusal of any kind is what the user sees; an error that is not a refusal is a bug and stops the run.
    const refusal = await stylist.rate({ image, description: null, occasion: 'casual', customOccasion: null, language: 'en' })
      .then(() => null, (e: unknown) => { if (e instanceof StylistRefusedError) return e.code; throw e; });
    const garments: PhotoResult['garments'] = [];
    for (const part of PARTS) {
      const want = label[part];
      if (want === undefined) continue;
      const region = report?.regions[part];
      const colour = region?.palette[0]?.id ?? null;
      garments.push({ part, expected: want !== null, seen: Boolean(region), colour, colourRight: want ? colour !== null && want.includes(colour) : null });
    }
    out.push({ file, half: halfOf(file), label, report, refused: refusal !== null, refusal, garments });
  }
  return out;
}
