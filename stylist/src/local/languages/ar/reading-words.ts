import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: ['و'],
  listJoins: ['و'],
  joinParticles: [],
  many: ['ثلاث', 'عدة'],
  creased: ['مجعد'],
  tear: ['ممزق', 'مقطع'],
  fade: ['باهت'],
  linen: ['كتان'],
  canvas: ['قماش'],
  jeansCloth: ['جينز'],
  jeansAfterPiece: true,
  clothPrepositions: [],
  heelsAfter: ['كعب'],
  heelLinks: ['ب'],
  heelsBefore: [],
  heelBeforeLinks: [],
  jewelMaterialLinks: [],
  finishStems: {
    sequin: ['ترتر'], beaded: ['خرز'], glitter: ['جليتر'], metallic: ['معدني', 'لاميه'], velvet: ['مخمل'], satin: ['ساتان'],
  },
  finishPrefixes: [],
  particles: [],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: [],
};
