export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  ended: boolean;
}

/** Whole days, hours and minutes left until `end` (minutes rounded up, so "0 min" means ended). */
export function remainingUntil(end: Date, now: Date): Remaining {
  const ms = end.getTime() - now.getTime();
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, ended: true };
  const totalMinutes = Math.ceil(ms / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    ended: false,
  };
}

/** "6 days 5 hr 49 min" in the UI language, with its own plural rules and units (days left out when none). */
export function formatRemaining(left: Remaining, language: string): string {
  const unit = (name: 'day' | 'hour' | 'minute', value: number) => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [...(left.days > 0 ? [unit('day', left.days)] : []), unit('hour', left.hours), unit('minute', left.minutes)];
  return new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(parts);
}
