import { finishAfter, type FinishNamer } from '../finish-placement';

/** French puts the finish as a complement the colour goes before: robe à paillettes → robe rouge à paillettes. */
export const finishName: FinishNamer = finishAfter({ sequin: 'à paillettes', glitter: 'à paillettes', metallic: 'à reflets métallisés', beaded: 'à perles', velvet: 'en velours', satin: 'en satin' });
