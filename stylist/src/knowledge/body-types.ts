import type { BodyType } from '@fitrater/contracts';
import type { Silhouette } from './garments';

/**
 * Proportion advice per body type, in plain words. `prefer` nudges the generator towards
 * silhouettes that balance the figure; `avoid` away from those that work against it. No body
 * type is a problem to fix: the advice is about balance and what to draw the eye to.
 */
export interface BodyTypeRule {
  prefer: { top: Silhouette[]; bottom: Silhouette[]; outer: Silhouette[] };
  avoid: Silhouette[];
  tips: string;
}

export const BODY_TYPE_RULES: Record<BodyType, BodyTypeRule> = {
  petite: { prefer: { top: ['fitted', 'cropped'], bottom: ['fitted', 'straight'], outer: ['cropped', 'fitted'] }, avoid: ['oversized', 'longline'], tips: 'Keep proportions compact: high-rise bottoms, cropped or fitted jackets, and one colour from waist to shoe to lengthen the line. Very long coats and oversized pieces can swamp a smaller frame.' },
  tall: { prefer: { top: ['relaxed', 'straight'], bottom: ['wide', 'straight'], outer: ['longline', 'oversized'] }, avoid: [], tips: 'You can carry long coats, wide-leg trousers and bold proportions. Breaking the outfit with a contrasting belt or tucked top keeps a long frame from looking stretched.' },
  curvy: { prefer: { top: ['fitted'], bottom: ['fitted', 'a-line', 'wide'], outer: ['fitted'] }, avoid: ['oversized'], tips: 'Define the waist: wrap shapes, belted layers and fitted tops follow your curves. Fabrics with some drape fall better than stiff ones.' },
  athletic: { prefer: { top: ['relaxed', 'straight'], bottom: ['a-line', 'wide', 'straight'], outer: ['relaxed'] }, avoid: [], tips: 'Soft drape and volume on the bottom (A-line skirts, wide trousers) add shape; a V-neck or open collar balances broad shoulders.' },
  'plus-size': { prefer: { top: ['straight', 'fitted'], bottom: ['straight', 'wide'], outer: ['longline', 'straight'] }, avoid: ['cropped'], tips: 'Well-fitted structure flatters more than loose layers: a longline jacket, a defined shoulder, and a single colour story give a long, confident line.' },
  pear: { prefer: { top: ['fitted', 'straight'], bottom: ['a-line', 'wide', 'straight'], outer: ['cropped', 'fitted'] }, avoid: [], tips: 'Draw the eye up with detail or colour on top (collars, lighter shades) and keep bottoms darker and clean, A-line or wide-leg to balance the hips.' },
  apple: { prefer: { top: ['straight', 'relaxed'], bottom: ['straight', 'wide'], outer: ['longline', 'straight'] }, avoid: ['cropped'], tips: 'Create vertical lines: V-necks, open jackets and longline layers lengthen the torso; straight or wide trousers balance the silhouette.' },
  hourglass: { prefer: { top: ['fitted'], bottom: ['fitted', 'a-line'], outer: ['fitted'] }, avoid: ['oversized'], tips: 'Follow your natural waist: fitted and belted pieces, wrap shapes and high-rise bottoms keep your balanced proportions visible.' },
  rectangle: { prefer: { top: ['relaxed', 'fitted'], bottom: ['a-line', 'wide'], outer: ['fitted'] }, avoid: [], tips: 'Create shape with contrast: a belt, a peplum, volume on the bottom or structure at the shoulder suggests a waist.' },
};

export const GENERAL_BODY_TIP = 'Choose pieces that fit at the shoulders and waist; a tailor’s hem on trousers and sleeves makes more difference than any trend.';
