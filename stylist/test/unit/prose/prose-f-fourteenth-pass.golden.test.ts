import { describe, expect, it } from 'vitest';
import { LANGUAGES, type AddressForm, type Language, type RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { writeLocalReply } from '../../../src/local/chat';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { SITUATIONS } from '../../../src/knowledge/chat-situations';
import type { SituationId } from '../../../src/knowledge/chat-situations';
import { readDescription } from '../../../src/local/signals/text';
import { talk } from '../../support/chat-talk';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });
const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ');
/** The reason a situation gives in a language, from its second letter (the answer lower-cases it after «The rule:») to its first stop. */
const reasonOf = (id: SituationId, language: Language): string => {
  const why = language === 'en' ? SITUATIONS.find((s) => s.id === id)!.why : CHAT_LINES[language].situations[id]!.why;
  return plain(why).split(/\s?[:：;；。.]/u)[0]!.slice(1, 24);
};

// «¿Está mal combinar marrón con negro?» → «No, con dos condiciones: … La regla: una base neutra y un solo color de
// acento.» The reason was the colour family's, which answers another question; every language now says its own.
const BROWN_BLACK: Record<Language, string> = {
  en: 'Is it wrong to wear brown with black?', es: '¿Está mal combinar marrón con negro?', fr: 'Peut-on porter du marron avec du noir ?',
  de: 'Kann man Braun mit Schwarz kombinieren?', it: 'È sbagliato abbinare marrone e nero?', pt: 'É errado usar marrom com preto?',
  zh: '棕色配黑色是错的吗？', ja: '茶色と黒を合わせるのはダメですか？', ko: '갈색이랑 검정을 같이 입으면 안 돼요?', ar: 'هل من الخطأ لبس البني مع الأسود؟',
};
const NAVY_BLACK: Record<Language, string> = {
  en: 'Can I wear navy and black together?', es: '¿Puedo combinar azul marino y negro?', fr: 'Peut-on porter du bleu marine avec du noir ?',
  de: 'Kann ich Marineblau und Schwarz kombinieren?', it: 'Posso abbinare blu navy e nero?', pt: 'Posso usar azul-marinho com preto?',
  zh: '藏青色和黑色可以一起穿吗？', ja: 'ネイビーと黒は合わせてもいいですか？', ko: '네이비랑 검정 같이 입어도 돼요?', ar: 'هل يتناسق الكحلي مع الأسود؟',
};

describe('a counted condition is followed by the reason for that pair of colours, not the colour family\'s', () => {
  for (const [id, questions] of [['colour-brown-black', BROWN_BLACK], ['colour-navy-black', NAVY_BLACK]] as const) {
    it.each(LANGUAGES.map((l) => [l, questions[l]] as const))(`${id} %s: %s`, async (language, question) => {
      const [reply = ''] = await talk(language, question);
      expect(plain(reply)).toContain(reasonOf(id, language));
      const family = plain(CHAT_LINES[language].families.colour.why).split(/[:：.。]/u)[0]!;
      expect(plain(reply)).not.toContain(family);
    });
  }
});

describe('a suit counts for top and bottom without being called a one-piece', () => {
  // «Als Einteiler zählt der Anzug…», «Essendo un capo unico, il completo…», «Por ser peça única, o terno…»: a suit is two pieces.
  const SUITS: [Language, string[], RegExp][] = [
    ['de', ['dunkelblauer Anzug, weißes Hemd und braune Schuhe', 'grauer Anzug, hellblaues Hemd und schwarze Oxfords', 'anthrazitfarbener Anzug, weißes Hemd, Krawatte und Oxfords'], /Einteiler/u],
    ['it', ['abito blu navy, camicia bianca e scarpe marroni', 'completo grigio, camicia azzurra e scarpe nere', 'abito antracite, camicia bianca, cravatta e francesine'], /capo unico/u],
    ['pt', ['terno azul-marinho, camisa branca e sapatos marrons', 'terno cinza, camisa azul-clara e sapatos pretos', 'terno grafite, camisa branca, gravata e sapatos oxford'], /peça única/u],
  ];
  it.each(SUITS)('%s', async (language, descriptions, oneItem) => {
    for (const description of descriptions) {
      for (const occasion of ['wedding', 'interview', 'work'] as const) {
        const r = await rate(description, occasion, language);
        expect(r.feedback, `${description} @${occasion}`).not.toMatch(oneItem);
      }
    }
  });
});

