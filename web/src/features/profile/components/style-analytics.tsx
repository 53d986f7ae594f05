import { useTranslation } from 'react-i18next';
import { isLanguage, isRatingOccasion, occasionLabel } from '@fitrater/contracts/values';
import { useAnalytics } from '../../../data/ratings/queries';
import { formatScore } from '../../../lib/relative-time';

/** Favorite Occasion, Daily Streak, Style Score /10. */
export function StyleAnalytics() {
  const { t, i18n } = useTranslation('stats');
  const { data } = useAnalytics();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const favorite = data && isRatingOccasion(data.favoriteOccasion) ? occasionLabel(language, data.favoriteOccasion) : (data?.favoriteOccasion ?? '…');
  return (
    <section className="card analytics" aria-labelledby="analytics-title" aria-busy={!data}>
      <h2 id="analytics-title">{t('analytics.title')}</h2>
      <dl className="analytics__list">
        <div>
          <dt>{t('analytics.favorite')}</dt>
          <dd>{data?.totalOutfits ? favorite : t('analytics.none')}</dd>
        </div>
        <div>
          <dt>{t('analytics.streak')}</dt>
          <dd>{data ? t('analytics.days', { count: data.styleStreak }) : '…'}</dd>
        </div>
        <div>
          <dt>{t('analytics.score')}</dt>
          <dd>{data ? `${formatScore(data.averageRating, i18n.language)}/10` : '…'}</dd>
        </div>
      </dl>
    </section>
  );
}
