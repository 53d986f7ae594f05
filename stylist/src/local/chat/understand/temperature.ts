import type { Weather } from './cue-types';

/**
 * The weather a temperature says ("35度", "35°C", "35도", "35 درجة", "thirty-five degrees" is not read): a stylist
 * asked what to wear at 35° leaves the trench at home. Digits in any script (Arabic-Indic too) and Chinese numerals
 * (三十五度, 零下五度) are read; a Fahrenheit reading (95°F) is converted. Degrees of a washing machine are read too,
 * but a care question does not dress for the weather, so they change nothing there.
 */
const HAN: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const hanNumber = (word: string): number => {
  const ten = word.indexOf('十');
  if (ten < 0) return HAN[word] ?? NaN;
  return (ten === 0 ? 1 : HAN[word.slice(0, ten)] ?? NaN) * 10 + (HAN[word.slice(ten + 1)] ?? 0);
};
const latinDigits = (text: string): string => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) & 0xf));

/**
 * A number and its unit: CJK and Arabic units run on into the next word (35度の, 35도에), Latin ones end their word.
 * Japanese also counts times with 度 (2度目, 1度も, 一度): a count is no temperature, nor is a Chinese numeral without
 * its ten (一度), unless 零下 says it is below zero.
 */
const DEGREES = /(零下|minus\s*|(?<!\d)[-−])?\s*(\d{1,3}|[二两三四]?十[一二三四五六七八九]?|(?<=零下)[一二两三四五六七八九])\s*(?:℃|℉|度(?![目もは])|도|درجة|(?:°|degrees?|grad|grados|gradi|graus|degrés|degres)\s*(celsius|fahrenheit|c|f)?(?!\p{Script=Latin}))/iu;

/** The weather a temperature named in the text says, or null. */
export function temperatureWeather(text: string): Weather | null {
  const m = DEGREES.exec(latinDigits(text));
  if (!m) return null;
  const digits = m[2]!;
  let t = /^\d+$/u.test(digits) ? Number(digits) : hanNumber(digits);
  if (!Number.isFinite(t)) return null;
  if (m[1]) t = -t;
  if (/^f/iu.test(m[3] ?? '') || m[0].includes('℉')) t = Math.round((t - 32) / 1.8);
  return t >= 28 ? 'hot' : t >= 22 ? 'warm' : t >= 15 ? 'mild' : t >= 6 ? 'cool' : 'cold';
}
