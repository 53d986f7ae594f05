import { MORNING_TIP_DATA, type Language } from '@fitrater/contracts';

/** The morning-tip catalogue: one entry per tip, every language (checked by a unit test). */
export const MORNING_TIPS: ReadonlyArray<Record<Language, string>> = MORNING_TIP_DATA;

/** The tip of a local calendar day: every user in every zone reads the same tip on the same date. */
export function tipIndexOfDay(localDate: string): number {
  const days = Math.floor(Date.parse(`${localDate}T00:00:00Z`) / 86_400_000);
  return ((days % MORNING_TIPS.length) + MORNING_TIPS.length) % MORNING_TIPS.length;
}
