import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: ['e', 'com'],
  listJoins: ['e', 'com', 'ou'],
  joinParticles: [],
  many: ['duas', 'tres', 'varios', 'varias'],
  creased: ['amass', 'amarrot'],
  tear: ['rasgad'],
  fade: ['desbotad'],
  linen: ['linho'],
  canvas: ['lona'],
  jeansCloth: ['jeans'],
  jeansAfterPiece: true,
  clothPrepositions: ['de', 'em'],
  heelsAfter: ['salto', 'saltos', 'salto alto', 'saltos altos'],
  heelLinks: ['de', 'com'],
  heelsBefore: [],
  heelBeforeLinks: [],
  jewelMaterialLinks: [],
  finishStems: {
    sequin: ['paete', 'lantejoula'], beaded: [], glitter: [], metallic: ['lamin'], velvet: ['veludo'], satin: ['cetim'],
  },
  finishPrefixes: [],
  particles: [],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: [],
};
