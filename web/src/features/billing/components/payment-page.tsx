import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { errorToToast } from '../../../lib/error-toast';
import { toast } from '../../../lib/toast';
import * as api from '../api/billing.api';
import { formatPrice } from '../model/price';
import { CheckoutUnavailable } from './checkout-unavailable';
import './billing.css';

/** Secure payment: the plan summary, then the provider's hosted checkout (no card fields on our page). */
export function PaymentPage() {
  const { t, i18n } = useTranslation('billing');
  const plan = useSWR<api.BillingPlan>(api.PLAN_KEY);
  const [busy, setBusy] = useState(false);

  async function proceed() {
    setBusy(true);
    try {
      const { paymentUrl } = await api.initiatePayment();
      window.location.assign(paymentUrl);
    } catch (error) {
      const mapped = errorToToast(error, t);
      toast.show({ title: t('payment.failedTitle'), description: mapped.description, variant: 'error', durationMs: 6000 });
      setBusy(false);
    }
  }

  return (
    <PageShell title={t('payment.title')} backTo="/subscribe">
      <div className="billing">
        {plan.data ? (
          <section className="card billing-plan">
            {plan.data.testMode && <p className="billing-test" role="note">{t('payment.testMode')}</p>}
            <dl className="billing-summary">
              <dt>{t('payment.plan')}</dt><dd>{t('payment.planName')}</dd>
              <dt>{t('payment.period')}</dt><dd>{t('plan.period', { days: plan.data.periodDays })}</dd>
              <dt>{t('payment.total')}</dt><dd><strong>{formatPrice(plan.data.amount, plan.data.currency, i18n.language)}</strong></dd>
            </dl>
            <p className="muted">{t('payment.hostedExplain')}</p>
            {plan.data.checkoutAvailable === false ? <CheckoutUnavailable /> : (
              <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={() => void proceed()}>
                {busy ? t('payment.redirecting') : t('payment.continue')}
              </button>
            )}
            <Link className="btn btn--ghost btn--block" to="/subscribe">{t('payment.cancel')}</Link>
          </section>
        ) : (
          <span className="spinner" aria-label={t('loading')} />
        )}
      </div>
    </PageShell>
  );
}
