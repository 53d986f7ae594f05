import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { createLocalRater } from '../../../src/local/engine';
import { lexicon } from '../../../src/local/lexicon';
import { readDescription } from '../../../src/local/signals/text';
import { PACKS } from '../../../src/local/i18n/packs';
import { FINISH_KIND, type FinishMaterial } from '../../../src/local/lexicon/finish-materials';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language) =>
  writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });

/** The piece is given back with the finish the member named, in the language's own word and place for it. */
const QUESTIONS: [Language, string, string][] = [
  ['en', 'Is a red sequin dress OK for work?', 'red sequin dress'],
  ['es', '¿Puedo llevar un vestido rojo de lentejuelas al trabajo?', 'vestido rojo de lentejuelas'],
  ['fr', 'Puis-je porter une robe rouge à paillettes au travail ?', 'robe rouge à paillettes'],
  ['de', 'Kann ich ein rotes Paillettenkleid zur Arbeit tragen?', 'Paillettenkleid in Rot'],
  ['it', 'Posso mettere un vestito rosso di paillettes al lavoro?', 'vestito rosso di paillettes'],
  ['pt', 'Posso usar um vestido vermelho de paetês no trabalho?', 'vestido vermelho de paetês'],
  ['zh', '红色亮片连衣裙可以穿去上班吗？', '红色亮片连衣裙'],
  ['ja', '赤いスパンコールのワンピースは仕事に着ていける？', '赤いスパンコールのワンピース'],
  ['ko', '빨간 시퀸 원피스 출근할 때 입어도 돼요?', '빨간색 시퀸 원피스'],
  ['en', 'Is a navy velvet blazer OK for work?', 'navy velvet blazer'],
  ['ar', 'هل يمكنني ارتداء فستان ترتر أحمر في العمل؟', 'الفستان الأحمر المطرز بالترتر'],
  ['ar', 'هل يناسب بليزر مخملي كحلي العمل؟', 'البليزر المخملي الكحلي'],
];

describe('the answer names the finish the member asked about', () => {
  it.each(QUESTIONS)('%s: "%s"', async (language, message, named) => {
    expect(await ask(message, language)).toContain(named);
  });
});

describe('a rating gives back the finish of the piece it was told about', () => {
  const RATED: [Language, string, string][] = [
    ['en', 'red sequin dress and black heels', 'red sequin dress'],
    ['es', 'vestido rojo de lentejuelas y tacones negros', 'vestido rojo de lentejuelas'],
    ['zh', '红色亮片连衣裙和黑色高跟鞋', '红色亮片连衣裙'],
    ['ja', '赤いスパンコールのワンピースと黒いハイヒール', '赤いスパンコールのワンピース'],
    ['ko', '빨간 시퀸 원피스와 검정 하이힐', '시퀸 원피스'],
    ['de', 'Samtblazer in Marineblau und graue Hose', 'Samtsakko'],
    ['ar', 'فستان أحمر مطرز بالترتر وكعب عالٍ أسود', 'الفستان الأحمر المطرز بالترتر'],
  ];
  it.each(RATED)('%s: "%s"', async (language, description, named) => {
    const answer = await createLocalRater().rate({ image: null, description, occasion: 'work', customOccasion: null, language });
    expect(JSON.stringify(answer)).toContain(named);
  });
});

describe('every finish word names a material, and every finished name reads back as its garment and finish', () => {
  it('no finish word in any language is left without a material', () => {
    const loose = lexicon().filter((e) => e.kind === 'finish' && !e.material).map((e) => e.pattern);
    expect(loose).toEqual([]);
  });

  const LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'] as const;
  const MATERIALS: FinishMaterial[] = ['sequin', 'velvet', 'satin'];
  it.each(LANGS)('%s: dress, skirt and blazer with each finish and a colour', (language) => {
    const pack = PACKS[language];
    const wrong: string[] = [];
    for (const garment of ['dress', 'skirt', 'blazer'] as const) {
      for (const material of MATERIALS) {
        const name = pack.garmentIn(pack.finished!(pack.garments[garment], material), pack.colours.navy);
        const m = readDescription(name, language)?.garments[0];
        if (m?.garment !== garment || m.finish !== FINISH_KIND[material] || m.material !== material) wrong.push(`${name} → ${m?.garment}/${m?.material}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
