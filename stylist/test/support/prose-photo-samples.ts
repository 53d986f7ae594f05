import { RATING_OCCASIONS, type Language, type RatingOccasion, type StylistAnswer } from '@fitrater/contracts';
import { createLocalRater } from '../../src/local/engine';
import { packFor } from '../../src/local/i18n/packs';
import type { GarmentId } from '../../src/local/lexicon/garments';
import type { VisionReport } from '../../src/local/vision/types';
import { StylistRefusedError } from '../../src/stylist';
import type { FigureOptions, PoseOptions } from '../unit/vision/figure';
import { figureJpeg, figureReport } from './figure-photos';
import type { ProseSample } from './prose-samples';

/**
 * Ratings of photos (drawn figures the real colour analysis measures), so the sentences about what
 * the photo showed are read too: the pieces and their colours, top against bottom, the shoes, a
 * scarf, several people, a seated pose, feet out of the frame, a dim photo, no person at all. Half
 * are described, so the garment the member named (skirt, trousers, dress) replaces 'lower half'.
 */
interface PhotoCase {
  figure: FigureOptions;
  poses?: PoseOptions[];
  /** Garments the member names, in the language's own words, each with its colour left to the photo. */
  named?: readonly GarmentId[];
  /** Multiply every pixel by this (a dim room). */
  dim?: number;
}

const CASES: readonly PhotoCase[] = [
  { figure: { top: '#151515', bottom: '#7a1a2e', shoes: '#151515', bottomLength: 'skirt' }, named: ['blouse', 'skirt', 'heels'] },
  { figure: { top: '#151515', bottom: '#7a1a2e', shoes: '#151515', bottomLength: 'skirt' } },
  { figure: { top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' }, named: ['shirt', 'trousers', 'loafers'] },
  { figure: { top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' } },
  { figure: { top: '#5a1a2a', bottom: '#5a1a2a', shoes: '#151515' }, named: ['dress', 'heels'] },
  { figure: { top: '#5a1a2a', bottom: '#5a1a2a', shoes: '#151515' } },
  { figure: { top: '#9caf88', bottom: '#efe3c6', shoes: '#6b4530' }, named: ['sweater', 'chinos', 'boots'] },
  { figure: { top: '#cf1f2b', bottom: '#2f8a3c', scarf: '#f3d51b' }, named: ['tshirt', 'jeans', 'sneakers', 'scarf'] },
  { figure: { top: '#151515', bottom: '#7a1a2e', bottomLength: 'skirt', scarf: '#cf1f2b' } },
  { figure: { top: '#8a8a8a', bottom: '#7c7c7c', shoes: '#f2f2f2' } },
  { figure: { top: '#b5651d', bottom: '#3d4a2a', shoes: '#6b4530' }, named: ['jacket', 'trousers'] },
  { figure: { top: '#f4f4f2', bottom: '#1c2841' }, poses: [{ hidden: ['leftAnkle', 'rightAnkle'] }] },
  { figure: { top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' }, poses: [{ dx: -130, scale: 0.8 }, {}, { dx: 140, scale: 0.8 }], named: ['shirt', 'jeans'] },
  { figure: { top: '#1c2841', bottom: '#c3a57a', shoes: '#6b4530' }, poses: [{ seated: true }] },
  { figure: { top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' }, dim: 0.3 },
  { figure: { top: '#f4f4f2', bottom: '#1c2841' }, poses: [] },
];

function texts(a: StylistAnswer): string[] {
  return [a.summary, a.feedback, ...Object.values(a.components).flatMap((c) => [c.description, ...(c.suggestions ?? [])])].filter((t) => t.length > 0);
}

/** Every case on three occasions: about 100 answers' worth of sentences per language. */
export async function photoProseSamples(language: Language): Promise<ProseSample[]> {
  const pack = packFor(language);
  const out: ProseSample[] = [];
  const occasions = RATING_OCCASIONS.filter((o): o is Exclude<RatingOccasion, 'custom'> => o !== 'custom');
  for (const [i, c] of CASES.entries()) {
    const report: VisionReport = await figureReport(c.figure, c.poses);
    const rater = createLocalRater({ vision: async () => report });
    const image = await figureJpeg(c.figure, c.dim ?? 1);
    const description = c.named ? pack.list(c.named.map((g) => pack.garments[g])) : null;
    for (const occasion of [occasions[i % occasions.length]!, occasions[(i + 3) % occasions.length]!, occasions[(i + 7) % occasions.length]!]) {
      const input = `photo ${i} ${occasion}${description ? `: ${description}` : ''}`;
      try {
        const a = await rater.rate({ image, description, occasion, customOccasion: null, language });
        for (const text of texts(a)) out.push({ source: 'photo', input, text });
      } catch (e) {
        if (!(e instanceof StylistRefusedError)) throw e;
        out.push({ source: 'photo', input, text: e.message });
      }
    }
  }
  return out;
}
