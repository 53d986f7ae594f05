import { finishAfter, type FinishNamer } from '../finish-placement';

/** Spanish puts the finish as a complement the colour goes before: vestido de lentejuelas → vestido rojo de lentejuelas. */
export const finishName: FinishNamer = finishAfter({ sequin: 'de lentejuelas', glitter: 'con purpurina', metallic: 'con brillo metalizado', beaded: 'con pedrería', velvet: 'de terciopelo', satin: 'de satén' });
