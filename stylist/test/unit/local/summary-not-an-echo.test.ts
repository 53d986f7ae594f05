import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';

const stylist = createLocalStylist();
const DESCRIPTIONS: Record<Language, string> = {
  en: 'floral midi dress, cardigan and ballet flats', es: 'vestido midi de flores, cárdigan y bailarinas',
  fr: 'robe midi fleurie, cardigan et ballerines', de: 'geblümtes Midikleid, Strickjacke und Ballerinas',
  it: 'vestito midi a fiori, cardigan e ballerine', pt: 'vestido midi floral, cardigã e sapatilhas',
  zh: '碎花中长连衣裙、开衫和芭蕾平底鞋', ja: '花柄のミディ丈ワンピース、カーディガン、バレエシューズ',
  ko: '꽃무늬 미디 원피스, 카디건, 플랫슈즈', ar: 'فستان ميدي مشجر وكارديغان وحذاء باليرينا',
};

describe('the summary makes its own point', () => {
  it.each(LANGUAGES)('%s: with nothing to change and no colours named, it does not repeat the feedback’s list of pieces', async (language) => {
    const answer = await stylist.rate({ image: null, description: DESCRIPTIONS[language], occasion: 'church', customOccasion: null, language });
    const opening = answer.feedback.split(/(?<=[.!?。！？])\s*/u)[0]!;
    expect(answer.overallRating).toBeGreaterThanOrEqual(8);
    expect(answer.summary, `${answer.summary} | ${opening}`).not.toContain(opening);
  });
});
