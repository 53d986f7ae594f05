import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { errorToToast } from '../../../lib/error-toast';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/session/session-context';
import * as api from '../api/billing.api';
import { formatDay } from '../model/price';
import { pollEvery } from '../../../lib/http';

/**
 * Membership at a glance (profile and the top of /premium): status, days
 * left, the date premium ends (nothing renews by itself), renew when expiring
 * soon or expired, cancel (stops the reminder), and a refund request within 7 days.
 */
export function MembershipPanel() {
  const { t, i18n } = useTranslation('billing');
  const session = useSession();
  // Refetched hourly (spec part 2 §9), and after every change here.
  const membership = useSWR<api.Membership>(api.MEMBERSHIP_KEY, pollEvery(3600_000));
  const [busy, setBusy] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const [reason, setReason] = useState('');
  const m = membership.data;
  if (!m) return <section className="card billing-panel" aria-busy="true"><span className="spinner spinner--small" /></section>;

  async function act(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await action();
      toast.show({ title: t(success), variant: 'success' });
      await Promise.all([membership.mutate(), session.refreshProfile()]);
    } catch (error) {
      const mapped = errorToToast(error, t);
      toast.show({ title: mapped.title, description: mapped.description, variant: 'error', durationMs: 6000 });
    } finally {
      setBusy(false);
    }
  }

  const renew = m.status === 'expiring_soon' || m.status === 'expired' || m.status === 'none';
  return (
    <section className="card billing-panel" aria-labelledby="membership-title">
      <h2 id="membership-title" className="billing-panel__title">
        {t('panel.title')} <span className={`badge billing-status billing-status--${m.status}`}>{t(`status.${m.status}`)}</span>
      </h2>
      {m.isPremium && m.expiresAt ? (
        <>
          <p className="billing-panel__days">{t('panel.daysLeft', { days: m.daysRemaining })}</p>
          <p className="muted">{t(m.cancelled ? 'panel.endsCancelled' : 'panel.ends', { date: formatDay(m.expiresAt, i18n.language) })}</p>
        </>
      ) : (
        <p className="muted">{m.status === 'expired' && m.expiresAt ? t('panel.expiredOn', { date: formatDay(m.expiresAt, i18n.language) }) : t('panel.free')}</p>
      )}
      <div className="billing-panel__actions">
        {renew && <Link className="btn btn--primary" to="/subscribe">{t(m.status === 'none' ? 'panel.upgrade' : 'panel.renew')}</Link>}
        {m.isPremium && !m.cancelled && (
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void act(api.cancelSubscription, 'panel.cancelled')}>{t('panel.cancel')}</button>
        )}
        {m.refundableReference && !refundOpen && (
          <button type="button" className="btn btn--ghost" onClick={() => setRefundOpen(true)}>{t('panel.refund')}</button>
        )}
      </div>
      {refundOpen && m.refundableReference && (
        <form className="billing-refund" onSubmit={(event) => {
          event.preventDefault();
          void act(() => api.requestRefund(m.refundableReference!, reason), 'panel.refundSent').then(() => setRefundOpen(false));
        }}>
          <label htmlFor="refund-reason">{t('panel.refundReason')}</label>
          <textarea id="refund-reason" required maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
          <p className="muted">{t('panel.refundPolicy')} <Link to="/refund-policy">{t('panel.refundPolicyLink')}</Link></p>
          <button type="submit" className="btn btn--primary" disabled={busy || !reason.trim()}>{t('panel.refundSubmit')}</button>
        </form>
      )}
    </section>
  );
}
