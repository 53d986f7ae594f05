import type { Finish } from './words/types';

/**
 * Which statement finish a member named: the scoring only needs its kind (evening or rich), but an answer
 * has to give the piece back by the member's own word ("the red sequin dress", not "the red dress").
 * Each language's words for them are in its folder (reading-words.ts `finishStems`); finish-reading.ts reads them.
 */
export type FinishMaterial = 'sequin' | 'glitter' | 'metallic' | 'beaded' | 'velvet' | 'satin';

export const FINISH_KIND: Readonly<Record<FinishMaterial, Finish>> = {
  sequin: 'evening', glitter: 'evening', metallic: 'evening', beaded: 'evening', velvet: 'rich', satin: 'rich',
};
