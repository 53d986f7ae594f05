import { JA_FINISHES } from './finish-name';
/**
 * Japanese noun phrases. Six basic colours are adjectives in Japanese and read best that way
 * before a garment (白いシャツ, 黒いパーカー); every other colour name links with の
 * (ネイビーのチノパン, 赤茶色のスニーカー). Lists join with 、 and put と before the last item.
 */
const ADJECTIVE_COLOURS: Readonly<Record<string, string>> = {
  黒: '黒い', 白: '白い', 赤: '赤い', 青: '青い', 黄色: '黄色い', 茶色: '茶色い',
};

/** Pieces cut from denim so often that the cloth names them (デニムショートパンツ, not デニムブルーのショートパンツ). */
const DENIM_CUTS = /^(?:ショートパンツ|ミニスカート|スカート|ジャケット|シャツ)$/u;

/** A finish before its garment ('サテンのセーター'), as `finished` writes it. */
const FINISHED = new RegExp(`^(${Object.values(JA_FINISHES).join('|')})の`, 'u');

/**
 * A garment in a colour: 白いシャツ, ネイビーのチノパン. A colour joined with の before a finish joined with の
 * would stack two (チャコールグレーのサテンのセーター); the finish then joins its garment as shops write it
 * (チャコールグレーのサテンセーター), while an adjective colour keeps it (赤いスパンコールのワンピース).
 */
export function garmentIn(garment: string, colour: string): string {
  // Denim blue on a piece usually cut from denim is the cloth, as shops write it: デニムショートパンツ, デニムジャケット.
  if (colour === 'デニムブルー' && DENIM_CUTS.test(garment)) return `デニム${garment}`;
  const adjective = ADJECTIVE_COLOURS[colour];
  return adjective ? `${adjective}${garment}` : `${colour}の${garment.replace(FINISHED, '$1')}`;
}

/**
 * 'AとB', and 'A、B、C' from three on: Japanese lists three or more with 、 alone ('A、BとC' copies the English
 * "A, B and C").
 */
export function listOf(items: readonly string[]): string {
  return items.length === 2 ? `${items[0]}と${items[1]}` : items.join('、');
}
