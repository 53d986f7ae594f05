import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../../src/local/chat';
import { CHAT_LINES } from '../../../../src/local/chat/lines';
import { fillIn } from '../../../../src/local/chat/knowledge-answer';
import { packFor } from '../../../../src/local/i18n/packs';
import { createLocalRater } from '../../../../src/local/engine';
import { proseFor } from '../../../../src/local/styling/prose';
import { STYLING_SENTENCES } from '../../../../src/local/styling/sentences';

/** Sentences a native editor corrected in the seventh reading, each as the engine now writes it. */
const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const nextTry = (language: Language, item: string) => fillIn(CHAT_LINES[language].nextTry, { item }, packFor(language));

describe('the next step names the piece with its article, not in brackets after "this piece"', () => {
  const cases: readonly [Language, string, string][] = [
    ['es', 'botines de tacón negros', 'Tu siguiente paso: pruébate los botines de tacón negros con el resto del conjunto esta noche y mírate en un espejo de cuerpo entero.'],
    ['es', 'camisa blanca', 'Tu siguiente paso: pruébate la camisa blanca con el resto del conjunto esta noche y mírate en un espejo de cuerpo entero.'],
    ['fr', 'escarpins pointus noirs', 'Prochaine étape\u00a0: essayez les escarpins pointus noirs avec le reste de la tenue ce soir, devant un miroir en pied.'],
    ['it', 'tronchetti con tacco neri', 'Prossimo passo: prova i tronchetti con tacco neri con il resto dell’outfit stasera, davanti a uno specchio a figura intera.'],
    ['pt', 'botas pretas de cano curto com salto', 'Seu próximo passo: experimente as botas pretas de cano curto com salto com o resto do look hoje à noite, diante de um espelho de corpo inteiro.'],
    ['de', 'Lederloafer in Braun', 'Ihr nächster Schritt: Probieren Sie die Lederloafer in Braun heute Abend mit dem Rest des Outfits vor einem großen Spiegel an.'],
  ];
  for (const [language, item, expected] of cases) it(`${language}: ${item}`, () => expect(nextTry(language, item)).toBe(expected));

  it('the coach\'s answer in every European language has no piece in brackets', async () => {
    const questions: Partial<Record<Language, string>> = {
      es: '¿Qué zapatos van con un vestido de cóctel para el trabajo?', fr: 'Quelles chaussures avec une robe de cocktail pour le travail ?',
      it: 'Che scarpe con un abito da cocktail per il lavoro?', pt: 'Que sapatos combinam com um vestido de coquetel para o trabalho?',
      de: 'Welche Schuhe passen zu einem Cocktailkleid für die Arbeit?',
    };
    for (const [language, message] of Object.entries(questions) as [Language, string][]) {
      const reply = await writeLocalReply({ message, image: null, personality: 'coach', language, history: [], facts: NO_FACTS });
      expect(reply, reply).not.toMatch(/\((?:[^)\d]*[^\d/)])\)/u);
    }
  });
});

describe('German says what a piece is in a sentence, not as a label', () => {
  it('the style level is a sentence with the garment as subject', async () => {
    const reply = await writeLocalReply({ message: 'Wie kombiniere ich eine Chinohose in Rostrot?', image: null, personality: 'professional', language: 'de', history: [], facts: NO_FACTS });
    expect(reply).not.toMatch(/Stilstufe vo[nm]/u);
    expect(reply).toMatch(/Die Chinohose in Rostrot (?:gehört zur Stilstufe|liegt stilistisch bei) „Smart Casual“\./u);
  });
});

