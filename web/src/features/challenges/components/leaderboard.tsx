import { useTranslation } from 'react-i18next';
import type { LeaderboardItem } from '@fitrater/contracts';

/** Top entries by votes; ties go to the earliest entry (the server orders them). */
export function Leaderboard({ items }: { items: LeaderboardItem[] | undefined }) {
  const { t, i18n } = useTranslation('challenges');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="card board" aria-labelledby="board-title">
      <h2 id="board-title">{t('leaderboard')}</h2>
      {!items ? (
        <p className="muted" aria-busy="true">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className="muted">{t('noVotesYet')}</p>
      ) : (
        <ol className="board__list">
          {items.map(({ rank, submission }) => (
            <li key={submission.id} className={`board__row ${submission.isOwn ? 'board__row--own' : ''}`}>
              <span className="board__rank">{number.format(rank)}</span>
              <span className="board__name" dir="auto">{submission.user.username}</span>
              <span className="board__votes">{t('votes', { count: submission.voteCount, formatted: number.format(submission.voteCount) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
