import type { CountedTrip, TripLength } from './understand/cue-types';

/** The parts of a suitcase a stylist counts. */
export type PackingSlot = 'tops' | 'bottoms' | 'shoes' | 'layer';
/** One count or a range ('4–5 tops'). */
export type Count = readonly [number] | readonly [number, number];

export interface PackingWords {
  /** The counts sentence per trip length, with `{counts}`; a long trip says to plan a wash. */
  lead: Record<TripLength, string>;
  /**
   * The counts sentence for a trip the member counted in days or nights ("cinque giorni", "3 Nächte"), with `{days}` and `{counts}`:
   * the length said back as counted, never rounded to "a week" (a five-day trip is no week).
   */
  counted: string;
  /** A number of days or nights in words, as `counted` takes it: 'five days', 'tre notti', '五天', '3泊', 'خمسة أيام'. */
  span(count: CountedTrip): string;
  /** The wash halfway a long trip plans, said after `counted`. */
  wash: string;
  /** One slot's count in the language's grammar: 'two pairs of shoes', '两双鞋', '신발 2켤레', 'トップス4〜5枚'. */
  count(slot: PackingSlot, n: Count): string;
  /** The pieces to start from, with `{items}`. */
  from: string;
  /** Where the list bends, for any trip length (the capsule family's own exception speaks of a week). */
  exception: string;
  /** The month's weather at the city named ("Tokyo in January"): its daytime high, `{temp}` in °C. */
  climate: string;
}
