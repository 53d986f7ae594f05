import type { FinishMaterial } from '../../lexicon/finish-materials';
import type { FinishNamer } from '../finish-placement';

/** Japanese finish words, each linked to its garment with の (スパンコールのワンピース → 赤いスパンコールのワンピース). */
export const JA_FINISHES: Readonly<Record<FinishMaterial, string>> = { sequin: 'スパンコール', glitter: 'ラメ', metallic: 'メタリック', beaded: 'ビジューつき', velvet: 'ベルベット', satin: 'サテン' };

export const finishName: FinishNamer = (garment, m) => `${JA_FINISHES[m]}の${garment}`;
