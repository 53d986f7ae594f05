import type { ClosetItemListQuery } from '@fitrater/contracts';
import { GARMENT_CATEGORIES, GARMENT_COLOURS, GARMENT_SEASONS, STYLING_OCCASION_IDS } from '@fitrater/contracts/values';

export type GarmentFilters = Omit<ClosetItemListQuery, 'cursor' | 'limit'>;
export const FILTER_NAMES = ['category', 'colour', 'season', 'occasion'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** Every value a filter may take, in the order its chips are shown. */
export const FILTER_VALUES: Record<FilterName, readonly string[]> = {
  category: GARMENT_CATEGORIES,
  colour: GARMENT_COLOURS,
  season: GARMENT_SEASONS,
  occasion: STYLING_OCCASION_IDS,
};

/** The filters in the address (so a filtered closet can be reloaded and shared with oneself); unknown values are dropped. */
export function filtersFrom(params: URLSearchParams): GarmentFilters {
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value && FILTER_VALUES[name].includes(value)) filters[name] = value;
  }
  return filters as GarmentFilters;
}

/**
 * The chips of one filter: values the closet holds (count > 0) and the one picked even when it
 * has none left, so it can be switched off.
 */
export function chipsOf(name: FilterName, counts: Record<string, number> | undefined, picked: string | undefined): { value: string; count: number }[] {
  return FILTER_VALUES[name]
    .map((value) => ({ value, count: counts?.[value] ?? 0 }))
    .filter((chip) => chip.count > 0 || chip.value === picked);
}
