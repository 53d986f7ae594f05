import type { Language } from '@fitrater/contracts';

/** A formatter per language and style, made once: making one loads the locale's data and costs far more than a format. */
const FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * A score as the language writes it: 8,3 in the European languages, 8.3 in English, Chinese,
 * Japanese and Korean; Western digits in Arabic, as the app's score badges show them.
 * `always` keeps one decimal (8,0); otherwise a whole number drops it (8).
 */
export function decimal(n: number, language: Language, always = true): string {
  const key = `${language}${always ? '.0' : ''}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-u-nu-latn`, { minimumFractionDigits: always ? 1 : 0, maximumFractionDigits: 1 });
    FORMATS.set(key, format);
  }
  return format.format(n);
}
