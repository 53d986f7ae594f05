import { useTranslation } from 'react-i18next';
import type { Challenge } from '@fitrater/contracts';
import { useNow } from '../hooks/use-now';
import { useThemeText } from '../hooks/use-theme-text';
import { formatRemaining, remainingUntil } from '../model/countdown';

/** This week's theme, its description, the countdown to Monday 00:00 UTC and how many entered. */
export function ChallengeHero({ challenge }: { challenge: Challenge }) {
  const { t, i18n } = useTranslation('challenges');
  const now = useNow();
  const theme = useThemeText()(challenge.themeId);
  const left = remainingUntil(new Date(challenge.endDate), now);
  const number = new Intl.NumberFormat(i18n.language);
  const ends = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(challenge.endDate));
  return (
    <section className="card hero" aria-labelledby="hero-title">
      <span className="hero__kicker">{t('thisWeek')}</span>
      <h2 id="hero-title" className="hero__title">{theme.title}</h2>
      <p className="hero__description">{theme.description}</p>
      <div className="hero__facts">
        <p className="hero__countdown" title={ends}>
          {left.ended ? t('ended') : t('countdown', { time: formatRemaining(left, i18n.language) })}
        </p>
        <p className="hero__count">{t('entries', { count: challenge.submissionCount, formatted: number.format(challenge.submissionCount) })}</p>
      </div>
    </section>
  );
}