describe('words the reading missed or doubled', () => {
  it('pt: cinza-chumbo is one colour, charcoal', () => {
    expect(readDescription('terno cinza-chumbo, camisa branca', 'pt')!.garments.find((g) => g.garment === 'suit')!.colours).toEqual(['charcoal']);
  });
  it.each([
    ['ja', 'ネイビーのスーツに白シャツ、茶色のウイングチップ'],
    ['ko', '네이비 정장, 흰 셔츠, 갈색 브로그'],
  ] as const)('%s: brogues are read as the look\'s shoes (%s)', (language, description) => {
    const shoes = readDescription(description, language)!.garments.filter((g) => g.garment === 'oxfords');
    expect(shoes.map((g) => g.colours)).toEqual([['brown']]);
  });
});

describe('agreement in the new rating lines', () => {
  it('de: denim on the trail says "Jeans sind…", never a capital "Sie" that reads as the member', async () => {
    const r = await rate('Jeans, Kapuzenpulli und Wanderschuhe', 'hiking', 'de');
    expect(r.feedback).toContain('Jeans sind schwer');
    expect(r.feedback).not.toMatch(/: Sie sind schwer/u);
  });
  it('ar: "boots or a waterproof shoe keep…" agrees with the nearer noun (يُبقي), as أو asks', async () => {
    const r = await rate('الجو ممطر: جاكيت مطر وجينز وحذاء رياضي من القماش', 'casual', 'ar');
    expect(r.feedback).toContain('الحذاء المقاوم للماء يُبقي القدمين');
  });
  it('ko: a loud print is too strong "to wear to" church, not "compared with" it', async () => {
    for (const description of ['호피 원피스, 검정 플랫슈즈', '호피 스커트, 검정 터틀넥, 앵클부츠', '호피 원피스, 검정 구두, 검정 가방']) {
      expect((await rate(description, 'church', 'ko')).feedback).not.toMatch(/교회에 비해/u);
    }
  });
});

describe('ar: the new chat answers in each form of address', () => {
  const ask = (message: string, addressForm: AddressForm) =>
    writeLocalReply({ message, language: 'ar', personality: 'professional', history: [], facts: { ratedOutfits: 0, averageRating: null, best: null, latest: null }, image: null, addressForm }, { paceMs: 0 });
  it.each([
    ['masculine', 'أنا طويل، أي حذاء ألبس؟', 'إن كنتَ تفضّل ألا تبدو أطول كثيرًا ممن حولك'],
    ['feminine', 'أنا طويلة، أي حذاء ألبس؟', 'إن كنتِ تفضّلين ألا تبدي أطول كثيرًا ممن حولكِ'],
    ['neutral', 'أنا طويلة، أي حذاء ألبس؟', 'إن كنتم تفضّلون ألا تبدوا أطول كثيرًا ممن حولكم'],
    ['masculine', 'هل يجب أن ألبس ربطة عنق في البنك؟', 'انظر إلى ما يرتديه رؤساؤك'],
    ['feminine', 'هل يجب أن ألبس ربطة عنق في البنك؟', 'انظري إلى ما يرتديه رؤساؤكِ'],
    ['neutral', 'هل يجب أن ألبس ربطة عنق في البنك؟', 'انظروا إلى ما يرتديه رؤساؤكم'],
    ['masculine', 'ماذا ألبس في أسبوع العمل؟', 'إذا كان مكتبك غير رسمي، فاستبدل القمصان'],
    ['neutral', 'ماذا ألبس في أسبوع العمل؟', 'إذا كان مكتبكم غير رسمي، فاستبدلوا القمصان'],
  ] as const)('%s: «%s»', async (form, question, words) => {
    expect(await ask(question, form)).toContain(words);
  });
});
