import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { LANGUAGES, StylistAnswer, type RatingOccasion } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';
import { VISION_KEYS, VISION_WORDS } from '../../../src/local/i18n/vision';
import type { VisionReport } from '../../../src/local/vision/types';
import { StylistRefusedError, type PreparedImage, type StylistInput } from '../../../src/stylist';
import { drawFigure, pose, seeFigure, type FigureOptions } from './figure';

async function photo(o: FigureOptions): Promise<PreparedImage> {
  const img = await drawFigure(o);
  const sharp = (await import('sharp')).default;
  return { bytes: await sharp(img.png).jpeg({ quality: 90 }).toBuffer(), width: img.width, height: img.height, mimeType: 'image/jpeg' };
}

const input = (image: PreparedImage, o: Partial<StylistInput> = {}): StylistInput =>
  ({ image, description: null, occasion: 'casual', customOccasion: null, language: 'en', ...o });

const withReport = (report: VisionReport | null) => createLocalStylist({ vision: async () => report });

describe('local stylist with vision (fake detector from synthetic figures)', () => {
  it('names the measured pieces and how they relate: "the burgundy skirt anchors…"', async () => {
    const o: FigureOptions = { top: '#151515', bottom: '#7a1a2e', shoes: '#151515', bottomLength: 'skirt' };
    const a = await withReport(await seeFigure(o)).rate(input(await photo(o), { description: 'black top, skirt and heels', occasion: 'party' }));
    expect(Value.Check(StylistAnswer, a)).toBe(true);
    expect(a.feedback).toMatch(/burgundy skirt/);
    expect(a.feedback).toMatch(/black top/);
    expect(a.components.top.status).toBe('visible');
    expect(a.components.bottom.status).toBe('visible');
    expect(a.components.footwear.status).toBe('visible');
    expect(a.components.accessories).toMatchObject({ status: 'not_assessable', rating: null });
    expect(a.components.bottom.description).toMatch(/burgundy/);
  });

  it('a photo alone now rates the located components (not only the frame palette)', async () => {
    const o: FigureOptions = { top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' };
    const a = await withReport(await seeFigure(o)).rate(input(await photo(o), { occasion: 'work' }));
    expect(a.components.top.rating).toEqual(expect.any(Number));
    expect(a.components.bottom.rating).toEqual(expect.any(Number));
    expect(a.feedback).toMatch(/white top/);
    // The drawn figure wears trousers: its legs part below the crotch, one fabric down to the ankles.
    expect(a.feedback).toMatch(/navy trousers/);
    expect(a.confidence).toBeGreaterThan(0.5);
  });

  it('a drawn skirt without a description is named a skirt, not a guessed trouser', async () => {
    const o: FigureOptions = { top: '#151515', bottom: '#7a1a2e', shoes: '#151515', bottomLength: 'skirt' };
    const v = await seeFigure(o);
    expect(v.lowerKind).toBe('skirt');
    const a = await withReport(v).rate(input(await photo(o), { occasion: 'party' }));
    expect(a.feedback).toMatch(/burgundy skirt/);
    expect(a.feedback).not.toMatch(/chinos|trousers|bottoms/);
  });

  it('no person: refused as NO_OUTFIT_FOUND in the user\'s language, description or not (no verdict on scenery)', async () => {
    const o: FigureOptions = { top: '#f4f4f2', bottom: '#1c2841' };
    const none = await seeFigure(o, []);
    for (const language of LANGUAGES) {
      const err = await withReport(none).rate(input(await photo(o), { language })).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StylistRefusedError);
      expect(err).toMatchObject({ code: 'NO_OUTFIT_FOUND' });
      expect((err as Error).message.length).toBeGreaterThan(20);
    }
    const withWords = await withReport(none).rate(input(await photo(o), { description: 'navy suit and white shirt', occasion: 'interview' })).catch((e: unknown) => e);
    expect(withWords).toMatchObject({ code: 'NO_OUTFIT_FOUND', message: expect.stringMatching(/No outfit found.*person/) });
  });

  it('a person but no garment region (a face alone): refused as NO_OUTFIT_FOUND', async () => {
    const o: FigureOptions = { top: '#f4f4f2', bottom: '#1c2841' };
    const seen = await seeFigure(o);
    const faceOnly: VisionReport = { ...seen, regions: {} };
    await expect(withReport(faceOnly).rate(input(await photo(o), { language: 'de' }))).rejects.toMatchObject({ code: 'NO_OUTFIT_FOUND', message: expect.stringMatching(/Kleidung/) });
  });

  it('cropped at the knee: footwear not in frame, lower confidence, advice to step back', async () => {
    const o: FigureOptions = { top: '#f4f4f2', bottom: '#4f6f96' };
    const full = await withReport(await seeFigure(o)).rate(input(await photo(o)));
    const cut = await withReport(await seeFigure(o, [pose({ hidden: ['leftAnkle', 'rightAnkle'] })])).rate(input(await photo(o)));
    expect(cut.components.footwear).toMatchObject({ status: 'not_assessable', rating: null });
    expect(cut.components.footwear.description).toMatch(/frame|picture/);
    expect(cut.confidence).toBeLessThan(full.confidence);
    expect(cut.feedback).toMatch(/step back|full-length/);
  });

  it('several people: says which one was rated', async () => {
    const o: FigureOptions = { top: '#f4f4f2', bottom: '#1c2841' };
    const a = await withReport(await seeFigure(o, [pose({ dx: -130, scale: 0.8 }), pose(), pose({ dx: 140, scale: 0.8 })])).rate(input(await photo(o)));
    expect(a.feedback).toMatch(/other people|several people/i);
  });

  it('explicit photos are refused with IMAGE_REFUSED in the user\'s language', async () => {
    // Bare skin where the top and trousers would be: the classifier and the body agree.
    const o: FigureOptions = { top: '#c99b7a', bottom: '#c99b7a' };
    const report = { ...(await seeFigure(o)), explicit: { drawing: 0, hentai: 0, neutral: 0.05, porn: 0.93, sexy: 0.02 } };
    const err = await withReport(report).rate(input(await photo(o), { language: 'fr' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StylistRefusedError);
    expect(err).toMatchObject({ code: 'IMAGE_REFUSED' });
    expect((err as Error).message).toMatch(/photo/);
  });

  it('a dressed person the classifier scores 0.85 "porn" is rated, not called explicit', async () => {
    const o: FigureOptions = { top: '#f4f4f2', bottom: '#1c2841' };
    const report = { ...(await seeFigure(o)), explicit: { drawing: 0, hentai: 0.02, neutral: 0.05, porn: 0.85, sexy: 0.08 } };
    const a = await withReport(report).rate(input(await photo(o)));
    expect(Value.Check(StylistAnswer, a)).toBe(true);
    expect(a.components.top.status).toBe('visible');
  });

  it('nobody in the photo and a 0.6 "porn" score (a painting), or 0.95 on a frame without skin: no outfit found, not explicit', async () => {
    const o: FigureOptions = { top: '#f4f4f2', bottom: '#1c2841' };
    const report = { ...(await seeFigure(o, [])), explicit: { drawing: 0.1, hentai: 0.01, neutral: 0.27, porn: 0.6, sexy: 0.02 } };
    const err = await withReport(report).rate(input(await photo(o))).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'NO_OUTFIT_FOUND' });
    const sure = { ...report, explicit: { ...report.explicit, neutral: 0, porn: 0.87, hentai: 0.05 } };
    expect(await withReport(sure).rate(input(await photo(o))).catch((e: unknown) => e)).toMatchObject({ code: 'NO_OUTFIT_FOUND' });
    // A frame with next to no skin (this drawing's face and hands) shows no body to call explicit, however sure the classifier.
    const certain = { ...report, explicit: { ...report.explicit, neutral: 0, porn: 0.95 } };
    expect(report.frameSkin!).toBeLessThan(0.1);
    expect(await withReport(certain).rate(input(await photo(o))).catch((e: unknown) => e)).toMatchObject({ code: 'NO_OUTFIT_FOUND' });
    // A frame full of skin the person detector missed: the very confident classifier refuses it as explicit.
    const skinny = { ...certain, frameSkin: 0.4 };
    expect(await withReport(skinny).rate(input(await photo(o))).catch((e: unknown) => e)).toMatchObject({ code: 'IMAGE_REFUSED' });
  });

  it('models unavailable (detector answers null): colour-only behaviour as before', async () => {
    const o: FigureOptions = { top: '#f4f4f2', bottom: '#1c2841' };
    const img = await photo(o);
    expect(await withReport(null).rate(input(img))).toEqual(await createLocalStylist().rate(input(img)));
  });

  it('every language has every vision phrase; answers validate in all ten', async () => {
    for (const l of LANGUAGES) for (const k of VISION_KEYS) expect(VISION_WORDS[l].phrases[k].every((v) => v.trim().length > 0), `${l} ${k}`).toBe(true);
    const o: FigureOptions = { top: '#151515', bottom: '#7a1a2e', bottomLength: 'skirt', scarf: '#cf1f2b' };
    const det = withReport(await seeFigure(o));
    const img = await photo(o);
    const en = await det.rate(input(img));
    for (const language of LANGUAGES) {
      const a = await det.rate(input(img, { language }));
      expect([...Value.Errors(StylistAnswer, a)], language).toEqual([]);
      expect(a.overallRating).toBe(en.overallRating);
      if (language !== 'en') expect(a.feedback).not.toBe(en.feedback);
    }
  });

  it('feedback varies with what was seen', async () => {
    const outfits: FigureOptions[] = [
      { top: '#151515', bottom: '#7a1a2e', bottomLength: 'skirt' }, { top: '#f4f4f2', bottom: '#1c2841' },
      { top: '#5a1a2a', bottom: '#5a1a2a' }, { top: '#9caf88', bottom: '#efe3c6', shoes: '#6b4530' }, { top: '#cf1f2b', bottom: '#2f8a3c', scarf: '#f3d51b' },
    ];
    const answers = await Promise.all(outfits.map(async (o) => withReport(await seeFigure(o)).rate(input(await photo(o), { occasion: 'date' }))));
    expect(new Set(answers.map((a) => a.feedback)).size).toBe(outfits.length);
  });

  it('ordering pairs on seen outfits: the stylist\'s choice wins in ≥ 90%', async () => {
    const pairs: [RatingOccasion, FigureOptions, FigureOptions][] = [
      ['work', { top: '#f4f4f2', bottom: '#1c2841' }, { top: '#ff1493', bottom: '#39ff14', shoes: '#f3d51b' }],
      ['interview', { top: '#c8c8c8', bottom: '#3a3f45' }, { top: '#cf1f2b', bottom: '#2f8a3c' }],
      ['formal', { top: '#141414', bottom: '#141414' }, { top: '#f3d51b', bottom: '#d81b80' }],
      ['work', { top: '#9cc5e8', bottom: '#1c2841' }, { top: '#ef7d22', bottom: '#6a2c91' }],
      ['wedding', { top: '#1c2841', bottom: '#1c2841' }, { top: '#f6f6f4', bottom: '#f6f6f4', shoes: '#f6f6f4' }],
      ['casual', { top: '#f4f4f2', bottom: '#4f6f96' }, { top: '#39ff14', bottom: '#d81b80' }],
      ['date', { top: '#7a1a2e', bottom: '#151515' }, { top: '#f3d51b', bottom: '#6a2c91', shoes: '#2f8a3c' }],
      ['church', { top: '#efe3c6', bottom: '#6b4530' }, { top: '#fa7f68', bottom: '#3cc8c4' }],
      ['work', { top: '#f6f6f4', bottom: '#8a8a8a' }, { top: '#d81b80', bottom: '#ef7d22' }],
      ['interview', { top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' }, { top: '#f3d51b', bottom: '#2a5bd7', shoes: '#cf1f2b' }],
    ];
    let right = 0;
    for (const [occasion, better, worse] of pairs) {
      const b = await withReport(await seeFigure(better)).rate(input(await photo(better), { occasion }));
      const w = await withReport(await seeFigure(worse)).rate(input(await photo(worse), { occasion }));
      if (b.overallRating > w.overallRating) right++;
    }
    expect(right / pairs.length).toBeGreaterThanOrEqual(0.9);
    // Twenty full photo ratings: the time is the machine's, not a claim about speed.
  }, 30_000);
});
