import { describe, expect, it } from 'vitest';
import { WEATHER_IDS, type Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { CATALOGUES } from '../../../src/local/languages/registry';
import { PACKS } from '../../../src/local/i18n/packs';
import { SITUATION_ROWS } from '../../../src/knowledge/chat-situation-data';
import { namedPieces, planOutfit } from '../../../src/local/styling/generator';
import { soberPiece } from '../../../src/local/styling/sober';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

/** "What should I wear to a funeral when it rains?", as a member asks it in each language. */
const RAIN: Record<Language, string> = {
  en: 'What should I wear to a funeral when it rains?',
  es: '¿Qué me pongo para un funeral si llueve?',
  fr: 'Que porter à un enterrement sous la pluie ?',
  de: 'Was ziehe ich zu einer Beerdigung an, wenn es regnet?',
  it: 'Cosa mi metto per un funerale se piove?',
  pt: 'O que vestir num velório com chuva?',
  zh: '下雨天参加葬礼穿什么？',
  ja: '雨の日のお葬式に何を着ればいい？',
  ko: '비 오는 날 장례식에 뭐 입어요?',
  ar: 'ماذا أرتدي في جنازة والجو ممطر؟',
};

/** The funeral's own reason, as the language says it. */
const whyIn = (language: Language): string =>
  language === 'en' ? SITUATION_ROWS['code-funeral'].why : CATALOGUES[language].chatLines.situations['code-funeral']!.why;

// A funeral look is sober: dark, covered, nothing loud or shiny. In named weather the generator plans it from the
// business-meeting wardrobe, which alone gave a rust jumpsuit under "for a funeral, dark and quiet".
describe('a funeral in named weather', () => {
  it.each(WEATHER_IDS)('every piece planned in %s weather is dark and quiet', (weather) => {
    const plan = planOutfit({ occasion: 'business-meeting', weather, bodyType: null, profile: EMPTY, language: 'en', seed: `business-meeting/${weather}` }, { only: soberPiece });
    const loud = namedPieces(plan).filter((p) => !soberPiece(p.garment, p.colour)).map((p) => `${p.colour} ${p.garment.name}`);
    expect(loud).toEqual([]);
  });

  it('a sober piece: a charcoal suit, a white shirt, pearl studs; not a rust jumpsuit, patent loafers or a sleeveless shell', () => {
    const plan = planOutfit({ occasion: 'business-meeting', weather: 'rainy', bodyType: null, profile: EMPTY, language: 'en', seed: 'business-meeting/rainy' });
    // The business meeting itself may still be rust: only the funeral is narrowed.
    expect(namedPieces(plan).some((p) => !soberPiece(p.garment, p.colour))).toBe(true);
  });

  it.each(Object.keys(RAIN) as Language[])('%s: the answer gives the funeral’s reason and a look in no statement colour', async (language) => {
    expect(understand(RAIN[language], false, [], language)).toMatchObject({ dressCode: 'funeral', weather: 'rain' });
    const answer = await writeLocalReply({ message: RAIN[language], image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
    const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/gu, ' ').toLowerCase();
    // The reason may be split at its colon into two sentences: its opening words are said.
    expect(plain(answer)).toContain(plain(whyIn(language)).slice(0, 12));
    const said = (name: string) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'iu').test(answer) || (!/\p{Script=Latin}/u.test(name) && answer.includes(name));
    const loud = (['rust', 'coral', 'mustard', 'red', 'orange', 'fuchsia'] as const).filter((c) => said(PACKS[language].colours[c]));
    expect(loud).toEqual([]);
  });
});
