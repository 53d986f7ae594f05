import type { ReadingWords } from '../../lexicon/words/reading-types';

export const readingWords: ReadingWords = {
  clauseJoins: [],
  listJoins: [],
  joinParticles: ['と', 'や', 'は', 'が', 'を', 'に', 'も', 'で'],
  many: ['複数', '何本'],
  creased: ['しわ', 'シワ'],
  tear: ['ダメージ'],
  fade: ['色あせ'],
  linen: ['リネン'],
  canvas: ['キャンバス'],
  jeansCloth: ['デニム'],
  jeansAfterPiece: false,
  clothPrepositions: [],
  heelsAfter: [],
  heelLinks: [],
  heelsBefore: ['ヒール'],
  heelBeforeLinks: ['付きの', '付き', 'の'],
  jewelMaterialLinks: ['の'],
  finishStems: {
    sequin: ['スパンコール'], beaded: ['ビジュー'], glitter: ['ラメ', 'グリッター'], metallic: ['メタリック'], velvet: ['ベルベット', 'ベロア'], satin: ['サテン'],
  },
  finishPrefixes: [],
  particles: [],
  tailoredJacketPrefixes: ['テーラード', 'ノーカラー', 'スーツ'],
  jacketOfTailoring: [],
};
