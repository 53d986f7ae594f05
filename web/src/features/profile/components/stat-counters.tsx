import { useTranslation } from 'react-i18next';
import { useCountUp } from '../hooks/use-count-up';

function Counter({ value, label, decimals = 0 }: { value: number; label: string; decimals?: number }) {
  const { i18n } = useTranslation();
  const shown = useCountUp(value);
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return (
    <div className="stat">
      <span className="stat__value" aria-hidden="true">
        {format.format(shown)}
      </span>
      <span className="visually-hidden">{format.format(value)}</span>
      <span className="stat__label">{label}</span>
    </div>
  );
}

/** Ratings, average score and day streak, counting up when the profile opens. */
export function StatCounters({ totalRatings, averageRating, dayStreak }: { totalRatings: number; averageRating: number; dayStreak: number }) {
  const { t } = useTranslation('profile');
  return (
    <section className="card stats" aria-label={t('stats.label')}>
      <Counter value={totalRatings} label={t('stats.ratings')} />
      <Counter value={averageRating} label={t('stats.average')} decimals={1} />
      <Counter value={dayStreak} label={t('stats.streak')} />
    </section>
  );
}
