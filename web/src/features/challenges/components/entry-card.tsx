import { useTranslation } from 'react-i18next';
import { RatingThumb } from '../../../components/rating-thumb';
import { formatScore } from '../../../lib/relative-time';
import type { Submission, VoteType } from '@fitrater/contracts';
import { ReactionBar } from './reaction-bar';

/** One entry in the gallery: photo, author's display name, score, reactions and a report button. */
export function EntryCard({ entry, pending, active, reported, onVote, onReport }: {
  entry: Submission;
  pending: boolean;
  active: boolean;
  reported: boolean;
  onVote(type: VoteType): void;
  onReport(): void;
}) {
  const { t, i18n } = useTranslation('challenges');
  return (
    <li className="card entry-card">
      <RatingThumb imageUrl={entry.outfit.imageUrl} alt={t('entryAlt', { name: entry.user.username })} size={112} />
      <div className="entry-card__body">
        <div className="entry-card__top">
          <span className="entry-card__name" dir="auto">{entry.user.username}</span>
          {entry.outfit.rating !== null && <span className="entry-card__score">{formatScore(entry.outfit.rating, i18n.language)}</span>}
        </div>
        {entry.isOwn && <span className="entry-card__own">{t('yourEntryTag')}</span>}
        <ReactionBar entry={entry} pending={pending} canVote={active && !entry.isOwn} onVote={onVote} />
        {!entry.isOwn && active && (
          <button type="button" className="btn btn--ghost btn--small entry-card__report" disabled={reported} onClick={onReport}>
            {reported ? t('reported') : t('report')}
          </button>
        )}
      </div>
    </li>
  );
}
