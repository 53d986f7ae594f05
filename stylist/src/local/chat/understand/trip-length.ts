import { foldArabic } from '../../lexicon/normalise';

/**
 * How long a trip is, read from a packing question in any of the ten languages: a weekend, a week or longer.
 * A stylist packs by length (a weekend needs two tops, a fortnight a wash halfway), so the answer scales with it.
 * Nothing said → a week, the trip most people ask about.
 */
export type TripLength = 'weekend' | 'week' | 'long';

/**
 * The text read is normalised (lexicon/normalise.ts): the Arabic words below are written as members spell them, with their
 * hamza (أسبوع, أيام), and read as the normalised text writes them, without it.
 */
const folded = <T>(table: Readonly<Record<string, T>>): Readonly<Record<string, T>> => Object.fromEntries(Object.entries(table).map(([w, v]) => [foldArabic(w), v]));
const read = (pattern: RegExp): RegExp => new RegExp(foldArabic(pattern.source), pattern.flags);

/** Small numbers as words, in the forms a question uses ('two weeks', 'dos semanas', '两周', '이틀'). */
const NUMBER_WORDS: Readonly<Record<string, number>> = folded({
  one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fourteen: 14,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, diez: 10, quince: 15,
  une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, dix: 10, quinze: 15,
  ein: 1, eine: 1, einen: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, zehn: 10, vierzehn: 14,
  due: 2, tre: 3, quattro: 4, sette: 7, dieci: 10, quindici: 15,
  um: 1, dois: 2, duas: 2, quatro: 4,
  半: 0.5,
  واحد: 1, ثلاث: 3, ثلاثة: 3, أربع: 4, أربعة: 4, خمس: 5, خمسة: 5, ست: 6, ستة: 6, سبع: 7, سبعة: 7, ثماني: 8, ثمانية: 8, تسع: 9, تسعة: 9, عشر: 10, عشرة: 10,
});
// A Latin number word starts a word ('a week', never the 'a' ending 'para'); digits and Han numerals stand anywhere.
const NUMBER = `(?<!\\p{Script=Latin})(\\d+(?:[.,]\\d+)?|[一二两三四五六七八九十]{1,3}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
/** A Latin unit ends its word: 'week' in 'weekend' and 'Woche' in 'Wochenende' are not a week. */
const END = '(?![\\p{Script=Latin}-])';

const DAY = foldArabic('(?:days?|nights?|dias?|noches?|jours?|nuits?|tage[n]?|nachte[n]?|giorni|giorno|notti|notte|noites?|天|晚|日間|日|泊|일|박|أيام|يوما|يوم|ليال|ليلة)');
const WEEK = foldArabic('(?:weeks?|semanas?|semaines?|wochen?|settimane|settimana|周|星期|礼拜|週間|週|주일|주|أسابيع|أسبوع)');

/** Words that are a length by themselves; checked in this order (a weekend before a week). */
const WEEKEND = read(/week-?end|fin de semana|fim de semana|wochenende|fine ?settimana|周末|週末|주말|نهاية الأسبوع|ويك ?إند/u);
const LONG = read(/fortnight|quincena|quinzaine|半个月|半月|열흘|أسبوعين|month|\bmes\b|\bmois\b|monat|\bmese\b|个月|ヶ月|か月|개월|شهر/u);
const WEEK_ALONE = read(/\bweek\b|semana|semaine|woche|settimana|一周|一个星期|一週間|일주일|أسبوع/u);
const KOREAN_DAYS: Readonly<Record<string, number>> = { 하루: 1, 이틀: 2, 사흘: 3, 나흘: 4, 닷새: 5, 엿새: 6, 이레: 7 };
/** Arabic duals are a count by themselves: يومين is two days, ليلتين two nights (three days). */
const ARABIC_DUALS: Readonly<Record<string, number>> = { يومين: 2, يومان: 2, ليلتين: 3, ليلتان: 3 };
/** Arabic-Indic and Persian digits (١٠ أيام) read as the digits they are. */
const latinDigits = (text: string): string => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) & 0xf));

const HAN_DIGITS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** Han numerals as written for days (十天, 十四天, 二十天): tens before 十, ones after it. */
function hanNumber(word: string): number {
  const ten = word.indexOf('十');
  if (ten < 0) return HAN_DIGITS[word] ?? NaN;
  return (ten === 0 ? 1 : HAN_DIGITS[word.slice(0, ten)] ?? NaN) * 10 + (HAN_DIGITS[word.slice(ten + 1)] ?? 0);
}
const number = (word: string): number => NUMBER_WORDS[word] ?? (/^[一二两三四五六七八九十]+$/u.test(word) ? hanNumber(word) : Number(word.replace(',', '.')));

/** The longest span the text names, in days (2泊3日 → 3), or null. */
function namedDays(text: string): number | null {
  let days: number | null = null;
  const longest = (d: number) => { if (Number.isFinite(d) && d > 0) days = Math.max(days ?? 0, d); };
  for (const m of text.matchAll(new RegExp(`${NUMBER}\\s*(?:-|~|〜|to|a|à|bis|ou|o|or)?\\s*(?:\\d+\\s*)?${DAY}${END}`, 'gu'))) {
    // A stay counted in nights ('3 nights', '3泊', '3박') is one day longer.
    longest(number(m[1]!) + (/night|noche|nuit|nacht|nott|noite|晚|泊|박|ليال|ليلة/u.test(m[0]) ? 1 : 0));
  }
  for (const m of text.matchAll(new RegExp(`${NUMBER}\\s*(?:个)?\\s*${WEEK}${END}`, 'gu'))) longest(number(m[1]!) * 7);
  for (const [word, d] of Object.entries({ ...KOREAN_DAYS, ...ARABIC_DUALS })) if (text.includes(word)) longest(d);
  return days;
}

export function tripLength(text: string): TripLength {
  const normalisedText = latinDigits(text);
  const days = namedDays(normalisedText);
  if (days !== null) return days <= 3 ? 'weekend' : days <= 8 ? 'week' : 'long';
  if (WEEKEND.test(normalisedText)) return 'weekend';
  if (LONG.test(normalisedText)) return 'long';
  if (WEEK_ALONE.test(normalisedText)) return 'week';
  return 'week';
}
