import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_STATUS_KEY, type PaymentsStatusReply } from '../api/admin.api';
import { pollEvery } from '../../../lib/http';

/**
 * Top of the admin panel, only when something about payments needs the operator: the sandbox
 * (anyone can "pay"), the sandbox switched off on a public address, or the provider refusing our key.
 */
export function PaymentsBanner() {
  const { t, i18n } = useTranslation('admin');
  const { data } = useSWR<PaymentsStatusReply>(PAYMENTS_STATUS_KEY, pollEvery(30_000));
  if (!data) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const notes: Array<{ key: string; text: string }> = [];
  if (data.sandbox) notes.push({ key: 'sandbox', text: t(data.checkout === 'off' ? 'payments.off' : 'payments.sandbox') });
  if (data.auth === 'failing') {
    const last = data.lastAuthFailureAt ? when.format(new Date(data.lastAuthFailureAt)) : '—';
    notes.push({ key: 'auth', text: t('payments.authFailing', { count: data.authFailures, when: last }) });
  }
  if (!notes.length) return null;
  return (
    <section className="admin__payments-banner" role="alert" aria-labelledby="payments-banner-title" data-testid="payments-banner">
      <h2 id="payments-banner-title">{t('payments.title')}</h2>
      {notes.map((n) => <p key={n.key} data-note={n.key}>{n.text}</p>)}
    </section>
  );
}
