import { useTranslation } from 'react-i18next';
import { RatingThumb } from '../../../components/rating-thumb';
import type { Challenge } from '@fitrater/contracts';
import { useThemeText } from '../hooks/use-theme-text';

/** Ended challenges, newest first, each with its winner (or none when nobody entered). */
export function PastWinners({ challenges }: { challenges: Challenge[] | undefined }) {
  const { t, i18n } = useTranslation('challenges');
  const themeText = useThemeText();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="card past" aria-labelledby="past-title">
      <h2 id="past-title">{t('pastWinners')}</h2>
      {!challenges ? (
        <p className="muted" aria-busy="true">{t('loading')}</p>
      ) : challenges.length === 0 ? (
        <p className="muted">{t('noPast')}</p>
      ) : (
        <ul className="past__list">
          {challenges.map((c) => (
            <li key={c.id} className="past__row">
              {c.winner ? <RatingThumb imageUrl={c.winner.outfit.imageUrl} alt={t('entryAlt', { name: c.winner.user.username })} size={56} /> : <span className="past__none" aria-hidden="true">–</span>}
              <div className="past__text">
                <span className="past__theme">{themeText(c.themeId).title}</span>
                <span className="past__meta">{t('weekOf', { date: dates.format(new Date(c.startDate)) })}</span>
                <span className="past__winner" dir="auto">
                  {c.winner ? t('winner', { name: c.winner.user.username, votes: t('votes', { count: c.winner.voteCount, formatted: number.format(c.winner.voteCount) }) }) : t('noWinner')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
