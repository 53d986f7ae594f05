import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/icon';

/** What free members see on /trends (spec: the non-premium pitch, Upgrade goes to /subscribe). */
export function TrendsUpsell() {
  const { t } = useTranslation('trends');
  return (
    <section className="card trends-upsell" aria-labelledby="trends-upsell-title">
      <span className="trends-upsell__icon" aria-hidden="true"><Icon name="trends" /></span>
      <h2 id="trends-upsell-title">{t('upsell.title')}</h2>
      <p className="muted">{t('upsell.body')}</p>
      <Link to="/subscribe" className="btn btn--primary btn--block">{t('upsell.cta')}</Link>
    </section>
  );
}
