import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: ['y', 'con'],
  listJoins: ['y', 'con', 'o'],
  joinParticles: [],
  many: ['dos', 'tres', 'varios', 'varias'],
  creased: ['arrug'],
  tear: ['roto', 'rota'],
  fade: ['descolorid', 'desgastad'],
  linen: ['lino'],
  canvas: ['lona'],
  jeansCloth: [],
  jeansAfterPiece: false,
  clothPrepositions: ['en', 'de'],
  heelsAfter: ['tacon', 'tacones'],
  heelLinks: ['de', 'con', 'a'],
  heelsBefore: [],
  heelBeforeLinks: [],
  jewelMaterialLinks: [],
  finishStems: {
    sequin: ['lentejuela'], beaded: [], glitter: ['purpurina', 'brillo'], metallic: ['lamin'], velvet: ['terciopelo'], satin: ['saten'],
  },
  finishPrefixes: [],
  particles: [],
  tailoredJacketPrefixes: [],
  jacketOfTailoring: ['chaqueta'],
};
