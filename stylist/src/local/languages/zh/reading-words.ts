import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: [],
  listJoins: [],
  joinParticles: ['和', '及', '配', '搭', '搭配'],
  many: ['多', '三', '几', '二'],
  creased: ['皱'],
  tear: ['破'],
  fade: ['褪色'],
  linen: ['亚麻', '麻'],
  canvas: ['帆布'],
  jeansCloth: [],
  jeansAfterPiece: false,
  clothPrepositions: [],
  heelsAfter: [],
  heelLinks: [],
  heelsBefore: ['带跟', '有跟'],
  heelBeforeLinks: ['的'],
  jewelMaterialLinks: ['的'],
  finishStems: {
    sequin: ['亮片', '闪片'], beaded: ['珠饰'], glitter: ['闪光'], metallic: ['金属'], velvet: ['丝绒', '天鹅绒'], satin: ['缎'],
  },
  finishPrefixes: [],
  particles: [],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: [],
};
