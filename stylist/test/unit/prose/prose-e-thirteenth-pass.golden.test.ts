import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, LANGUAGES, type Language, type RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { CATALOGUES } from '../../../src/local/languages/registry';
import { CHAT_WORDS } from '../../../src/local/chat/words';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { writeLocalReply } from '../../../src/local/chat';
import { openingGreeting } from '../../../src/local/chat/greeted';
import { indefiniteNominative } from '../../../src/local/languages/de/grammar';
import { generateOutfit } from '../../../src/local/styling/generator';
import { adviseOn } from '../../../src/local/styling/advice';
import { packFor } from '../../../src/local/i18n/packs';
import { CHAT_QUESTIONS } from '../../support/chat-questions';
import { talk } from '../../support/chat-talk';
import { AR_FEMININE, AR_MASCULINE } from '../../support/prose-checks-cjk-ar';
import { proseProblems } from '../../support/prose-checks';
import { inAddressForm } from '../../../src/local/languages/ar/grammar';

/** Sentences a native editor corrected in the thirteenth reading, as the engine now writes them. */
const rate = (language: Language, description: string, occasion: RatingOccasion) =>
  createLocalRater().rate({ image: null, description, occasion, customOccasion: null, language });
const first = async (language: Language, message: string) => (await talk(language, message))[0]!;
/** French typesetting puts a narrow no-break space before '!': the tests read every space alike. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');
const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

// "Hey there! What should I wear to a garden party?" was answered "The rule: …": a person says hello back first.
describe('a question that opens with a greeting is greeted back', () => {
  it.each<[Language, string, string]>([
    ['en', 'Hey there! What should I wear to a garden party?', 'Hi! '],
    ['en', 'Good morning, what should I wear to a job interview?', 'Hi! '],
    ['es', '¡Hola! ¿Qué me pongo para una boda?', '¡Hola! '],
    ['fr', 'Bonjour, que porter pour un mariage ?', 'Bonjour\u00a0! '],
    ['fr', 'Bonsoir ! Que porter pour un mariage ?', 'Bonsoir\u00a0! '],
    ['de', 'Guten Tag! Was ziehe ich zu einer Hochzeit an?', 'Hallo! '],
    ['it', 'Buongiorno! Cosa mi metto per un matrimonio?', 'Ciao! '],
    ['pt', 'Oi! O que eu visto para um casamento?', 'Olá! '],
    ['zh', '你好！参加婚礼穿什么好？', '你好！'],
    ['ja', 'こんにちは！結婚式には何を着ればいいですか？', 'こんにちは。'],
    ['ko', '안녕하세요! 결혼식에 뭐 입고 가면 좋을까요?', '안녕하세요! '],
    ['ar', 'مرحبًا! ماذا أرتدي لحفل زفاف؟', 'أهلًا وسهلًا! '],
    // «السلام عليكم» has its own answer, whether it stands alone or opens a question.
    ['ar', 'السلام عليكم، ماذا أرتدي لمقابلة عمل؟', 'وعليكم السلام! '],
    ['ar', 'السلام عليكم', 'وعليكم السلام! '],
    ['fr', 'bonsoir', 'Bonsoir\u00a0! '],
  ])('%s: %s', async (language, message, hello) => {
    const reply = spaced(await first(language, message));
    expect(reply.startsWith(spaced(hello)), reply).toBe(true);
    // Said once: a bare greeting's own line is not greeted a second time.
    expect(reply.slice(hello.length).startsWith(spaced(hello).trim()), reply).toBe(false);
  });

  it('a question without a greeting gets none, and a word that only starts like one is none ("Hiking boots…")', async () => {
    expect(await first('en', 'What should I wear to a garden party?')).not.toMatch(/^Hi!/u);
    expect(await first('en', 'Hiking boots with jeans?')).not.toMatch(/^Hi!/u);
  });

  it('a voice that already exclaims is greeted calmly: one exclamation an answer', async () => {
    for (const language of LANGUAGES) {
      const greeting = CATALOGUES[language].chatCues.intents.greeting[0]!;
      const question = CHAT_QUESTIONS[language][5]!;
      for (const personality of CHAT_PERSONALITIES) {
        const reply = await writeLocalReply({ message: `${greeting}, ${question}`, language, personality, history: [], facts: NO_FACTS, image: null }, { paceMs: 0 });
        expect(proseProblems(language, reply).filter((p) => p.startsWith('stackedExclamations')), `${language} ${personality}: ${reply}`).toEqual([]);
        expect(openingGreeting(reply), reply).not.toBeNull();
      }
    }
  }, 60_000);

  it('every question of every language, greeted, is greeted back (and the greet lines open with the same hello)', async () => {
    for (const language of LANGUAGES) {
      const words = CHAT_WORDS[language];
      for (const line of words.phrases.greet) expect(line.startsWith(words.hello), line).toBe(true);
      const greeting = CATALOGUES[language].chatCues.intents.greeting[0]!;
      const pack = packFor(language);
      for (const template of CHAT_QUESTIONS[language].filter((q) => !q.includes('{g2}')).slice(0, 10)) {
        const question = template.replace('{g}', pack.garments.shirt).replace('{c}', pack.colours.navy).replace('{c2}', pack.colours.white);
        const reply = spaced(await first(language, `${greeting}! ${question}`));
        expect(reply.startsWith(spaced(words.helloTo?.[greeting] ?? words.hello)), `${language}: ${question} → ${reply}`).toBe(true);
      }
    }
  }, 60_000);
});

// "Sì, a una condizione: una giacca leggera sopra, di giorno e con un dress code rilassato": three conditions after "one".
// The count is the situation's own (two for brown with black, three for sneakers with a suit or linen at a wedding).
describe('the opener counts the conditions that follow it', () => {
  it.each<[Language, string, string]>([
    ['en', 'Can I wear brown and black together?', 'Yes, on two conditions: '],
    ['en', 'Is it wrong to wear brown with black?', 'No, on two conditions: '],
    ['en', 'Can I wear a suit with sneakers?', 'Yes, on three conditions: '],
    ['it', 'Posso mettere una camicia di lino e dei chino a un matrimonio?', 'Sì, a tre condizioni: '],
    ['it', 'Posso abbinare marrone e nero?', 'Sì, a due condizioni: '],
    ['fr', 'Peut-on porter du marron avec du noir ?', 'Oui, à deux conditions\u00a0: '],
    ['es', '¿Puedo combinar marrón y negro?', 'Sí, con dos condiciones: '],
    ['pt', 'Posso usar marrom com preto?', 'Sim, com duas condições: '],
    ['de', 'Kann ich Braun und Schwarz kombinieren?', 'Ja, unter zwei Bedingungen: '],
    ['ko', '갈색이랑 검정 같이 입어도 돼요?', '네, 조건이 두 가지 있어요. '],
    ['zh', '棕色和黑色可以一起穿吗？', '可以，但有两个前提：'],
    ['ar', 'هل يمكن الجمع بين البني والأسود؟', 'نعم، بشرطين: '],
  ])('%s: %s', async (language, question, opener) => {
    const reply = await first(language, question);
    expect(reply.startsWith(opener), reply).toBe(true);
  });
  it('a single condition keeps "one"', async () => {
    expect(await first('en', 'Can I wear navy and black together?')).toMatch(/^Yes, on one condition: the two must be clearly different/u);
    expect(await first('it', 'Posso abbinare blu navy e nero?')).toMatch(/^Sì, a una condizione: /u);
  });
});

// «اجعله احتفاليًا… راجع بطاقة الدعوة… قبل أن ترتديه» beside «أضيفوا…»: one answer, two forms of address.
describe('ar: the chat\'s knowledge lines keep the plural of politeness', () => {
  it('by default no line of the Arabic chat addresses one man or one woman', () => {
    const lines = CHAT_LINES.ar;
    const texts = [...Object.values(lines.situations).flatMap((s) => [s.why, s.exception ?? '', s.core ?? '']), ...Object.values(lines.conditions)].map((t) => inAddressForm(t));
    const singular = texts.flatMap((t) => [AR_MASCULINE.exec(t)?.[1], AR_FEMININE.exec(t)?.[1]].filter(Boolean).map((w) => `${w} in ${t.slice(0, 40)}`));
    expect(singular).toEqual([]);
  });
  it('black at a wedding and a bag with shoes are said in the plural', async () => {
    const black = await first('ar', 'هل يجوز لبس الأسود في حفل زفاف؟');
    expect(black).toContain('اجعلوه احتفاليًا');
    expect(black).toContain('راجعوا بطاقة الدعوة، أو اسألوا العروسين، قبل أن ترتدوه');
    expect(inAddressForm(CHAT_LINES.ar.situations['bag-match-shoes']!.why)).toContain('اجعلوهما من عائلة واحدة');
  });
  it('the honest note names the closest piece as its predicate, never in brackets', () => {
    const g = generateOutfit({ occasion: 'evening-party', weather: 'cold-winter', bodyType: 'tall', profile: EMPTY, language: 'ar', seed: 'peevening-party' });
    expect(g.weather_considerations).toMatch(/لذا فالخيار الأقرب هو \S+/u);
    expect(g.weather_considerations).not.toMatch(/الأقرب \(/u);
  });
});

// '하의는 따로 필요 없어요: …', '서로 잘 어울려요: 네이비 …': a polite ending closes its sentence with a full stop.
describe('ko: no colon after a sentence ending', () => {
  it('the check catches the old sentences and passes the new', () => {
    expect(proseProblems('ko', '하의는 따로 필요 없어요: 원피스 하나가 코디의 기본이에요').join(' ')).toContain('endingColon');
    expect(proseProblems('ko', '모두 같은 색 계열이라 서로 잘 어울려요: 네이비 니트.').join(' ')).toContain('endingColon');
    expect(proseProblems('ko', '하의는 따로 필요 없어요. 원피스 하나가 코디의 기본이에요').join(' ')).not.toContain('endingColon');
  });
  it('a dress look, a packing list and a cold-weather note', async () => {
    const dress = generateOutfit({ occasion: 'wedding-guest', weather: 'sunny-warm', bodyType: 'pear', profile: EMPTY, language: 'ko', seed: 'pewedding-guest' });
    expect(dress.outfit.bottom).toMatch(/^하의는 따로 필요 없어요\. /u);
    const packing = await first('ko', '파리로 주말여행 가는데 뭘 챙겨야 해요?');
    expect(packing).toMatch(/스카프부터 시작하세요\. 모두 같은 색 계열이라 서로 잘 어울려요\./u);
    expect(CATALOGUES.ko.stylingSentences.coldCovered('앵클부츠', '검정 타이츠')).toBe('다리와 발을 모두 감싸요. 치마 아래에는 검정 타이츠를, 발에는 앵클부츠를 신으세요.');
  });
});

// "The loafers are dressier than the beach needs. | Clean sneakers or loafers are enough here."
describe('loafers too smart are not told that loafers are enough', () => {
  it.each<[Language, string, RegExp]>([
    ['en', 'mustard corduroy jacket, black jeans, brown loafers', /loafers are enough/u],
    ['de', 'senfgelbe Cordjacke, schwarze Jeans, braune Loafer', /oder Loafer/u],
    ['it', 'giacca di velluto senape, jeans neri, mocassini marroni', /o mocassini/u],
    ['zh', '芥末黄夹克，黑色牛仔裤，棕色乐福鞋', /或乐福鞋/u],
    ['ja', 'マスタードのジャケット、黒のジーンズ、茶色のローファー', /かローファー/u],
    ['ko', '머스타드색 재킷, 검정 청바지, 갈색 로퍼', /나 로퍼/u],
    ['ar', 'جاكيت خردلي، جينز أسود، حذاء لوفر بني', /لوفر أو/u],
  ])('%s at a concert', async (language, description, loafersAgain) => {
    const a = await rate(language, description, 'concert');
    expect(a.components.footwear.rating).toBeLessThan(8.5);
    expect(a.components.footwear.suggestions!.join(' ')).not.toMatch(loafersAgain);
  });
});

describe('de: a piece first named takes its indefinite article', () => {
  it.each([
    ['Anzughose aus Wolle in Anthrazit', 'eine Anzughose aus Wolle in Anthrazit'],
    ['geripptes Tanktop in Weiß', 'ein geripptes Tanktop in Weiß'],
    ['langer Strickmantel in Creme', 'ein langer Strickmantel in Creme'],
    ['Combat Boots in Schwarz', 'Combat Boots in Schwarz'],
  ])('%s → %s', (piece, expected) => {
    expect(indefiniteNominative(piece)).toBe(expected);
  });
  it('"Mein Vorschlag: eine …" and "darüber ein langer Strickmantel"', async () => {
    const a = await rate('de', 'weiße Jeans, dunkelblauer Blazer, Loafer', 'graduation');
    const outfit = { ratingId: '00000000-0000-4000-8000-000000000001', overallRating: a.overallRating, occasion: 'graduation', description: '', components: a.components, summary: a.summary, text: '' };
    const advice = adviseOn({ outfit, description: null, occasion: 'graduation', profile: EMPTY, language: 'de', seed: 'e13' });
    expect(advice.bottom.recommendation).toMatch(/^Mein Vorschlag: (?:eine|ein|einen) /u);
    expect(CATALOGUES.de.stylingSentences.under('Rippstrickkleid in Creme', 'langer Strickmantel in Creme')).toBe('Rippstrickkleid in Creme, darüber ein langer Strickmantel in Creme');
  });
  it('a rule after "Die Regel:" is a whole sentence, so its capital is right', async () => {
    const reply = await first('de', 'Was packe ich für ein Wochenende in Paris ein?');
    expect(reply).toContain('Die Regel: Bauen Sie auf zwei neutralen Farben und einer Akzentfarbe auf');
    expect(reply).not.toContain('Die Regel: Zwei');
  });
});

describe('pt: Chelsea boots keep their capital', () => {
  it('as the es and fr catalogues write them', () => {
    expect(CATALOGUES.pt.garmentNames['chelsea-boots']).toBe('botas Chelsea de couro');
    expect(CATALOGUES.pt.garmentNames['suede-chelsea']).toMatch(/^botas Chelsea /u);
  });
});

// '…まとまります：ネイビー…', '覆われています：足元は…': a Japanese sentence in です/ます ends with 。 before the next one.
describe('ja: no colon after a sentence ending', () => {
  it('the check catches the old sentences and passes the new', () => {
    expect(proseProblems('ja', 'すべて同じ色系統なので、どれを組み合わせてもまとまります：ネイビーのニット。').join(' ')).toContain('endingColon');
    expect(proseProblems('ja', '脚と足元はしっかり覆われています：足元は黒いブーツ。').join(' ')).toContain('endingColon');
    expect(proseProblems('ja', '基本ルール：靴はほかのアイテムと同じフォーマル度にそろえましょう。').join(' ')).not.toContain('endingColon');
  });
  it('a packing list and a cold-weather note', async () => {
    expect(await first('ja', 'パリで週末を過ごすのに何を持っていけばいい？')).toMatch(/まずは.+ストールから始めましょう。すべて同じ色系統なので、どれを組み合わせてもまとまります。/u);
    expect(CATALOGUES.ja.stylingSentences.coldCovered('黒いショートブーツ', '黒いタイツ')).toBe('脚と足元はしっかり覆われています。裾の下には黒いタイツ、足元は黒いショートブーツです。');
  });
});

// "Aquí eso significa los salones…", "Ici, cela veut dire les escarpins…": the rule applied, said without the calque.
describe('es, fr: the rule applied without "that means"', () => {
  it.each<[Language, string, RegExp]>([
    // A dress in a colour has shoes of its own, said in each language; a black dress still takes the family's rule, applied.
    ['es', '¿De qué color los zapatos con un vestido negro?', /En este caso: los salones .+ con el vestido negro\./u],
    ['fr', 'Quelle couleur de chaussures avec une robe noire ?', /Dans ce cas\s: les escarpins .+ avec la robe noire\./u],
  ])('%s: %s', async (language, question, applied) => {
    const reply = await first(language, question);
    expect(reply).toMatch(applied);
    expect(reply).not.toMatch(/eso significa|cela veut dire/u);
  });
});

describe('words a native editor would not leave', () => {
  it('fr, it: statement earrings in the language\'s own words', () => {
    expect(CATALOGUES.fr.garmentNames['statement-earrings']).toBe('boucles d’oreilles XXL');
    expect(CATALOGUES.it.garmentNames['statement-earrings']).toBe('orecchini maxi');
  });
  it('ar: a peplum top is «توب بيبلوم», not «بببلوم»', () => {
    expect(CATALOGUES.ar.garmentNames['peplum-top']).toBe('توب بيبلوم');
  });
  it('pt: "escolha uma camisa branca", not "vá de uma camisa branca"', () => {
    expect(CHAT_WORDS.pt.phrases['pick.best'].join(' ')).not.toContain('vá de');
  });
  it('de, ar: the occasions a piece suits are a sentence, not a label', async () => {
    // „Welche Schuhfarbe…“ now asks for shoes; the dress styled alone still says where it suits.
    const de = await first('de', 'Wie kombiniere ich ein grünes Kleid?');
    expect(de).toContain('Damit sind Sie für die Arbeit, eine Hochzeit und den Kirchgang richtig gekleidet.');
    expect(await first('ar', 'كيف أنسق تنورة سوداء؟')).toMatch(/ تناسب العمل، /u);
    expect(await first('ar', 'كيف أنسق بنطلون رمادي؟')).not.toContain('المناسبات الملائمة:');
  });
});

// "vielen Dank!" was answered "Dabei kann ich leider nicht helfen", and 太感谢了 the same.
describe('de, zh: thanks in their common forms are thanks', () => {
  it.each<[Language, string]>([['de', 'vielen Dank!'], ['de', 'Herzlichen Dank'], ['zh', '太感谢了！'], ['zh', '感谢！']])('%s: %s', async (language, message) => {
    expect(CHAT_WORDS[language].phrases.thanks).toContain(await first(language, message));
  });
});

// A piece the reader missed gave its colour to the piece before it: «藏青色条纹T恤» for a striped tee and navy cigarette trousers.
describe('zh, ko, it: pieces read as the member named them', () => {
  it.each<[Language, string, RatingOccasion, RegExp]>([
    ['zh', '米色风衣，条纹T恤，藏青色烟管裤，黑色芭蕾平底鞋', 'work', /条纹T恤、藏青色西裤/u],
    ['zh', '黑色皮裤，白色真丝衬衫，黑色尖头高跟鞋', 'date', /黑色西裤、白色/u],
    ['ko', '베이지 트렌치코트, 스트라이프 티셔츠, 네이비 슬림 팬츠, 검정 플랫슈즈', 'work', /스트라이프 티셔츠, 네이비 슬랙스/u],
  ])('%s: %s', async (language, description, occasion, named) => {
    expect((await rate(language, description, occasion)).feedback).toMatch(named);
  });
  it('zh: 休闲裤 are casual trousers, not too formal for school', async () => {
    const a = await rate('zh', '卡其色休闲裤，白色polo衫，白色运动鞋', 'school');
    expect(a.components.bottom.description).not.toMatch(/正式|隆重/u);
  });
  it('it: a knit "abito" beside a suede "giacca" is a dress, not a suit', async () => {
    const a = await rate('it', 'giacca di camoscio marrone, abito in maglia panna, stivali cuoio', 'brunch');
    expect(a.feedback).toMatch(/un vestito panna/u);
    expect(a.feedback).not.toMatch(/completo|blazer/u);
  });
  it('it: a striped "maglia" is a top, not sportswear at the office', async () => {
    const a = await rate('it', 'trench beige, maglia a righe, pantaloni a sigaretta blu, ballerine nere', 'work');
    expect(a.feedback).not.toMatch(/sportiv/u);
    expect(a.components.top.rating).toBeGreaterThan(7);
  });
});

// "面试穿黑色西装会不会太隆重？" was answered "可以。" (allowed), and «ليس فيه مبالغة» spoke of a masculine "it".
describe('zh, ar: "too much?" answered as asked', () => {
  it('zh: 太隆重 asks whether it is too much', async () => {
    expect(await first('zh', '面试穿黑色西装会不会太隆重？')).toMatch(/^不会，不算过头。/u);
  });
  it('ar: the no says "no excess in that", whatever the piece\'s gender', async () => {
    expect(await first('ar', 'هل البدلة السوداء مبالغ فيها لمقابلة عمل؟')).toMatch(/^لا، لا مبالغة في ذلك\. /u);
  });
});

// «红色和白色格纹连衣裙» read as a list of things; Chinese shops and members write 红白格纹连衣裙.
describe('zh: a piece of several colours is named by their first characters', () => {
  it.each([
    ['红白格子连衣裙，白色帆布鞋，草帽', '红白格纹连衣裙'],
    ['红白蓝条纹衬衫，藏青色卡其裤，白色运动鞋', '红白蓝条纹衬衫'],
    ['藏青色和白色条纹衬衫，牛仔裤', '藏青色与白色条纹衬衫'],
  ])('%s → %s', async (description, named) => {
    const a = await rate('zh', description, 'brunch');
    expect(a.feedback).toContain(named);
    expect(a.feedback).not.toMatch(/色和\S{1,3}色(?:格纹|条纹)/u);
  });
});
