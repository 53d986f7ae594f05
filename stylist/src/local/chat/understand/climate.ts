import { LANGUAGES } from '@fitrater/contracts';
import { CITY_CLIMATES, type CityClimate } from '../../../knowledge/climate';
import { CATALOGUES } from '../../languages/registry';
import { normalise } from '../../lexicon/normalise';
import { MONTH_NAMES, type Weather } from './cue-types';

/** The weather a trip to a known city in a named month is packed for, with the day's high (°C) and its rainy season. */
export interface TripClimate { city: string; month: number; high: number; rainy: boolean; weather: Weather }

const byLength = <T>(list: [string, T][]): [string, T][] => list.sort((a, b) => b[0].length - a[0].length);
const CITIES = byLength(CITY_CLIMATES.flatMap((c) => c.names.map((n): [string, CityClimate] => [normalise(n), c])));
const MONTHS = byLength(LANGUAGES.flatMap((l) => MONTH_NAMES.flatMap((name, i) => CATALOGUES[l].chatCues.months[name].map((w): [string, number] => [normalise(w), i + 1]))));
/** Months written with a digit (1月, 7월, 12 月): the same in Chinese, Japanese and Korean. */
const DIGIT_MONTH = /(?<!\d)(1[0-2]|0?[1-9])\s*[月월]/u;

const LATIN = /\p{Script=Latin}/u;
const ARABIC_LETTER = /[\u0621-\u064a]/u;
/** Where `word` stands in `text` as a word of its own: a Latin word whole, an Arabic one not run into a longer word. */
function at(text: string, word: string): number {
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const next = text[i + word.length] ?? '';
    if (LATIN.test(word) ? !/\p{L}/u.test(text[i - 1] ?? '') && !/\p{L}/u.test(next) : !ARABIC_LETTER.test(next)) return i;
  }
  return -1;
}

/**
 * The highs a member packs for, as a stylist reads them: up to 10 °C a winter coat, to 16 cool, to 22 mild, to 27 warm,
 * and hotter is the heat.
 */
export function weatherOfHigh(high: number): Weather {
  return high <= 10 ? 'cold' : high <= 16 ? 'cool' : high <= 22 ? 'mild' : high <= 27 ? 'warm' : 'hot';
}

/** The city and month a packing question names ("Tokyo in January", "1月の東京"), with that month's weather; null otherwise. */
export function tripClimate(text: string): TripClimate | null {
  const city = CITIES.find(([name]) => at(text, name) >= 0)?.[1];
  if (!city) return null;
  const digit = DIGIT_MONTH.exec(text);
  const month = MONTHS.find(([name]) => at(text, name) >= 0)?.[1] ?? (digit ? Number(digit[1]) : null);
  if (!month) return null;
  const high = city.highs[month - 1]!;
  return { city: city.id, month, high, rainy: city.rainy.includes(month), weather: weatherOfHigh(high) };
}
