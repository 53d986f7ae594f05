import type { GarmentMention } from '../rater';

/**
 * "灰色裤子配什么上衣？", "What top goes with grey trousers?", "회색 바지에는 어떤 상의가 어울려요?": a top asked for, with no
 * colour of its own, beside one named piece asks how to wear that piece, not for a rating of the pair. The piece to
 * style, or null when the two are not a bare top and another part.
 */
export function pieceToStyle(garments: readonly GarmentMention[]): GarmentMention | null {
  const [first, second] = garments;
  if (!first || !second || garments.length !== 2) return null;
  const bareTop = (g: GarmentMention) => !g.colours.length && g.components.length === 1 && g.components[0] === 'top';
  if (bareTop(first) === bareTop(second)) return null;
  const worn = bareTop(first) ? second : first;
  return worn.components.includes('top') ? null : worn;
}
