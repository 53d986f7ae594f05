import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { packFor } from '../../../src/local/i18n/packs';
import { createLocalStylist } from '../../../src/local';
import { drawFigure, pose, seeFigure } from '../vision/figure';

/**
 * A photo judged "good, one or two details would help" is not then told "no change needed here": the keep line written
 * under a piece that works is no advice in a chat answer about the whole look. Nor does it say its anchor twice.
 */
describe('a photo answer does not close on "keep it as it is", nor repeat its point', () => {
  it.each<Language>(['zh', 'ja', 'ko', 'ar'])('%s', { timeout: 60_000 }, async (language) => {
    const figure = { top: '#f4f4f2', bottom: '#1c2841', shoes: '#5a3a22' };
    const report = await seeFigure(figure, [pose({})]);
    const img = await drawFigure(figure);
    const image = { bytes: await sharp(img.png).jpeg({ quality: 90 }).toBuffer(), width: img.width, height: img.height, mimeType: 'image/jpeg' as const };
    const facts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
    const reply = await writeLocalReply({ message: '(image)', image, personality: 'professional', language, history: [], facts }, { vision: async () => report, paceMs: 0 });
    for (const keep of packFor(language).phrases['sugg.keep']) expect(reply, reply).not.toContain(keep);
    // The summary's point about the pieces is the feedback's first note in other words: said once, not twice.
    const rating = await createLocalStylist({ vision: async () => report }).rate({ image, description: null, occasion: 'casual', customOccasion: null, language });
    const [, note] = rating.feedback.split(/(?<=[.!?。！？])\s*/u);
    expect(reply, reply).toContain(rating.summary);
    expect(reply, reply).not.toContain(note!);
  });
});

describe('a photo whose colours fight says so first, and a piece scored low by them is not told to stay as it is', () => {
  it.each<Language>(['zh', 'ja', 'ko', 'ar'])('%s: red, green and yellow in a photo', { timeout: 60_000 }, async (language) => {
    const figure = { top: '#c0392b', bottom: '#27ae60', shoes: '#f1c40f' };
    const report = await seeFigure(figure, [pose({})]);
    const img = await drawFigure(figure);
    const image = { bytes: await sharp(img.png).jpeg({ quality: 90 }).toBuffer(), width: img.width, height: img.height, mimeType: 'image/jpeg' as const };
    const rating = await createLocalStylist({ vision: async () => report }).rate({ image, description: null, occasion: 'casual', customOccasion: null, language });
    // The headline names the clash of the three colours, not how well two of them sit together.
    for (const id of ['red', 'green', 'yellow'] as const) expect(rating.summary).toContain(packFor(language).colours[id]);
    const keep: readonly string[] = packFor(language).phrases['sugg.keep'];
    for (const c of Object.values(rating.components)) {
      if (c.rating !== null && c.rating < 6) for (const s of c.suggestions ?? []) expect(keep, s).not.toContain(s);
    }
  });
});
