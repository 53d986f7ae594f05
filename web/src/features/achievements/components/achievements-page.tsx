import { PageHeader } from '../../../components/page-header';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Usage } from '@fitrater/contracts';
import { useAchievements } from '../../../data/ratings/queries';
import { USAGE_KEY } from '../../../data/ratings/keys';
import { formatScore } from '../../../lib/relative-time';
import { progressText, reachOnPlan, type BadgeProgress } from '../model/badge-reach';
import { orderBadges } from '../model/preview';
import { BadgeIcon } from './badge-icon';
import './achievements.css';

/** The badge catalogue with progress, rarity and unlock date. */
export function AchievementsPage() {
  const { t, i18n } = useTranslation('achievements');
  const { data, error, mutate } = useAchievements();
  const usage = useSWR<Usage>(USAGE_KEY);
  const progressLine = (badge: BadgeProgress) => {
    const text = progressText(badge);
    return text.key === 'score'
      ? t('progressIn.score', { value: formatScore(text.value, i18n.language), max: formatScore(text.max, i18n.language) })
      : t('progress', { value: text.value, max: text.max });
  };
  const list = orderBadges(data ?? []);
  const unlocked = list.filter((b) => b.isUnlocked).length;
  return (
    <main id="main" className="achievements">
      <PageHeader title={t('title')} backTo="/profile" backLabel={t('back')} />
      <p className="muted">{t('intro')}</p>
      {error ? (
        <div className="card">
          <p>{t('card.failed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void mutate()}>{t('retry')}</button>
        </div>
      ) : !data ? (
        <div className="achievements__list" aria-busy="true">{[0, 1, 2, 3].map((n) => <div key={n} className="card achievements__skeleton" />)}</div>
      ) : (
        <>
          <p className="achievements__summary">{t('card.count', { unlocked, total: list.length })}</p>
          <ul className="achievements__list">
            {list.map((badge) => {
              const shown = Math.min(badge.progress, badge.maxProgress);
              return (
                <li key={badge.id} className={`card achievement ${badge.isUnlocked ? 'achievement--on' : ''}`}>
                  <span className={`badges__icon rarity--${badge.rarity}`}>
                    <BadgeIcon icon={badge.icon} emoji={badge.isUnlocked ? badge.emoji : undefined} />
                  </span>
                  <div className="achievement__body">
                    <div className="achievement__top">
                      <h2>{t(`badges.${badge.id}.title`, { defaultValue: badge.title })}</h2>
                      <span className={`achievement__rarity rarity-text--${badge.rarity}`}>{t(`rarity.${badge.rarity}`)}</span>
                    </div>
                    <p className="muted">{t(`badges.${badge.id}.description`, { defaultValue: badge.description })}</p>
                    <div className="achievement__progress">
                      <progress max={badge.maxProgress} value={shown} aria-label={t('progressLabel')} />
                      <span>{progressLine(badge)}</span>
                    </div>
                    <Reach badge={badge} plan={usage.data} />
                    <p className="achievement__state">
                      {badge.isUnlocked && badge.unlockedAt
                        ? t('unlockedOn', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(badge.unlockedAt)) })
                        : badge.isUnlocked ? t('unlocked') : t('locked')}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </main>
  );
}

/** The honest word on a badge the free plan cannot reach soon. */
function Reach({ badge, plan }: { badge: BadgeProgress; plan: Usage | undefined }) {
  const { t } = useTranslation('achievements');
  const reach = reachOnPlan(badge, plan);
  if (!reach) return null;
  return (
    <p className="achievement__reach">
      {reach.kind === 'months' ? t('reach.months', { count: reach.months, limit: reach.limit }) : t('reach.streakNeedsMore', { limit: reach.limit })}
    </p>
  );
}
