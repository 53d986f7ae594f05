import { finishBefore, type FinishNamer } from '../finish-placement';

/** Korean puts the finish word before the noun (시퀸 원피스). */
export const finishName: FinishNamer = finishBefore({ sequin: '시퀸', glitter: '글리터', metallic: '메탈릭', beaded: '비즈 장식', velvet: '벨벳', satin: '새틴' });
