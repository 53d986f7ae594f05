import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { isLimitReached, useUsage } from '../../../data/ratings/queries';

/** This month's ratings, used and left (monthly wording), with Upgrade at the limit. */
export function UsageCard() {
  const { t, i18n } = useTranslation('stats');
  const { data } = useUsage();
  if (!data) return <section className="card usage usage--loading" aria-busy="true" aria-label={t('usage.title')} />;
  const reached = isLimitReached(data);
  const resets = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' }).format(new Date(data.resetsAt));
  const percent = data.limit > 0 ? Math.min(100, Math.round((data.used / data.limit) * 100)) : 100;
  return (
    <section className={`card usage ${reached ? 'usage--full' : ''}`} aria-labelledby="usage-title">
      <div className="usage__head">
        <h2 id="usage-title">{t('usage.title')}</h2>
        <span className="badge">{data.isPremium ? t('usage.premium') : t('usage.free')}</span>
      </div>
      <p className="usage__count">{t('usage.count', { used: data.used, limit: data.limit })}</p>
      <div className="usage__bar" role="progressbar" aria-valuemin={0} aria-valuemax={data.limit} aria-valuenow={data.used} aria-label={t('usage.title')}>
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      {reached ? (
        <>
          <p className="usage__full">{t('usage.reached')}</p>
          {!data.isPremium && (
            <Link to="/subscribe" className="btn btn--primary btn--block">
              <Icon name="crown" />
              {t('usage.upgrade')}
            </Link>
          )}
        </>
      ) : (
        <p className="muted">{t('usage.left', { count: data.remaining })}</p>
      )}
      <p className="usage__resets muted">{t('usage.resets', { date: resets })}</p>
    </section>
  );
}
