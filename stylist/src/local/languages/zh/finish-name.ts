import { finishBefore, type FinishNamer } from '../finish-placement';

/** Chinese puts the finish word straight before the noun, without a space (亮片连衣裙). */
export const finishName: FinishNamer = finishBefore({ sequin: '亮片', glitter: '闪光', metallic: '金属感', beaded: '珠饰', velvet: '丝绒', satin: '缎面' }, '');
