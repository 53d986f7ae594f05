import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, type Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { packFor } from '../../../src/local/chat/rater';
import { SITUATIONS } from '../../../src/knowledge/chat-situations';
import { CHAT_LINES } from '../../../src/local/chat/lines';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language, personality: (typeof CHAT_PERSONALITIES)[number] = 'professional') =>
  writeLocalReply({ message, image: null, personality, language, history: [], facts: NO_FACTS });

/** "What do you think of a camel coat with black jeans?" as a member writes it in each language. */
const CAMEL_COAT: [Language, string][] = [
  ['en', 'What do you think of a camel coat with black jeans?'],
  ['es', '¿Qué te parece un abrigo camel con vaqueros negros?'],
  ['fr', 'Que penses-tu d\'un manteau camel avec un jean noir ?'],
  ['de', 'Was halten Sie von einem camelfarbenen Mantel mit schwarzer Jeans?'],
  ['it', 'Cosa ne pensi di un cappotto cammello con jeans neri?'],
  ['pt', 'O que acha de um casaco camelo com calça jeans preta?'],
  ['zh', '驼色大衣配黑色牛仔裤怎么样？'],
  ['ja', 'キャメルのコートに黒のジーンズはどう？'],
  ['ko', '카멜 코트에 검정 청바지 어때요?'],
  ['ar', 'ما رأيك في معطف جملي مع جينز أسود؟'],
];

describe('the chat judges the pair it is asked about', () => {
  it.each(CAMEL_COAT)('%s: "%s" rates the coat and the jeans together', (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.intent).toBe('rateIdea');
    expect(u.item).toBeNull();
    expect(u.garments.map((g) => [g.garment, g.colours[0]])).toEqual([['coat', 'camel'], ['jeans', 'black']]);
  });

  it.each(CAMEL_COAT)('%s: every voice names both pieces in their colours with a score', async (language, message) => {
    const pack = packFor(language);
    const [camel, black] = [pack.colours.camel, pack.colours.black].map((c) => c.toLowerCase().split(/[\s|]/)[0]!);
    for (const personality of CHAT_PERSONALITIES) {
      const reply = (await ask(message, language, personality)).toLowerCase();
      expect(reply, `${personality}: ${reply}`).toContain(camel);
      expect(reply, `${personality}: ${reply}`).toContain(black);
      expect(reply, `${personality}: ${reply}`).toMatch(/\d[.,٫]\d\s?\/\s?10|\d[.,]\d\/10/);
    }
  });

  it('the coat is kept: the answer says what to wear under it, never to trade it for a T-shirt', async () => {
    const reply = await ask('Can I wear a camel coat with black jeans?', 'en');
    expect(reply).not.toMatch(/swap the camel coat/i);
    expect(reply).toMatch(/With your camel coat and black jeans|To wear your camel coat and black jeans/);
  });

  it('"which coat goes with black jeans?" still asks for a coat', () => {
    expect(understand('Which coat goes with black jeans?', false, [], 'en').intent).toBe('item');
    expect(understand('¿Qué abrigo combina con vaqueros negros?', false, [], 'es').intent).toBe('item');
  });
});

/** "What colour goes with olive trousers?" in the forms members write (Korean 어떤 색, 무슨 색깔, 어울리는 색…). */
const OLIVE_TROUSERS: [Language, string][] = [
  ['en', 'What colour goes with olive trousers?'],
  ['es', '¿Qué color combina con un pantalón verde oliva?'],
  ['fr', 'Quelle couleur porter avec un pantalon vert olive ?'],
  ['de', 'Welche Farbe passt zu einer olivgrünen Hose?'],
  ['de', 'Was für Farben passen zu einer olivgrünen Hose?'],
  ['it', 'Che colore abbinare a dei pantaloni verde oliva?'],
  ['pt', 'Que cor combina com calças verde-oliva?'],
  ['zh', '橄榄绿裤子配什么颜色？'],
  ['zh', '橄榄绿的裤子和哪个颜色搭？'],
  ['ja', 'オリーブのパンツに合う色は？'],
  ['ja', 'オリーブのパンツに似合う色は？'],
  ['ko', '올리브색 바지에 어울리는 색은?'],
  ['ko', '올리브 바지에는 무슨 색깔이 좋아요?'],
  ['ko', '올리브색 바지랑 어떤 색 입어요?'],
  ['ar', 'أي لون يناسب بنطلون زيتي؟'],
  ['ar', 'ما هي الألوان التي تناسب البنطلون الزيتي؟'],
];

