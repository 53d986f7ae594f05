import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: ['and', 'with'],
  listJoins: ['and', 'with', 'plus', 'or'],
  joinParticles: [],
  many: ['two', 'three', 'four', 'five', 'several', 'multiple', 'many', 'stacked', 'layered', 'lots of'],
  creased: ['wrinkl', 'creas', 'crumpl', 'rumpl'],
  tear: ['torn', 'ripped', 'distressed', 'holes'],
  fade: ['faded'],
  linen: ['linen'],
  canvas: ['canvas', 'converse', 'chuck taylor'],
  jeansCloth: ['jeans'],
  jeansAfterPiece: false,
  clothPrepositions: [],
  heelsAfter: [],
  heelLinks: [],
  heelsBefore: [],
  heelBeforeLinks: [],
  jewelMaterialLinks: [],
  finishStems: {
    sequin: ['sequin'], beaded: ['beaded'], glitter: ['glitter'], metallic: ['metal', 'lurex'], velvet: ['velvet'], satin: ['satin'],
  },
  finishPrefixes: [],
  particles: [],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: [],
};
