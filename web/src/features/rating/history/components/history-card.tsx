import { useTranslation } from 'react-i18next';
import { RatingThumb } from '../../../../components/rating-thumb';
import { isLanguage, occasionLabel } from '@fitrater/contracts/values';
import type { Rating } from '@fitrater/contracts';
import { formatScore, relativeTime } from '../../../../lib/relative-time';
import { emojiOf, scoreOf } from '../../model/result';
import { ShareMenu } from './share-menu';

export function HistoryCard({ rating, milestone, onOpen, onDelete }: { rating: Rating; milestone: string | null; onOpen(): void; onDelete(): void }) {
  const { t, i18n } = useTranslation('history');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const occasion = occasionLabel(language, rating.occasion, rating.customOccasion);
  const score = scoreOf(rating);
  const created = new Date(rating.createdAt);
  return (
    <li className="timeline__item">
      <article className="card history-card" aria-labelledby={`outfit-${rating.id}`}>
        {milestone && <p className="history-card__milestone">🏅 {milestone}</p>}
        <div className="history-card__main">
          <RatingThumb imageUrl={rating.hasImage ? rating.imageUrl : null} alt={t('photoAlt', { occasion })} size={72} />
          <div className="history-card__body">
            <div className="history-card__top">
              <h2 className="history-card__occasion" id={`outfit-${rating.id}`}>{occasion}</h2>
              {score !== null && (
                <span className="history-card__score" aria-label={t('scoreLabel', { score: formatScore(score, i18n.language) })}>
                  {emojiOf(rating)} {formatScore(score, i18n.language)}
                </span>
              )}
            </div>
            <p className="history-card__date">
              <time dateTime={rating.createdAt}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(created)}</time>
              <span aria-hidden="true"> · </span>
              <span>{relativeTime(created, i18n.language)}</span>
            </p>
          </div>
        </div>
        {rating.description && <p className="history-card__description" dir="auto">{rating.description}</p>}
        {rating.feedback && <p className="history-card__feedback" dir="auto">{rating.feedback}</p>}
        <div className="history-card__actions">
          <button type="button" className="btn btn--secondary btn--small" onClick={onOpen}>
            {t('details')}
          </button>
          <span className="history-card__spacer" />
          <ShareMenu ratingId={rating.id} label={t('share.menu', { occasion })} />
          <button type="button" className="icon-button" aria-label={t('delete.action', { occasion })} onClick={onDelete}>
            <DeleteIcon />
          </button>
        </div>
      </article>
    </li>
  );
}

function DeleteIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="icon">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </svg>
  );
}
