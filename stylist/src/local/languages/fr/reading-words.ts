import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: ['et', 'avec'],
  listJoins: ['et', 'avec', 'ou'],
  joinParticles: [],
  many: ['deux', 'trois', 'plusieurs'],
  creased: ['froiss', 'frip'],
  tear: ['dechir', 'troue'],
  fade: ['delave'],
  linen: ['lin'],
  canvas: ['toile'],
  jeansCloth: ['jean'],
  jeansAfterPiece: false,
  clothPrepositions: ['en', 'de'],
  heelsAfter: ['talon', 'talons', 'talon haut', 'talons hauts'],
  heelLinks: ['a', 'de'],
  heelsBefore: [],
  heelBeforeLinks: [],
  jewelMaterialLinks: [],
  finishStems: {
    sequin: ['paillet'], beaded: [], glitter: [], metallic: ['lame'], velvet: ['velours'], satin: ['satin'],
  },
  finishPrefixes: [],
  particles: [],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: ['veste'],
};
