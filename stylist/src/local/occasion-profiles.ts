import type { RatingOccasion } from '@fitrater/contracts';

/**
 * Occasion groups, defined once. `formality` is the range a stylist expects (0 athletic …
 * 4 black tie); `palette` how loud colour may be: calm (work), open, expressive (party).
 */
export type OccasionGroup = 'professional' | 'ceremony' | 'social' | 'everyday' | 'athletic' | 'outdoor' | 'beach';
export type PaletteMood = 'calm' | 'open' | 'expressive' | 'light';

export interface OccasionProfile {
  occasion: RatingOccasion;
  /** For 'custom': the built-in occasion the user's words pointed to, if any. */
  resolved: Exclude<RatingOccasion, 'custom'> | null;
  group: OccasionGroup;
  formality: readonly [number, number];
  palette: PaletteMood;
  /** Wedding guests do not wear head-to-toe white. */
  avoidWhite: boolean;
}

type Base = Omit<OccasionProfile, 'occasion' | 'resolved'>;
const P = (group: OccasionGroup, min: number, max: number, palette: PaletteMood, avoidWhite = false): Base =>
  ({ group, formality: [min, max], palette, avoidWhite });

export const OCCASION_PROFILES: Record<Exclude<RatingOccasion, 'custom'>, Base> = {
  interview: P('professional', 2.8, 3.6, 'calm'),
  work: P('professional', 2, 3.2, 'calm'),
  formal: P('ceremony', 3.3, 4, 'calm'),
  wedding: P('ceremony', 2.2, 4, 'open', true),
  church: P('ceremony', 2, 3.3, 'calm'),
  graduation: P('ceremony', 1.8, 3.3, 'open'),
  date: P('social', 1.8, 3, 'open'),
  party: P('social', 1.5, 3.5, 'expressive'),
  brunch: P('social', 1.2, 2.5, 'open'),
  concert: P('social', 0.8, 2.2, 'expressive'),
  casual: P('everyday', 0.8, 2.2, 'open'),
  school: P('everyday', 0.8, 2, 'open'),
  shopping: P('everyday', 0.8, 2, 'open'),
  travel: P('everyday', 0.7, 2, 'open'),
  vacation: P('everyday', 0.7, 2, 'expressive'),
  workout: P('athletic', 0, 0.6, 'open'),
  sports: P('athletic', 0, 0.6, 'open'),
  football: P('athletic', 0, 0.6, 'open'),
  basketball: P('athletic', 0, 0.6, 'open'),
  tennis: P('athletic', 0, 0.8, 'light'),
  running: P('athletic', 0, 0.5, 'open'),
  hiking: P('outdoor', 0, 1.2, 'open'),
  beach: P('beach', 0, 1.3, 'light'),
};

/** A custom occasion that names none of the built-in ones is judged as everyday wear. */
const NEUTRAL: Base = P('everyday', 0.8, 2.6, 'open');

/** The profile of a built-in occasion; a custom one resolved to `resolved` (or to none) by its words (occasions.ts). */
export function builtInProfile(occasion: RatingOccasion, resolved: Exclude<RatingOccasion, 'custom'> | null = null): OccasionProfile {
  if (occasion !== 'custom') return { occasion, resolved: occasion, ...OCCASION_PROFILES[occasion] };
  return { occasion, resolved, ...(resolved ? OCCASION_PROFILES[resolved] : NEUTRAL) };
}
