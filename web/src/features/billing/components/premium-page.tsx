import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { useSession } from '../../../lib/session/session-context';
import * as api from '../api/billing.api';
import { MembershipPanel } from './membership-panel';
import { PlanFeatures } from './plan-features';
import './billing.css';

/**
 * /premium: the membership panel on top. The premium styling tools (issue
 * "styling") go in the slot below; until they land it says what premium includes.
 */
export function PremiumPage({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation('billing');
  const session = useSession();
  const plan = useSWR<api.BillingPlan>(api.PLAN_KEY);
  return (
    <PageShell title={t('premium.title')} backTo="/home">
      <div className="billing">
        <MembershipPanel />
        {/* Slot for the premium styling page (generator, combiner, history). */}
        {children ?? (
          <section className="card">
            <h2>{t('premium.includes')}</h2>
            {plan.data && <PlanFeatures plan={plan.data} />}
            {!session.isPremium && <Link className="btn btn--primary btn--block" to="/subscribe">{t('panel.upgrade')}</Link>}
          </section>
        )}
      </div>
    </PageShell>
  );
}
