import type { Language } from '@fitrater/contracts';

/**
 * A score as the language writes it: 8,3 in the European languages, 8.3 in English, Chinese,
 * Japanese and Korean; Western digits in Arabic, as the app's score badges show them.
 * `always` keeps one decimal (8,0); otherwise a whole number drops it (8).
 */
export function decimal(n: number, language: Language, always = true): string {
  return new Intl.NumberFormat(`${language}-u-nu-latn`, { minimumFractionDigits: always ? 1 : 0, maximumFractionDigits: 1 }).format(n);
}