describe('a refusal is grammatical', () => {
  it.each([
    ['es', 'En eso no puedo ayudarte.'],
    ['pt', 'Nisso eu não consigo ajudar.'],
  ] as const)('%s', async (language, expected) => {
    const reply = await writeLocalReply({ message: language === 'es' ? '¿Cuál es la capital de Francia?' : 'Qual é a capital da França?', image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
    expect(reply.startsWith(expected), reply).toBe(true);
  });
});

describe('small counts are words in the advice, as style guides write them', () => {
  it.each([
    ['es', 2, 'Mantén las dos partes que puntuaron bien y cambia el resto como se sugiere.'],
    ['fr', 3, 'Gardez les trois parties bien notées et changez le reste comme proposé.'],
    ['it', 2, 'Tieni le due parti con un buon voto e cambia il resto come suggerito.'],
    ['pt', 3, 'Mantenha as três partes bem avaliadas e mude o resto como sugerido.'],
    ['ar', 3, '{احتفظ|احتفظي|احتفظوا} بالأجزاء الثلاثة التي حصلت على تقييم جيد {وغيّر|وغيّري|وغيّروا} الباقي كما هو مقترح.'],
    ['ar', 2, '{احتفظ|احتفظي|احتفظوا} بالجزأين اللذين حصلا على تقييم جيد {وغيّر|وغيّري|وغيّروا} الباقي كما هو مقترح.'],
  ] as const)('%s: %i parts', (language, n, expected) => {
    expect(proseFor(language).advice.keepSome(n)).toBe(expected);
  });
});

describe('German advice: the piece is the subject, not a label', () => {
  const a = proseFor('de').advice;
  it.each([
    ['Jacke in Grau', 'Die Jacke in Grau bekam 8,5 und gehört zu den stärksten Teilen des Outfits; behalten Sie sie.'],
    ['schmaler Gürtel in Braun', 'Der schmale Gürtel in Braun bekam 8,5 und gehört zu den stärksten Teilen des Outfits; behalten Sie ihn.'],
    ['Sneaker in Hellblau', 'Die Sneaker in Hellblau bekamen 8,5 und gehören zu den stärksten Teilen des Outfits; behalten Sie sie.'],
    ['Oberteil in Schwarz', 'Das Oberteil in Schwarz bekam 8,5 und gehört zu den stärksten Teilen des Outfits; behalten Sie es.'],
  ] as const)('keep: %s', (piece, expected) => expect(a.keep(piece, '8,5')).toBe(expected));

  it.each([
    ['Rock in Anthrazit', 'Der Rock in Anthrazit bekam 3,0 und zieht die Gesamtnote nach unten.'],
    ['Sneaker in Hellblau', 'Die Sneaker in Hellblau bekamen 3,0 und ziehen die Gesamtnote nach unten.'],
  ] as const)('low: %s', (piece, expected) => expect(a.low('3,0', piece)).toBe(expected));
});

describe('Korean: the piece before what to do with it, and no 당신', () => {
  it('keep names the piece first', () => {
    expect(proseFor('ko').advice.keep('분홍색 목도리', '8.5')).toBe('분홍색 목도리는 8.5점으로 이 코디에서 가장 좋은 부분 중 하나예요. 그대로 두세요.');
  });
  it('the meeting note and the greeting address nobody as 당신', async () => {
    expect(proseFor('ko').occasions['business-meeting']).not.toMatch(/당신/u);
    const reply = await writeLocalReply({ message: '안녕하세요', image: null, personality: 'professional', language: 'ko', history: [], facts: NO_FACTS });
    expect(reply).not.toMatch(/당신/u);
  });
});

describe('Arabic: a missing part is offered as the subject of a verb that agrees with it', () => {
  const a = proseFor('ar').advice;
  it.each([
    ['بنطلون كريمي بكسرات', 'bottom', 'لإكمال الإطلالة، يناسب هذه المناسبة بنطلون كريمي بكسرات.'],
    ['بلوزة حرير كريمية', 'top', 'لإكمال الإطلالة، تناسب هذه المناسبة بلوزة حرير كريمية.'],
    ['ساعة كلاسيكية سوداء بسوار جلد', 'accessories', 'عند إضافة إكسسوار، تناسب هذه المناسبة ساعة كلاسيكية سوداء بسوار جلد.'],
  ] as const)('%s', (piece, part, expected) => expect(a.ifYouAdd(piece, part)).toBe(expected));
});

describe('off-topic questions are turned back to the member with the right person', () => {
  it('zh chill asks the member to ask the stylist, not to ask the jeans', async () => {
    const reply = await writeLocalReply({ message: '法国的首都是哪里？', image: null, personality: 'chill', language: 'zh', history: [], facts: NO_FACTS });
    expect(reply).toContain('不如问问我牛仔裤怎么搭吧。');
  });
  it('ko asks politely (-세요 / -주세요), not with a bare 물어봐요', async () => {
    for (const personality of ['chill', 'sassy', 'hype'] as const) {
      const reply = await writeLocalReply({ message: '프랑스의 수도는 어디예요?', image: null, personality, language: 'ko', history: [], facts: NO_FACTS });
      expect(reply, reply).toMatch(/물어보세요|물어봐 주세요/u);
      expect(reply, reply).not.toMatch(/물어봐요/u);
    }
  });
});

describe('a combination says how many outfits it was built from in words', () => {
  it.each([
    ['en', 'Built from three of your outfits rated 7 or more'],
    ['es', 'Combinado a partir de tres de tus outfits'],
    ['fr', 'Composée à partir de trois de vos tenues'],
    ['de', 'Zusammengestellt aus drei Ihrer Outfits'],
    ['it', 'Creato da tre dei tuoi outfit'],
    ['pt', 'Montado a partir de três dos seus looks'],
    ['zh', '从你评分7分及以上的三套穿搭中'],
    ['ko', '7점 이상 받은 코디 세 개에서'],
    ['ar', 'جُمعت من ثلاث من'],
  ] as const)('%s', (language, expected) => {
    expect(STYLING_SENTENCES[language].combiner.builtFrom(3)).toContain(expected);
  });
  it('two outfits in Arabic are the dual, and English says how to adjust a layer', () => {
    expect(STYLING_SENTENCES.ar.combiner.builtFrom(2)).toContain('جُمعت من اثنتين من');
    expect(STYLING_SENTENCES.en.honest(['linen shirt'], (items) => items.join(' and '))).toMatch(/add or drop a layer to suit the temperature\.$/u);
  });
});

describe('English: counted trousers are pairs, and the casual voices contract', () => {
  it('a fortnight packs pairs of trousers', async () => {
    const reply = await writeLocalReply({ message: 'What should I pack for two weeks in Rome?', image: null, personality: 'professional', language: 'en', history: [], facts: NO_FACTS });
    expect(reply).toMatch(/three pairs of trousers or skirts/u);
  });
  it('sassy and hype close with contractions', async () => {
    for (const personality of ['sassy', 'hype'] as const) {
      for (const message of ['What shoes go with a navy suit?', 'What should I wear to a wedding?', 'Does navy go with brown?']) {
        const reply = await writeLocalReply({ message, image: null, personality, language: 'en', history: [], facts: NO_FACTS });
        expect(reply, reply).not.toMatch(/You are (?:welcome|going)/u);
      }
    }
  });
});

describe('the sports-mix penalty gives a reason that fits any dressed look, not only a suit', () => {
  it.each([
    ['en', 'pink leather jacket, green leggings, cream ballet flats and a cream tie', /suit/u, 'gym wear pulls a polished look apart'],
    ['ja', 'ピンクのレザージャケット、緑のレギンス、クリームのバレエシューズとクリームのネクタイ', /スーツ/u, 'スポーツウェアはきちんとした印象を崩してしまいます'],
    ['de', 'eine Lederjacke in Rosa, Leggings in Grün, Ballerinas in Creme und eine Krawatte in Creme', /Anzug/u, 'Sportkleidung bricht jeden gepflegten Look'],
  ] as const)('%s', async (language, description, suit, reason) => {
    const a = await createLocalRater().rate({ image: null, description, occasion: 'date', customOccasion: null, language });
    expect(a.feedback).toContain(reason);
    expect(a.feedback).not.toMatch(suit);
  });
});

describe('zh and ja hype name the occasion before the pick, not inside the upgrade', () => {
  it.each([
    ['ja', 'ビーチには何を着ればいい？', /^[^。！]*ビーチなら、(?:いちばんの勝ち筋は|主役は|このコーデは|[^。！]+ひとつで)/u, /なら、さらに格上げ/u],
    // Asked about shoes, the answer is shoes: the pick first, then the others, never a whole look.
    ['zh', '上班穿什么鞋？', /🙌上班首选藏青色尖头高跟鞋。/u, /的话，想再升级|你的制胜单品是/u],
  ] as const)('%s', async (language, message, leads, doubled) => {
    const reply = await writeLocalReply({ message, image: null, personality: 'hype', language, history: [], facts: NO_FACTS });
    expect(reply, reply).toMatch(leads);
    expect(reply, reply).not.toMatch(doubled);
  });
});
