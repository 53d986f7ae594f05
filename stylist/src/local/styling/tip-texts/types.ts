import type { StyleTipId } from '../../../knowledge';

/** Every tip of the day in one language, keyed by the tip's id (English stays in knowledge/tips.ts). */
export type TipTexts = Record<StyleTipId, string>;
