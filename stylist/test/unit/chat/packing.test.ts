import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, type Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { knowledgeAnswer } from '../../../src/local/chat/knowledge-answer';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { understand } from '../../../src/local/chat/understand';

const QUESTIONS: [Language, string][] = [
  ['en', 'Help me pack for a trip'],
  ['en', 'What should I pack for a weekend in Paris?'],
  ['en', 'What should I pack for a beach holiday?'],
  ['es', '¿Qué meto en la maleta para un viaje?'],
  ['fr', 'Que mettre dans ma valise pour un week-end ?'],
  ['de', 'Was soll ich für eine Reise in den Koffer packen?'],
  ['ja', '旅行の荷物は何を持っていけばいい？'],
];

describe('a packing question gets a travel capsule, not one outfit', () => {
  it.each(QUESTIONS)('%s: "%s"', (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.intent).toBe('capsule');
    const a = knowledgeAnswer(u, language, CHAT_LINES[language]);
    // Where the trip goes picks its capsule (packing-by-destination.test.ts): a beach holiday packs for the beach.
    expect(a?.situation).toBe(/beach/u.test(message) ? 'capsule-beach-trip' : 'capsule-travel');
    expect(a!.picks.length).toBeGreaterThanOrEqual(6);
  });

  it('a bag for travel is still a question about a bag', () => {
    expect(understand('What bag should I take on a trip?', false, [], 'en').intent).toBe('item');
  });
});

describe('every voice gives the whole list', () => {
  const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
  const cases: [Language, string, RegExp][] = [
    ['en', 'Help me pack for a rainy week', /^For a week, pack four or five tops, .*a jacket or coat, plus what you travel in\. .*waterproof mac.*For the rain/],
    ['es', '¿Qué meto en la maleta para un viaje?', /^Para un viaje de una semana más o menos, mete en la maleta cuatro o cinco prendas de arriba.*impermeable/i],
  ];
  it.each(cases)('%s: "%s"', async (language, message, says) => {
    for (const personality of CHAT_PERSONALITIES) {
      const reply = await writeLocalReply({ message, image: null, personality, language, history: [], facts: NO_FACTS });
      expect(reply, personality).toMatch(new RegExp(says.source, 'is'));
    }
  });
});

describe('the suitcase scales with the trip', () => {
  const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
  const reply = (message: string, language: Language) =>
    writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
  const cases: [Language, weekend: string, fortnight: string, weekendSays: string, fortnightSays: string][] = [
    ['en', 'What should I pack for a weekend in Paris?', 'What should I pack for two weeks in Japan?', 'two tops, one pair of trousers or a skirt and one pair of shoes', 'six or seven tops'],
    ['es', '¿Qué meto en la maleta para un fin de semana?', '¿Qué meto en la maleta para dos semanas?', 'dos prendas de arriba, un pantalón o una falda y un par de zapatos', 'pon una lavadora'],
    ['fr', 'Que mettre dans ma valise pour un week-end ?', 'Que mettre dans ma valise pour deux semaines ?', 'deux hauts, un pantalon ou une jupe et une paire de chaussures', 'une lessive à mi-séjour'],
    ['de', 'Was soll ich für ein Wochenende in den Koffer packen?', 'Was soll ich für zwei Wochen in den Koffer packen?', 'zwei Oberteile, eine Hose oder einen Rock und ein Paar Schuhe', 'sechs bis sieben Oberteile'],
    ['it', 'Cosa metto in valigia per un weekend?', 'Cosa metto in valigia per due settimane?', 'due tra maglie e camicie, un paio di pantaloni o una gonna e un paio di scarpe', 'un bucato a metà'],
    ['pt', 'O que levar na mala para um fim de semana?', 'O que levar na mala para duas semanas?', 'duas blusas ou camisetas, uma calça ou saia e um par de sapatos', 'seis ou sete blusas'],
    ['zh', '周末出行行李带什么？', '两周的旅行行李带什么？', '两件上衣、一条裤子或裙子和一双鞋', '六七件上衣'],
    ['ja', '週末旅行の荷物は何を持っていけばいい？', '2週間の旅行の荷物は何を持っていけばいい？', 'トップス2枚、ボトムス1本、靴1足', 'トップス6〜7枚'],
    ['ko', '주말 여행 짐 뭐 챙겨요?', '2주 여행 짐 뭐 챙겨요?', '상의 2벌, 하의 1벌과 신발 1켤레를 챙기세요', '상의 6~7벌'],
    ['ar', 'ماذا أحزم لعطلة نهاية الأسبوع؟', 'ماذا أحزم لأسبوعين في اليابان؟', 'احزموا قطعتين علويتين، وبنطلونًا أو تنورة، وزوجًا واحدًا من الأحذية', 'ست أو سبع قطع علوية'],
  ];
  it.each(cases)('%s: a weekend packs less than a fortnight', async (language, weekend, fortnight, weekendSays, fortnightSays) => {
    const short = await reply(weekend, language);
    const long = await reply(fortnight, language);
    expect(short).toContain(weekendSays);
    expect(long).toContain(fortnightSays);
    expect(short.length).toBeLessThan(long.length);
  });
});

describe('the packing answer bends for an evening out, not for "your week"', () => {
  const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
  it.each([
    ['ko', '주말 여행 짐 뭐 챙겨요?', '저녁 약속이 있다면', '일주일 일정'],
    ['ja', '週末旅行の荷物は何を持っていけばいい？', '夜に出かける予定があれば', '一週間の予定'],
    ['ar', 'ماذا أحزم لعطلة نهاية الأسبوع؟', 'إن كانت في الرحلة سهرة', 'خزانة كبسولة من'],
  ] as const)('%s: "%s"', async (language, message, says, not) => {
    const reply = await writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
    expect(reply).toContain(says);
    expect(reply).not.toContain(not);
  });
});
