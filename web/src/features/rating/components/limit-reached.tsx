import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { Usage } from '@fitrater/contracts';

/** At or over the monthly limit: no form. Free members are offered Premium. */
export function LimitReached({ usage }: { usage: Usage }) {
  const { t, i18n } = useTranslation('rating');
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' }).format(new Date(usage.resetsAt));
  return (
    <section className="card limit" aria-labelledby="limit-title">
      <span className="limit__icon" aria-hidden="true">
        <Icon name="crown" />
      </span>
      <h2 id="limit-title">{usage.isPremium ? t('limit.premiumTitle') : t('limit.title')}</h2>
      <p className="muted">{usage.isPremium ? t('limit.premiumBody', { limit: usage.limit, date }) : t('limit.body', { limit: usage.limit, date })}</p>
      {!usage.isPremium && (
        <>
          <p className="limit__pitch">{t('limit.pitch')}</p>
          <Link to="/subscribe" className="btn btn--primary btn--block">
            <Icon name="crown" />
            {t('limit.goPremium')}
          </Link>
        </>
      )}
    </section>
  );
}