describe('a colour question about a coloured piece names the partner colours in every language', () => {
  const partners = SITUATIONS.find((s) => s.id === 'colour-olive')!.partners!;

  it.each(OLIVE_TROUSERS)('%s: "%s" is a colour question about olive trousers', (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.intent).toBe('colour');
    expect(u.colours).toEqual(['olive']);
  });

  it.each(OLIVE_TROUSERS)('%s: every voice names the partner colours', async (language, message) => {
    const pack = packFor(language);
    const names = partners.map((c) => pack.colours[c].toLowerCase());
    for (const personality of CHAT_PERSONALITIES) {
      const reply = (await ask(message, language, personality)).toLowerCase();
      const said = names.filter((n) => reply.includes(n));
      expect(said.length, `${personality}: ${reply}`).toBeGreaterThanOrEqual(4);
    }
  });
});

/** Two named pieces asked about for an occasion: the pair is judged for it, not replaced by a look for it. */
const PAIR_FOR_BRUNCH: [Language, string][] = [
  ['en', 'Would a white shirt and olive chinos work for brunch?'],
  ['es', '¿Una camisa blanca y chinos verde oliva sirven para un brunch?'],
  ['fr', 'Une chemise blanche et un chino olive pour un brunch ?'],
  ['de', 'Geht ein weißes Hemd mit einer olivgrünen Chino zum Brunch?'],
  ['it', 'Una camicia bianca e chino verde oliva vanno bene per un brunch?'],
  ['pt', 'Camisa branca e chino verde-oliva servem para um brunch?'],
  ['zh', '白衬衫配橄榄绿卡其裤去吃早午餐可以吗？'],
  ['ja', '白シャツとオリーブのチノパンでブランチはどう？'],
  ['ko', '흰 셔츠에 올리브 치노 바지 브런치에 괜찮아요?'],
  ['ar', 'هل قميص أبيض مع تشينو زيتي مناسب للبرانش؟'],
];

/** "Is it too much?": its yes means the look fails. */
const TOO_MUCH_QUESTIONS: [Language, string][] = [
  ['en', 'Is a red dress with gold heels too much for a date?'],
  ['es', '¿Un vestido rojo con tacones dorados es demasiado para una cita?'],
  ['fr', 'Une jupe verte avec un haut rose, c\'est trop ?'],
  ['de', 'Ist ein rotes Kleid mit goldenen Absatzschuhen zu viel für ein Date?'],
  ['it', 'Una gonna verde con un top rosa è troppo?'],
  ['pt', 'Uma saia verde com uma blusa rosa é demais?'],
  ['zh', '红色连衣裙配金色高跟鞋去约会会不会太夸张？'],
  ['ja', '緑のスカートにピンクのトップスはやりすぎ？'],
  ['ko', '초록 치마에 분홍 상의는 너무 과해요?'],
  ['ar', 'هل فستان أحمر مع كعب ذهبي مبالغ فيه لموعد؟'],
];

