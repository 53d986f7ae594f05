import type { FinishMaterial } from '../lexicon/finish-materials';

/** A garment name with the finish the member named, before the colour is added (each language's folder says where the finish goes). */
export type FinishNamer = (garment: string, material: FinishMaterial) => string;

/** The finish word before the noun (sequin dress, 亮片连衣裙, 시퀸 원피스). */
export const finishBefore = (words: Readonly<Record<FinishMaterial, string>>, gap = ' '): FinishNamer => (garment, m) => `${words[m]}${gap}${garment}`;
/** The finish as a complement after the noun, which the colour goes before (vestido rojo de lentejuelas, robe rouge à paillettes). */
export const finishAfter = (words: Readonly<Record<FinishMaterial, string>>): FinishNamer => (garment, m) => `${garment} ${words[m]}`;
