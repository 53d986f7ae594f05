import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/** "Must I wear a tie to a wedding?" is answered yes, with the tie and when it can be left off; elsewhere "not necessarily". */
describe('a tie asked as an obligation at a wedding', () => {
  const cases: [Language, string, string, RegExp][] = [
    ['en', 'Do I have to wear a tie to a wedding?', 'Yes.', /beach or garden wedding/u],
    ['es', '¿Tengo que llevar corbata a una boda?', 'Sí.', /boda en la playa/u],
    ['fr', 'Dois-je porter une cravate à un mariage ?', 'Oui.', /mariage sur la plage/u],
    ['de', 'Muss ich zur Hochzeit eine Krawatte tragen?', 'Ja.', /Gartenhochzeit/u],
    ['it', 'Devo mettere la cravatta a un matrimonio?', 'Sì.', /matrimonio in spiaggia/u],
    ['pt', 'Preciso usar gravata num casamento?', 'Sim.', /casamento na praia/u],
    ['zh', '参加婚礼必须打领带吗？', '是的，需要。', /海滩婚礼/u],
    ['ja', '結婚式にネクタイは必須ですか？', 'はい。', /ビーチウエディング/u],
    ['ko', '결혼식에 넥타이 꼭 매야 해요?', '네.', /해변/u],
    ['ar', 'هل يجب أن أرتدي ربطة عنق في العرس؟', 'نعم.', /الشاطئ/u],
  ];
  for (const [language, question, yes, exception] of cases) {
    it(`${language}: ${question}`, async () => {
      const [reply] = await talk(language, question);
      expect(reply!.startsWith(yes), reply).toBe(true);
      expect(reply).toMatch(exception);
    });
  }

  it('at work it is still "not necessarily", and a plain yes in Chinese stays 可以 where it is allowed, not needed', async () => {
    const [work] = await talk('en', 'Do I have to wear a tie to work?');
    expect(work!.startsWith('No, not necessarily.'), work).toBe(true);
    const [black] = await talk('zh', '参加婚礼可以穿黑色吗？');
    expect(black!.startsWith('可以'), black).toBe(true);
  });
});
