import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { RatingThumb } from '../../../components/rating-thumb';
import { isLanguage, occasionLabel } from '@fitrater/contracts/values';
import { useOutfits } from '../../../data/ratings/queries';
import { formatScore, relativeTime } from '../../../lib/relative-time';

/** The five latest ratings: thumbnail or TXT, occasion, relative time, rating, emoji. */
export function RecentRatings() {
  const { t, i18n } = useTranslation('stats');
  const { data } = useOutfits();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const recent = (data ?? []).slice(0, 5);
  return (
    <section className="card recent" aria-labelledby="recent-title">
      <div className="recent__head">
        <h2 id="recent-title">{t('recent.title')}</h2>
        <Link to="/history" className="recent__all">
          {t('recent.history')}
          <Icon name="forward" />
        </Link>
      </div>
      {!data ? (
        <p className="muted" aria-busy="true">{t('recent.loading')}</p>
      ) : recent.length === 0 ? (
        <div className="recent__empty">
          <p className="muted">{t('recent.empty')}</p>
          <Link to="/home" className="btn btn--secondary btn--small">{t('recent.rate')}</Link>
        </div>
      ) : (
        <ul className="recent__list">
          {recent.map((rating) => {
            const occasion = occasionLabel(language, rating.occasion, rating.customOccasion);
            const score = rating.overallRating ?? rating.rating;
            return (
              <li key={rating.id}>
                <Link to={`/results?id=${rating.id}`} className="recent__item">
                  <RatingThumb imageUrl={rating.hasImage ? rating.imageUrl : null} alt={occasion} size={48} />
                  <span className="recent__text">
                    <span className="recent__occasion">{occasion}</span>
                    <span className="recent__time">{relativeTime(rating.createdAt, i18n.language)}</span>
                  </span>
                  <span className="recent__score">
                    {score !== null ? formatScore(score, i18n.language) : '–'} <span aria-hidden="true">{rating.emoji?.trim() || '✨'}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
