import type { BodyType } from '@fitrater/contracts';
import type { Silhouette } from './garments';

/**
 * What balances each body type. `prefer` nudges the generator towards
 * silhouettes that balance the figure; `avoid` away from those that work against it. No body
 * type is a problem to fix: the rules are about balance and what to draw the eye to. The advice
 * said about each, in every language, is in the language packs (languages/<lang>/styling-prose.ts).
 */
export interface BodyTypeRule {
  prefer: { top: Silhouette[]; bottom: Silhouette[]; outer: Silhouette[] };
  avoid: Silhouette[];
}

export const BODY_TYPE_RULES: Record<BodyType, BodyTypeRule> = {
  petite: { prefer: { top: ['fitted', 'cropped'], bottom: ['fitted', 'straight'], outer: ['cropped', 'fitted'] }, avoid: ['oversized', 'longline'] },
  tall: { prefer: { top: ['relaxed', 'straight'], bottom: ['wide', 'straight'], outer: ['longline', 'oversized'] }, avoid: [] },
  curvy: { prefer: { top: ['fitted'], bottom: ['fitted', 'a-line', 'wide'], outer: ['fitted'] }, avoid: ['oversized'] },
  athletic: { prefer: { top: ['relaxed', 'straight'], bottom: ['a-line', 'wide', 'straight'], outer: ['relaxed'] }, avoid: [] },
  'plus-size': { prefer: { top: ['straight', 'fitted'], bottom: ['straight', 'wide'], outer: ['longline', 'straight'] }, avoid: ['cropped'] },
  pear: { prefer: { top: ['fitted', 'straight'], bottom: ['a-line', 'wide', 'straight'], outer: ['cropped', 'fitted'] }, avoid: [] },
  apple: { prefer: { top: ['straight', 'relaxed'], bottom: ['straight', 'wide'], outer: ['longline', 'straight'] }, avoid: ['cropped'] },
  hourglass: { prefer: { top: ['fitted'], bottom: ['fitted', 'a-line'], outer: ['fitted'] }, avoid: ['oversized'] },
  rectangle: { prefer: { top: ['relaxed', 'fitted'], bottom: ['a-line', 'wide'], outer: ['fitted'] }, avoid: [] },
};
