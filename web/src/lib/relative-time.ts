/** "3 hours ago", "yesterday", "2 weeks ago" in the UI language (Intl.RelativeTimeFormat). */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// Building an Intl formatter costs far more than using one (a count-up formats every frame), so each is kept per language.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const scoreFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(formats: Map<string, T>, language: string, create: () => T): T {
  let format = formats.get(language);
  if (!format) {
    format = create();
    formats.set(language, format);
  }
  return format;
}

export function relativeTime(date: Date | string, language: string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const format = cached(relativeFormats, language, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  if (Math.abs(seconds) < 45) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A score out of 10 with one decimal, in the UI language's digits. */
export function formatScore(score: number, language: string): string {
  return cached(scoreFormats, language, () => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(score);
}
