import { finishBefore, type FinishNamer } from '../finish-placement';

/** English puts the finish before the noun (sequin dress; a red sequin dress once the colour is added). */
export const finishName: FinishNamer = finishBefore({ sequin: 'sequin', glitter: 'glitter', metallic: 'metallic', beaded: 'beaded', velvet: 'velvet', satin: 'satin' });
