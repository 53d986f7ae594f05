import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { NotificationPanel } from './notification-panel';
import { QueuePanel } from './queue-panel';
import { EnginePanel } from './engine-panel';
import { PaymentsBanner } from './payments-banner';
import './admin.css';

/**
 * /admin (spec part 2 §7 Admin). The role is enforced by the server on every call;
 * this page only chooses what to show: sign in first, access denied, or the panel.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { status, profile } = useSession();

  if (status === 'loading' || (status === 'authenticated' && !profile)) {
    return <main id="main" className="admin admin--center"><span className="spinner" /></main>;
  }
  if (status !== 'authenticated') {
    return (
      <main id="main" className="admin admin--center">
        <section className="card admin__gate">
          <h1>{t('gate.authTitle')}</h1>
          <p className="muted">{t('gate.authText')}</p>
          <Link to="/auth" className="btn btn--primary">{t('gate.signIn')}</Link>
        </section>
      </main>
    );
  }
  if (profile?.role !== 'admin') {
    return (
      <main id="main" className="admin admin--center">
        <section className="card admin__gate">
          <h1>{t('gate.deniedTitle')}</h1>
          <p className="muted">{t('gate.deniedText')}</p>
          <Link to="/home" className="btn btn--secondary">{t('gate.home')}</Link>
        </section>
      </main>
    );
  }
  return (
    <main id="main" className="admin">
      <PageHeader title={t('title')} backTo="/profile" backLabel={t('back')} />
      <PaymentsBanner />
      <NotificationPanel />
      <QueuePanel />
      <EnginePanel />
    </main>
  );
}
