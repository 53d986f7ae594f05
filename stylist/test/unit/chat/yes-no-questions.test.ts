import { describe, expect, it } from 'vitest';
import { talk } from '../../support/chat-talk';

// "Can I wear black to a wedding?" asks about a colour at an occasion: a stylist answers yes and says why (festive, not
// severe; softened by day; mourning to some families), not the whole wedding look the dress code gives.
const YES = { en: 'Yes', es: 'Sí', fr: 'Oui', de: 'Ja', it: 'Sì', pt: 'Sim', zh: '可以', ja: 'はい', ko: '네', ar: 'نعم' } as const;
const MOURNING = { en: 'mourning', es: 'luto', fr: 'deuil', de: 'Trauer', it: 'lutto', pt: 'luto', zh: '丧', ja: '喪', ko: '상복', ar: 'حداد' } as const;

describe('black at a wedding', () => {
  it.each([
    ['en', 'Can I wear black to a wedding?'], ['es', '¿Puedo ir de negro a una boda?'], ['fr', 'Puis-je porter du noir à un mariage ?'],
    ['de', 'Darf ich auf einer Hochzeit Schwarz tragen?'], ['it', 'Posso vestirmi di nero a un matrimonio?'], ['pt', 'Posso usar preto num casamento?'],
    ['zh', '参加婚礼可以穿黑色吗？'], ['ja', '結婚式に黒を着てもいい？'], ['ko', '결혼식에 검은색 옷을 입어도 되나요?'], ['ar', 'هل يمكنني ارتداء الأسود في حفل زفاف؟'],
  ] as const)('%s: %s is answered yes, with the mourning caveat', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply?.startsWith(YES[language])).toBe(true);
    expect(reply).toContain(MOURNING[language]);
  });

  it('a colour with no rule of its own at a wedding still gets the wedding look', async () => {
    const [reply] = await talk('en', 'Can I wear red to a wedding?');
    expect(reply).toContain('navy two-piece suit');
  });
});

// "Must my bag match my shoes?" asks a rule: a stylist answers that they need not match (same formality and tone, or one
// of them the accent), not with the bags for every occasion.
const NEED_NOT = {
  en: 'need not match', es: 'no tienen por qué', fr: 'pas besoin', de: 'müssen nicht', it: 'non devono', pt: 'não precisam',
  zh: '不必', ja: '同じ色でなくて', ko: '맞출 필요는 없어요', ar: 'لا يلزم',
} as const;

describe('a bag matching the shoes', () => {
  it.each([
    ['en', 'Must my bag match my shoes?'], ['es', '¿El bolso debe combinar con los zapatos?'], ['fr', 'Mon sac doit-il être assorti à mes chaussures ?'],
    ['de', 'Muss die Tasche zu den Schuhen passen?'], ['it', 'La borsa deve essere abbinata alle scarpe?'], ['pt', 'A bolsa deve combinar com os sapatos?'],
    ['zh', '包一定要和鞋子搭配吗？'], ['ja', 'バッグと靴は合わせるべき？'], ['ko', '가방이랑 신발 색을 맞춰야 하나요?'], ['ar', 'هل يجب أن تتطابق الحقيبة مع الحذاء؟'],
  ] as const)('%s: %s is answered: they need not match', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply).toContain(NEED_NOT[language]);
  });

  it('an open question for a bag with the shoes still gets bags', async () => {
    const [reply] = await talk('en', 'What bag goes with black shoes?');
    expect(reply).not.toContain(NEED_NOT.en);
    expect(reply).toContain('tote');
  });
});
