import type { GarmentSeason } from '@fitrater/contracts';
import { GARMENT_SEASONS } from '@fitrater/contracts/values';

/** A wear day (YYYY-MM-DD, a calendar date with no time zone) in the member's language. */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** A price or cost per wear: the member enters it in their own currency, so no symbol is guessed. */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: amount % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
}

/** Colour names as a list the language writes ("White and Grey"; "ホワイト、グレー"). */
export function formatList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** An item's season badges: the four seasons together read as one "all year" badge, not a row of four. */
export function seasonBadges(seasons: readonly GarmentSeason[]): (GarmentSeason | 'allYear')[] {
  return GARMENT_SEASONS.every((s) => seasons.includes(s)) ? ['allYear'] : GARMENT_SEASONS.filter((s) => seasons.includes(s));
}
