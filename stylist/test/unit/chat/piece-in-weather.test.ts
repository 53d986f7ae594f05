import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { CHAT_WORDS } from '../../../src/local/chat/words';
import { GARMENTS } from '../../../src/knowledge/garments';
import { garmentInColour } from '../../../src/local/styling/words';
import type { Garment } from '../../../src/knowledge';
import { proseProblems } from '../../support/prose-checks';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language) => writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
/** French typesetting puts no-break spaces before its colons; the sentence is compared word for word. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ');

/** The catalogue garments of a slot the reply names, in any of their colours, as the generator writes them. */
const namedIn = (reply: string, slot: Garment['slot'], language: Language): Garment[] =>
  GARMENTS.filter((g) => g.slot === slot && g.colours.some((colour) => reply.includes(plain(garmentInColour({ garment: g, colour }, language)))));

/** The generator's whole look in the rain names an umbrella and a belt; an answer about one piece names neither. */
const WHOLE_LOOK = /umbrella|paraguas|parapluie|Schirm|ombrello|guarda-chuva|雨伞|折りたたみ傘|우산|مظلة|belt\b|cinturón|ceinture|Gürtel|cintura|cinto|皮带|ベルト|벨트|حزام/iu;

describe('a piece asked for in named weather is that piece, narrowed by the weather', () => {
  it.each([
    ['en', 'What shoes for work when it\'s pouring rain?'],
    ['es', '¿Qué zapatos me pongo para el trabajo si llueve?'],
    ['fr', 'Quelles chaussures porter au travail quand il pleut ?'],
    ['de', 'Welche Schuhe soll ich bei Regen zur Arbeit tragen?'],
    ['it', 'Che scarpe mettere per il lavoro quando piove?'],
    ['pt', 'Que sapatos usar no trabalho quando chove?'],
    ['zh', '下雨天上班穿什么鞋？'],
    ['ja', '雨の日の仕事に履く靴は？'],
    ['ko', '비 오는 날 출근할 때 어떤 신발을 신어야 해요?'],
    ['ar', 'أي حذاء أرتدي إلى العمل في المطر؟'],
  ] as const)('%s: shoes for work in the rain are rain-proof shoes, with what the rain asks of them', async (language, message) => {
    const reply = plain(await ask(message, language));
    expect(reply, reply).toContain(plain(CHAT_WORDS[language].phrases['piece.rain.footwear'][0]));
    expect(proseProblems(language, await ask(message, language)), reply).toEqual([]);
    expect(reply, reply).not.toMatch(WHOLE_LOOK);
    // Every shoe the answer names is one the rain allows.
    const named = namedIn(reply, 'shoes', language);
    expect(named.length, reply).toBeGreaterThan(0);
    expect(named.filter((g) => !g.tags.includes('rainproof')).map((g) => g.id), reply).toEqual([]);
  });

  it.each([
    ['en', 'What coat for a wedding in winter?'],
    ['es', '¿Qué abrigo para una boda en invierno?'],
    ['fr', 'Quel manteau pour un mariage en hiver ?'],
    ['de', 'Welcher Mantel für eine Hochzeit im Winter?'],
    ['it', 'Che cappotto per un matrimonio in inverno?'],
    ['pt', 'Que casaco usar num casamento no inverno?'],
    ['zh', '冬天参加婚礼穿什么大衣？'],
    ['ja', '冬の結婚式にはどんなコートがいい？'],
    ['ko', '겨울 결혼식에 어떤 코트를 입어야 해요?'],
    ['ar', 'أي معطف أرتدي لحفل زفاف في الشتاء؟'],
  ] as const)('%s: a coat for a winter wedding is a warm coat', async (language, message) => {
    const reply = plain(await ask(message, language));
    expect(reply, reply).toContain(plain(CHAT_WORDS[language].phrases['piece.cold.layer'][0]));
    expect(proseProblems(language, await ask(message, language)), reply).toEqual([]);
    const named = namedIn(reply, 'outer', language);
    expect(named.length, reply).toBeGreaterThan(0);
    expect(named.filter((g) => g.warmth < 3 || !/coat/.test(g.name)).map((g) => g.id), reply).toEqual([]);
  });

  it('a weather with no rule of its own for the piece gets the weather\'s general line', async () => {
    const reply = await ask('What top for work in the heat?', 'en');
    expect(reply, reply).toMatch(/is the first pick for work\. .* In the heat, choose light, breathable fabrics such as linen and cotton\./u);
  });

  it('no coat suits a heatwave: the answer says what the heat asks for, not that it cannot help', async () => {
    const reply = await ask('What coat for the beach in a heatwave?', 'en');
    expect(reply, reply).toMatch(/In the heat, choose light, breathable fabrics/u);
  });
});

describe('a coat and a jacket are two pieces', () => {
  it.each([
    ['en', 'What coat for an interview?', 'coat'],
    ['en', 'What jacket for a date?', 'jacket'],
    ['fr', 'Quel manteau pour un rendez-vous ?', 'coat'],
    ['fr', 'Quelle veste pour le travail ?', 'jacket'],
    ['de', 'Welcher Mantel für ein Date?', 'coat'],
    ['de', 'Welche Jacke für ein Date?', 'jacket'],
    ['es', '¿Qué abrigo para el trabajo?', 'coat'],
    ['es', '¿Qué chaqueta para una cita?', 'jacket'],
    ['it', 'Che cappotto per il lavoro?', 'coat'],
    ['it', 'Che giacca per un appuntamento?', 'jacket'],
    ['pt', 'Que casaco usar no trabalho?', 'coat'],
    ['pt', 'Que jaqueta usar num encontro?', 'jacket'],
    ['ko', '출근할 때 어떤 코트를 입어야 해요?', 'coat'],
    ['zh', '上班穿什么大衣？', 'coat'],
  ] as const)('%s: "%s" offers only %ss', async (language, message, kind) => {
    const reply = await ask(message, language);
    const named = namedIn(reply, 'outer', language);
    expect(named.length, reply).toBeGreaterThan(0);
    const isCoat = (name: string) => /coat|\bmac\b|parka/.test(name);
    expect(named.filter((g) => isCoat(g.name) !== (kind === 'coat')).map((g) => g.id), reply).toEqual([]);
  });

  it.each([
    ['en', 'What coat for an interview?', /Another good option: a black trench coat\./u],
    ['es', '¿Qué abrigo para una entrevista?', /Otra buena opción: una gabardina negra\./u],
    ['fr', 'Quel manteau pour un entretien ?', /Autre bonne option\u00a0: un trench noir\./u],
    ['de', 'Welcher Mantel für ein Vorstellungsgespräch?', /Sie können auch einen Trenchcoat in Schwarz nehmen\./u],
  ] as const)('%s: one other option is "another good option", not a plural label over one piece', async (language, message, expected) => {
    const reply = await ask(message, language);
    expect(reply, reply).toMatch(expected);
  });
});
