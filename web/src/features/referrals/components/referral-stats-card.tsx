import { useEffect } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ReferralStats } from '@fitrater/contracts';
import { toast } from '../../../lib/toast';
import { STATS_KEY } from '../api/referrals.api';

/** Friends invited, friends who rated, free suggestions waiting; 'Unable to load stats' when it fails. */
export function ReferralStatsCard() {
  const { t, i18n } = useTranslation('referrals');
  const stats = useSWR<ReferralStats>(STATS_KEY);
  const number = new Intl.NumberFormat(i18n.language);

  useEffect(() => {
    if (stats.error) toast.show({ title: t('toasts.statsFailed'), variant: 'error', durationMs: 6000 });
  }, [stats.error, t]);

  const items = [
    ['totalReferrals', stats.data?.totalReferrals],
    ['completedReferrals', stats.data?.completedReferrals],
    ['pendingRewards', stats.data?.pendingRewards],
  ] as const;

  return (
    <section className="card referral-stats" aria-labelledby="stats-title">
      <h2 id="stats-title">{t('statsTitle')}</h2>
      {stats.error ? (
        <div className="referral-stats__failed">
          <p>{t('toasts.statsFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void stats.mutate()}>{t('retry')}</button>
        </div>
      ) : (
        <>
          <dl className="referral-stats__grid" aria-busy={!stats.data}>
            {items.map(([key, value]) => (
              <div key={key} className="referral-stats__item">
                <dt>{t(`stats.${key}`)}</dt>
                <dd>{value === undefined ? '–' : number.format(value)}</dd>
              </div>
            ))}
          </dl>
          {stats.data && (
            <p className="muted referral-stats__month">
              {t('monthNote', { used: number.format(stats.data.rewardsThisMonth), limit: number.format(stats.data.monthlyRewardLimit) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
