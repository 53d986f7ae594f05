import type { Finish } from './words/types';
import { normalise } from './normalise';

/**
 * Which statement finish a member named: the scoring only needs its kind (evening or rich), but an answer
 * has to give the piece back by the member's own word ("the red sequin dress", not "the red dress").
 */
export type FinishMaterial = 'sequin' | 'glitter' | 'metallic' | 'beaded' | 'velvet' | 'satin';

export const FINISH_KIND: Readonly<Record<FinishMaterial, Finish>> = {
  sequin: 'evening', glitter: 'evening', metallic: 'evening', beaded: 'evening', velvet: 'rich', satin: 'rich',
};

/**
 * Stems that tell the materials apart in every language's finish words (lexicon.ts `finishes`); a word is
 * matched by the first stem it contains. Ordered so 'pailletten' is a sequin before 'glitzer' is glitter.
 */
const STEMS: readonly (readonly [FinishMaterial, readonly string[]])[] = [
  ['sequin', ['sequin', 'lentejuela', 'paillet', 'lustrini', 'paete', 'lantejoula', '亮片', '闪片', 'スパンコール', '시퀸', '스팽글', 'ترتر']],
  ['beaded', ['beaded', 'ビジュー', '珠饰', 'خرز']],
  ['glitter', ['glitter', 'purpurina', 'brillo', 'glitzer', 'ラメ', 'グリッター', '반짝이', '글리터', '闪光', 'جليتر']],
  ['metallic', ['metal', 'lurex', 'lamin', 'lame', 'メタリック', '메탈릭', '金属', 'معدني', 'لاميه']],
  ['velvet', ['velvet', 'terciopelo', 'velours', 'samt', 'velluto', 'veludo', '丝绒', '天鹅绒', 'ベルベット', 'ベロア', '벨벳', 'مخمل']],
  ['satin', ['satin', 'saten', 'raso', 'cetim', '缎', 'サテン', '새틴', 'ساتان']],
].map(([m, stems]) => [m as FinishMaterial, (stems as string[]).map((s) => normalise(s))] as const);

/** The material a finish word names ('con lentejuelas' → sequin), or null for a word no stem covers. */
export function materialOf(word: string): FinishMaterial | null {
  const w = normalise(word);
  return STEMS.find(([, stems]) => stems.some((s) => w.includes(s)))?.[0] ?? null;
}

/**
 * German writes a finish into the garment's name (Paillettenkleid, Samtblazer, Satinbluse); the reader matches
 * whole words, so the compound is opened at its finish ('pailletten kleid') and read as a dress with sequins,
 * not as an unknown word or an evening gown. The rest must be a word of its own (samtig stays an adjective).
 */
const GERMAN_FINISH_PREFIX = /(?<![\p{L}])(pailletten|glitzer|samt|satin)(?=(?!nd|ig)\p{L}{3,})/gu;
export function openFinishCompounds(normalisedText: string): string {
  return normalisedText.replace(GERMAN_FINISH_PREFIX, '$1 ');
}
