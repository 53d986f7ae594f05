import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';

/** What free members see instead of the styling tools (spec: premium pages show an upsell). */
export function StylingUpsell() {
  const { t } = useTranslation('styling');
  return (
    <section className="card styling-upsell" aria-labelledby="styling-upsell-title">
      <span className="styling-upsell__icon" aria-hidden="true"><Icon name="crown" /></span>
      <h2 id="styling-upsell-title">{t('upsell.title')}</h2>
      <ul className="styling-upsell__list">
        <li>{t('upsell.generator')}</li>
        <li>{t('upsell.combiner')}</li>
        <li>{t('upsell.advice')}</li>
        <li>{t('upsell.trends')}</li>
      </ul>
      <Link to="/subscribe" className="btn btn--primary btn--block">{t('upsell.cta')}</Link>
    </section>
  );
}
