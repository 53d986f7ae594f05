import type { Language, RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import { createLocalRater } from '../../src/local/engine';
import { packFor } from '../../src/local/i18n/packs';
import type { FigureOptions, PoseOptions } from '../unit/vision/figure';
import { figureJpeg, figureReport } from './figure-photos';

/**
 * Ratings of photos (drawn figures read by the real colour analysis, a fake pose detector), so the
 * sentences about what the photo shows are read too: the pieces and how they relate, the shoes,
 * other people in the frame, feet cut off, a seated pose, and photos with and without a description.
 */
interface PhotoCase {
  figure: FigureOptions;
  poses?: PoseOptions[];
  occasion: RatingOccasion;
  /** Garments of the description, by their key in the language's garment table (colours come from the photo). */
  described?: readonly string[];
}

const CASES: readonly PhotoCase[] = [
  { figure: { top: '#151515', bottom: '#7a1a2e', shoes: '#7a1a2e' }, occasion: 'party' },
  { figure: { top: '#151515', bottom: '#7a1a2e', shoes: '#151515', bottomLength: 'skirt' }, occasion: 'date', described: ['top', 'skirt', 'heels'] },
  { figure: { top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' }, occasion: 'work' },
  { figure: { top: '#f4f4f2', bottom: '#1c2841', shoes: '#5a3a22' }, occasion: 'interview', described: ['shirt', 'trousers', 'loafers'] },
  { figure: { top: '#1c2841', bottom: '#1c2841', shoes: '#141414' }, occasion: 'wedding' },
  { figure: { top: '#1c2841', bottom: '#1c2841', shoes: '#7a1a2e' }, occasion: 'formal', described: ['dress', 'heels'] },
  { figure: { top: '#9a4a2a', bottom: '#3a4a2a', shoes: '#d8c8a8' }, occasion: 'casual' },
  { figure: { top: '#e8d8b8', bottom: '#3b5b8b', shoes: '#f4f4f2' }, occasion: 'brunch', described: ['tshirt', 'jeans', 'sneakers'] },
  { figure: { top: '#c0392b', bottom: '#151515', shoes: '#151515', bottomLength: 'skirt' }, occasion: 'party' },
  { figure: { top: '#808080', bottom: '#8a8a8a', shoes: '#151515' }, occasion: 'work' },
  { figure: { top: '#f4f4f2', bottom: '#c8b89a', shoes: '#8b5a2b' }, occasion: 'vacation' },
  { figure: { top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' }, occasion: 'casual', poses: [{ dx: -130, scale: 0.8 }, {}, { dx: 140, scale: 0.8 }] },
  { figure: { top: '#2e4a3a', bottom: '#c8b89a', shoes: '#141414' }, occasion: 'work', poses: [{ hidden: ['leftAnkle', 'rightAnkle'] }] },
  { figure: { top: '#f4c2c2', bottom: '#f4f4f2', shoes: '#d8c8a8' }, occasion: 'date', poses: [{ seated: true }] },
  { figure: { top: '#151515', bottom: '#151515', shoes: '#151515', scarf: '#c0392b' }, occasion: 'formal', described: ['suit', 'oxfords'] },
  { figure: { top: '#f1c40f', bottom: '#1c2841', shoes: '#f4f4f2' }, occasion: 'sports' },
];

function texts(answer: StylistAnswer): string[] {
  const parts = Object.values(answer.components).flatMap((c) => [c.description, ...(c.suggestions ?? [])]);
  return [answer.summary, answer.feedback, ...parts].filter((t) => t.length > 0);
}

/** Every photo case rated in `language`; the texts a member reads, with what was asked. */
export async function photoSamples(language: Language): Promise<{ source: string; input: string; text: string }[]> {
  const pack = packFor(language);
  const out: { source: string; input: string; text: string }[] = [];
  for (const c of CASES) {
    const report = await figureReport(c.figure, c.poses);
    const description = c.described ? pack.list(c.described.map((g) => pack.garments[g as keyof typeof pack.garments])) : null;
    const answer = await createLocalRater({ vision: async () => report }).rate({ image: await figureJpeg(c.figure), description, occasion: c.occasion, customOccasion: null, language });
    const input = `photo ${JSON.stringify(c.figure)} ${c.occasion}${description ? `: ${description}` : ''}${c.poses ? ` ${JSON.stringify(c.poses)}` : ''}`;
    for (const text of texts(answer)) out.push({ source: 'photo', input, text });
  }
  return out;
}
