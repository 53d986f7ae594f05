import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useSession } from '../../../lib/session';

/** On the profile, for admins only (the server checks the role again on every admin call). */
export function AdminPanelCard() {
  const { t } = useTranslation('admin');
  const { profile } = useSession();
  if (profile?.role !== 'admin') return null;
  return (
    <section className="card admin-card" aria-labelledby="admin-card-title">
      <h2 id="admin-card-title">{t('card.title')}</h2>
      <p className="muted">{t('card.text')}</p>
      <Link to="/admin" className="btn btn--primary btn--block">
        <Icon name="shield" />
        {t('card.open')}
      </Link>
    </section>
  );
}
