import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { useSession } from '../../../lib/session/session-context';
import * as api from '../api/billing.api';
import { MembershipPanel } from './membership-panel';
import { PlanFeatures } from './plan-features';
import './billing.css';

/** The welcome after a payment: what premium now includes, and the membership. Nobody is thanked for a payment they did not make. */
export function PremiumUnlockedPage() {
  const { t } = useTranslation('billing');
  const { isPremium, profile } = useSession();
  const plan = useSWR<api.BillingPlan>(api.PLAN_KEY);
  if (!profile) return <PageShell title={t('unlocked.title')} backTo="/home"><span className="spinner" aria-label={t('loading')} /></PageShell>;
  if (!isPremium) {
    return (
      <PageShell title={t('premium.title')} backTo="/home">
        <div className="billing">
          <section className="card billing-outcome">
            <h2>{t('paymentOutcome.notPremiumTitle')}</h2>
            <p className="muted">{t('paymentOutcome.notPremiumText')}</p>
            <Link className="btn btn--primary btn--block" to="/subscribe">{t('paymentOutcome.seePlan')}</Link>
          </section>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title={t('unlocked.title')} backTo="/home">
      <div className="billing">
        <section className="card billing-welcome">
          <h2>{t('result.welcomeTitle')}</h2>
          <p>{t('unlocked.text')}</p>
          {plan.data && <PlanFeatures plan={plan.data} />}
          <Link className="btn btn--primary btn--block" to="/home">{t('unlocked.rate')}</Link>
        </section>
        <MembershipPanel />
      </div>
    </PageShell>
  );
}
