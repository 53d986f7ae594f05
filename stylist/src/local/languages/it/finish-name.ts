import { finishAfter, type FinishNamer } from '../finish-placement';

/** Italian puts the finish as a complement the colour goes before: abito di paillettes → abito rosso di paillettes. */
export const finishName: FinishNamer = finishAfter({ sequin: 'di paillettes', glitter: 'con glitter', metallic: 'in lamé', beaded: 'con perline', velvet: 'di velluto', satin: 'di raso' });
