import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAchievements } from '../../../data/ratings/queries';
import { badgePreview } from '../model/preview';
import { BadgeIcon } from './badge-icon';
import './achievements.css';

/** Profile card: the first six badges, then '+N more badges' (to /achievements). */
export function AchievementBadges() {
  const { t } = useTranslation('achievements');
  const { data, error } = useAchievements();
  const { shown, more } = badgePreview(data ?? []);
  return (
    <section className="card badges" aria-labelledby="badges-title">
      <div className="badges__head">
        <h2 id="badges-title">{t('card.title')}</h2>
        {data && <span className="muted">{t('card.count', { unlocked: data.filter((b) => b.isUnlocked).length, total: data.length })}</span>}
      </div>
      {!data && !error && <div className="badges__grid" aria-busy="true">{[0, 1, 2].map((n) => <span key={n} className="badges__skeleton" />)}</div>}
      {error && <p className="muted">{t('card.failed')}</p>}
      {data && (
        <ul className="badges__grid">
          {shown.map((badge) => (
            <li key={badge.id} className={`badges__item ${badge.isUnlocked ? 'badges__item--on' : ''}`}>
              <span className={`badges__icon rarity--${badge.rarity}`}>
                <BadgeIcon icon={badge.icon} emoji={badge.isUnlocked ? badge.emoji : undefined} />
              </span>
              <span className="badges__name">{t(`badges.${badge.id}.title`, { defaultValue: badge.title })}</span>
              <span className="visually-hidden">{badge.isUnlocked ? t('unlocked') : t('locked')}</span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Link to="/achievements" className="badges__more">{t('card.more', { count: more })}</Link>
      ) : (
        data && <Link to="/achievements" className="badges__more">{t('card.all')}</Link>
      )}
    </section>
  );
}
