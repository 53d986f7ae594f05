import { finishAfter, type FinishNamer } from '../finish-placement';

/** Portuguese puts the finish as a complement the colour goes before: vestido de paetês → vestido vermelho de paetês. */
export const finishName: FinishNamer = finishAfter({ sequin: 'de paetês', glitter: 'com glitter', metallic: 'com brilho metalizado', beaded: 'com pedraria', velvet: 'de veludo', satin: 'de cetim' });
