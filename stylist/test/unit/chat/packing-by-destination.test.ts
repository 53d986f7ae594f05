import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { garment } from '../../../src/knowledge';
import { garmentInColour } from '../../../src/local/styling/words';
import type { ColourId } from '../../../src/local/colour/names';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string, language: Language) => writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/gu, ' ');
const piece = (id: string, colour: ColourId, language: Language) => plain(garmentInColour({ garment: garment(id), colour }, language));

/** A week at the beach, a ski trip and a week in a city in winter, asked as a member asks in each language. */
const TRIPS: Record<Language, [string, string, string]> = {
  en: ['What should I pack for a week at the beach?', 'What should I pack for a ski trip?', 'What should I pack for a week in Berlin in winter?'],
  es: ['¿Qué meto en la maleta para una semana en la playa?', '¿Qué meto en la maleta para un viaje de esquí?', '¿Qué meto en la maleta para una semana en Berlín en invierno?'],
  fr: ['Qu’est-ce que je mets dans ma valise pour une semaine à la plage ?', 'Qu’est-ce que je mets dans ma valise pour une semaine au ski ?', 'Qu’est-ce que je mets dans ma valise pour une semaine à Berlin en hiver ?'],
  de: ['Was packe ich für eine Woche am Strand ein?', 'Was packe ich für einen Skiurlaub ein?', 'Was packe ich für eine Woche Berlin im Winter ein?'],
  it: ['Cosa metto in valigia per una settimana al mare in spiaggia?', 'Cosa metto in valigia per la settimana bianca?', 'Cosa metto in valigia per una settimana a Berlino in inverno?'],
  pt: ['O que levar na mala para uma semana na praia?', 'O que levar na mala para uma viagem de esqui?', 'O que levar na mala para uma semana em Berlim no inverno?'],
  zh: ['去海边一周带什么衣服？', '去滑雪要打包什么？', '冬天去柏林一周，行李带什么？'],
  ja: ['一週間の海旅行に何を持っていけばいい？', 'スキー旅行の荷造りは？', '冬のベルリンに一週間、何を持っていけばいい？'],
  ko: ['일주일 해변 여행 짐 뭐 챙겨요?', '스키 여행 짐 뭐 챙겨요?', '겨울에 베를린 일주일 여행 짐 뭐 챙겨요?'],
  ar: ['ماذا آخذ في حقيبة السفر لأسبوع على الشاطئ؟', 'ماذا آخذ في حقيبة السفر لرحلة تزلج؟', 'ماذا آخذ في حقيبة السفر لأسبوع في برلين في الشتاء؟'],
};
const DESTINATIONS = ['beach', 'snow', 'winterCity'] as const;
/** A piece each capsule packs and the travel capsule for anywhere else does not. */
const OWN_PIECE: readonly [string, ColourId][] = [['swimsuit', 'navy'], ['puffer', 'black'], ['wool-overcoat', 'camel']];
const ANYWHERE_PIECE: [string, ColourId] = ['mac', 'navy'];

// Where a trip goes changes the suitcase: swimwear and sandals for the beach, a puffer and snow boots for skiing,
// knits, a warm coat and boots for a city in winter. The general travel capsule (chinos, a mac, sneakers) was said to all.
describe('packing for where the trip goes', () => {
  for (const language of Object.keys(TRIPS) as Language[]) {
    it.each([0, 1, 2])(`${language}: trip %i packs its own capsule`, async (i) => {
      const message = TRIPS[language][i]!;
      expect(understand(message, false, [], language)).toMatchObject({ intent: 'capsule', packing: true, destination: DESTINATIONS[i] });
      const answer = plain(await reply(message, language));
      const [id, colour] = OWN_PIECE[i]!;
      expect(answer).toContain(piece(id, colour, language));
      expect(answer).not.toContain(piece(...ANYWHERE_PIECE, language));
    });
  }

  it('a trip anywhere else keeps the travel capsule', async () => {
    expect(understand('What should I pack for a week in Rome?', false, [], 'en').destination).toBeNull();
    expect(plain(await reply('What should I pack for a week in Rome?', 'en'))).toContain(piece(...ANYWHERE_PIECE, 'en'));
  });

  it('the beach counts no jacket or coat', async () => {
    const answer = await reply(TRIPS.en[0], 'en');
    expect(answer).toMatch(/four or five tops, two or three pairs of trousers or skirts and two pairs of shoes/u);
    expect(answer).not.toMatch(/jacket or coat/u);
  });

  it.each([
    ['it', 'Cosa metto in valigia per una settimana al mare?'], ['de', 'Was packe ich für eine Woche am Meer ein?'], ['ko', '바닷가로 일주일 여행 가는데 짐 뭐 챙겨요?'],
    ['fr', 'Que mettre dans ma valise pour une semaine en bord de mer ?'], ['en', 'What should I pack for a week at the seaside?'],
  ] as const)('%s: "%s" packs for the beach', (language, message) => {
    expect(understand(message, false, [], language)).toMatchObject({ packing: true, destination: 'beach' });
  });

  it.each([
    ['zh', '去海边一周带什么衣服？'], ['zh', '出差三天带哪些衣服？'], ['ja', '三泊四日の旅行、何を持っていけばいい？'], ['ja', '週末旅行の荷造りを教えて'],
  ] as const)('%s: "%s" is a packing question', (language, message) => {
    expect(understand(message, false, [], language)).toMatchObject({ intent: 'capsule', packing: true });
  });
});