describe('two named pieces for an occasion, and "is it too much?"', () => {
  it.each(PAIR_FOR_BRUNCH)('%s: "%s" judges the shirt and the chinos for brunch', async (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.intent).toBe('rateIdea');
    expect(u.occasion).toBe('brunch');
    expect(u.garments.map((g) => g.garment)).toEqual(['shirt', 'chinos']);
    const pack = packFor(language);
    for (const personality of CHAT_PERSONALITIES) {
      const reply = (await ask(message, language, personality)).toLowerCase();
      expect(reply, `${personality}: ${reply}`).toContain(pack.colours.olive.toLowerCase());
      expect(reply, `${personality}: ${reply}`).toMatch(/\d[.,]\d\s?\/\s?10/);
    }
  });

  it.each(TOO_MUCH_QUESTIONS)('%s: "%s" opens with "not too much" or "too much", never a bare yes', async (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.tooMuch).toBe(true);
    const lines = CHAT_LINES[language];
    const reply = await ask(message, language);
    expect([lines.tooMuch.no, lines.tooMuch.yes].some((o) => reply.startsWith(o)), reply).toBe(true);
    // The body does not open its own sentence with a second yes ("No, it is not too much. … Yes, they work together").
    expect(reply.slice(lines.tooMuch.no.length)).not.toContain(lines.answers.yes.replace(/[.。]$/u, ','));
  });

  it.each([
    ['zh', '参加婚礼可以西装配小白鞋吗？'],
    ['zh', '面试穿藏青色西装配棕色皮鞋可以吗？'],
    ['ko', '면접에 네이비 정장에 갈색 구두 괜찮아요?'],
  ] as [Language, string][])('%s: "%s" names the shoes worn: they are judged, not asked for', (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.item).toBeNull();
    expect(u.intent).toBe('rateIdea');
  });

  it('운동화 (sneakers) is not a workout', () => {
    expect(understand('베이지 트렌치코트에 흰 운동화 어울려요?', false, [], 'ko').occasion).toBeNull();
    expect(understand('운동할 때 뭐 입어요?', false, [], 'ko').occasion).toBe('workout');
  });
});

/** "Does a navy blazer go with grey trousers?": named without an occasion, the pair is judged at the one it is for. */
const BLAZER_GREY: [Language, string][] = [
  ['en', 'Does a navy blazer go with grey trousers?'],
  ['es', '¿Una americana azul marino combina con un pantalón gris?'],
  ['fr', 'Un blazer bleu marine va-t-il avec un pantalon gris ?'],
  ['de', 'Passt ein marineblauer Blazer zu einer grauen Hose?'],
  ['it', 'Un blazer blu navy sta bene con pantaloni grigi?'],
  ['pt', 'Um blazer azul-marinho combina com calça cinza?'],
  ['zh', '藏青色西装外套配灰色裤子好看吗？'],
  ['ja', 'ネイビーのジャケットにグレーのパンツは合う？'],
  ['ko', '네이비 블레이저에 회색 바지 어울려요?'],
  ['ar', 'هل يناسب بليزر كحلي مع بنطلون رمادي؟'],
];

describe('a pair named without an occasion is judged at the occasion it is for', () => {
  it.each(BLAZER_GREY)('%s: "%s" is a yes for work, never "swap the blazer for a T-shirt"', async (language, message) => {
    const lines = CHAT_LINES[language];
    const pack = packFor(language);
    const reply = await ask(message, language);
    expect(reply.startsWith(lines.answers.yes), reply).toBe(true);
    expect(reply, reply).toContain(pack.occasions.work.replace(/^(?:den|die|das|el|la|le|il|o|a) /u, ''));
  });
});

describe('"too formal" judges the look; it names no formal occasion', () => {
  it.each([
    ['en', 'Is a black trench coat too formal with jeans?'],
    ['fr', 'Un trench noir avec un jean, c\'est trop formel ?'],
    ['de', 'Ist ein schwarzer Trenchcoat zu formell zu Jeans?'],
  ] as [Language, string][])('%s: "%s"', async (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.occasion).toBeNull();
    expect(u.intent).toBe('rateIdea');
    expect(u.tooMuch).toBe(true);
    expect(await ask(message, language)).toMatch(new RegExp(`^${CHAT_LINES[language].tooMuch.no}|^${CHAT_LINES[language].tooMuch.yes}`));
  });

  it.each([
    ['es', '¿Qué opinas de un chaquetón azul marino con pantalones blancos?'],
    ['fr', 'Que pensez-vous d\'un caban bleu marine avec un pantalon blanc ?'],
    ['de', 'Was halten Sie von einer marineblauen Cabanjacke mit einer weißen Hose?'],
  ] as [Language, string][])('%s: a peacoat ("%s") is a coat', (language, message) => {
    expect(understand(message, false, [], language).garments.map((g) => g.garment)).toEqual(['coat', 'trousers']);
  });
});
