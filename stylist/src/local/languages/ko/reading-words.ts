import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: ['그리고'],
  listJoins: [],
  joinParticles: [],
  many: ['여러', '세', '두'],
  creased: ['구겨', '구김'],
  tear: ['찢'],
  fade: ['물 빠진'],
  linen: ['린넨'],
  canvas: ['캔버스'],
  jeansCloth: [],
  jeansAfterPiece: false,
  clothPrepositions: [],
  heelsAfter: [],
  heelLinks: [],
  heelsBefore: [],
  heelBeforeLinks: [],
  jewelMaterialLinks: [],
  finishStems: {
    sequin: ['시퀸', '스팽글'], beaded: [], glitter: ['반짝이', '글리터'], metallic: ['메탈릭'], velvet: ['벨벳'], satin: ['새틴'],
  },
  finishPrefixes: [],
  particles: ['은', '는', '이', '가', '을', '를', '에', '에는', '과', '와', '랑', '이랑', '하고', '도', '만', '의', '로', '으로'],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: [],
};
