import type { Language } from '@fitrater/contracts';
import { tipOfDay } from '../../../knowledge';
import type { TipTexts } from './types';
import { TRANSLATED, tablesOf } from '../../languages/registry';

export type { TipTexts } from './types';

/** The tips of the day in every language but English (English is knowledge/tips.ts). */
export const TIP_TEXTS: Record<Exclude<Language, 'en'>, TipTexts> = tablesOf(TRANSLATED, 'tipTexts');

/** Today's tip in `language`: the same tip for everyone on a day, said in each member's language. */
export function localTipOfDay(date: Date, language: Language): { text: string; category: string; date: string } {
  const { id, text, category, date: day } = tipOfDay(date);
  return { text: language === 'en' ? text : TIP_TEXTS[language][id], category, date: day };
}
