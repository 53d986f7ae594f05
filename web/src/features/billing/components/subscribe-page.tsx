import { Link, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import * as api from '../api/billing.api';
import { formatPrice } from '../model/price';
import { PlanFeatures } from './plan-features';
import { CheckoutUnavailable } from './checkout-unavailable';
import './billing.css';

/** Upgrade to Premium: price and features from the server's plan, and honest notes (30 days per payment). */
export function SubscribePage() {
  const { t, i18n } = useTranslation('billing');
  const plan = useSWR<api.BillingPlan>(api.PLAN_KEY);
  const cancelled = Boolean((useLocation().state as { paymentCancelled?: boolean } | null)?.paymentCancelled);
  return (
    <PageShell title={t('subscribe.title')} backTo="/home">
      <div className="billing">
        {cancelled && (
          <p className="card billing-notice" role="status">
            <strong>{t('paymentOutcome.cancelledTitle')}</strong> {t('paymentOutcome.cancelledText')}
          </p>
        )}
        {plan.data ? (
          <section className="card billing-plan">
            <p className="billing-plan__price">
              <strong>{formatPrice(plan.data.amount, plan.data.currency, i18n.language)}</strong> <span className="muted">{t('plan.perMonth')}</span>
            </p>
            <p className="muted">{t('plan.period', { days: plan.data.periodDays })}</p>
            <PlanFeatures plan={plan.data} />
            {plan.data.checkoutAvailable === false
              ? <CheckoutUnavailable />
              : <Link className="btn btn--primary btn--block" to="/payment">{t('subscribe.cta')}</Link>}
            <ul className="billing-notes muted">
              <li>{t('subscribe.noteHosted')}</li>
              <li>{t('subscribe.noteRenewal', { days: plan.data.periodDays })}</li>
              <li>{t('subscribe.noteCancel')}</li>
              <li>{t('subscribe.noteRefund', { days: plan.data.refundWindowDays })} <Link to="/refund-policy">{t('panel.refundPolicyLink')}</Link></li>
            </ul>
          </section>
        ) : (
          <span className="spinner" aria-label={t('loading')} />
        )}
      </div>
    </PageShell>
  );
}
