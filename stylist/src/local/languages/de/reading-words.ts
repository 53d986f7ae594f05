import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: ['und', 'mit'],
  listJoins: ['und', 'mit', 'oder'],
  joinParticles: [],
  many: ['zwei', 'drei', 'mehrere'],
  creased: ['knitter'],
  tear: ['zerrissen', 'lochrig'],
  fade: ['verwaschen', 'ausgeblichen'],
  linen: ['leinen'],
  canvas: ['canvas', 'segeltuch', 'stoffschuh', 'stoffsneaker'],
  jeansCloth: [],
  jeansAfterPiece: false,
  clothPrepositions: ['aus'],
  heelsAfter: ['absatz'],
  heelLinks: ['mit'],
  heelsBefore: [],
  heelBeforeLinks: [],
  jewelMaterialLinks: [],
  finishStems: {
    sequin: ['paillet'], beaded: [], glitter: ['glitzer'], metallic: [], velvet: ['samt'], satin: ['satin'],
  },
  finishPrefixes: ['pailletten', 'glitzer', 'samt', 'satin'],
  particles: [],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: [],
};
