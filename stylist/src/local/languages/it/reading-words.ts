import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: ['e', 'con'],
  listJoins: ['e', 'con', 'o'],
  joinParticles: [],
  many: ['due', 'tre', 'diversi', 'diverse'],
  creased: ['stropicc', 'spiegazz'],
  tear: ['strappat', 'bucat'],
  fade: ['scolorit'],
  linen: ['lino'],
  canvas: ['tela'],
  jeansCloth: ['jeans'],
  jeansAfterPiece: false,
  clothPrepositions: ['di', 'in'],
  heelsAfter: ['tacco', 'tacchi'],
  heelLinks: ['col', 'con', 'a'],
  heelsBefore: [],
  heelBeforeLinks: [],
  jewelMaterialLinks: [],
  finishStems: {
    sequin: ['lustrini'], beaded: [], glitter: [], metallic: ['lamin'], velvet: ['velluto'], satin: ['raso'],
  },
  finishPrefixes: [],
  particles: [],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: ['giacca'],
};
