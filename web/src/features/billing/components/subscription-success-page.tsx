import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { useSession } from '../../../lib/session/session-context';
import * as api from '../api/billing.api';
import { formatDay } from '../model/price';
import { runVerification, type VerificationState } from '../model/verification';
import './billing.css';

/** Payment result (spec part 2 §7): the provider's redirect lands here with tx_ref; the server verifies. */
export function SubscriptionSuccessPage() {
  const { t, i18n } = useTranslation('billing');
  const [params] = useSearchParams();
  const session = useSession();
  const txRef = params.get('tx_ref');
  const [state, setState] = useState<VerificationState>({ kind: 'verifying' });

  useEffect(() => {
    if (!txRef || !session.token) return;
    let cancelled = false;
    void runVerification({
      verify: () => api.verifyPayment(txRef),
      membership: api.fetchMembership,
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      cancelled: () => cancelled,
    }).then((result) => {
      if (cancelled) return;
      setState(result);
      if (result.kind === 'success') void session.refreshProfile();
    });
    return () => { cancelled = true; };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per reference
  }, [txRef, session.token]);

  // Leaving the checkout is a choice, not a failure: back to the plan with a neutral note.
  if (txRef && (params.get('status') === 'cancelled' || state.kind === 'cancelled')) {
    return <Navigate to="/subscribe" replace state={{ paymentCancelled: true }} />;
  }

  let body: React.ReactNode;
  if (!txRef) {
    body = <Outcome title={t('result.invalidTitle')} text={t('result.invalidText')} />;
  } else if (!session.token) {
    body = <Outcome title={t('result.receivedTitle')} text={t('result.receivedText')} />;
  } else if (state.kind === 'verifying') {
    body = <div className="billing-verifying" role="status"><span className="spinner" /><p>{t('result.verifying')}</p></div>;
  } else if (state.kind === 'success') {
    body = (
      <section className="card billing-welcome">
        <h2>{t('result.welcomeTitle')}</h2>
        <p>{t('result.welcomeText')}</p>
        {state.expiresAt && <p><strong>{t('panel.ends', { date: formatDay(state.expiresAt, i18n.language) })}</strong></p>}
        <Link className="btn btn--primary btn--block" to="/premium-unlocked">{t('result.continue')}</Link>
      </section>
    );
  } else if (state.kind === 'processing') {
    body = <Outcome title={t('result.processingTitle')} text={t('result.processingText')} />;
  } else if (state.kind === 'not_found') {
    body = <Outcome title={t('paymentOutcome.notFoundTitle')} text={t('paymentOutcome.notFoundText')} retry />;
  } else if (state.kind === 'in_progress') {
    body = <Outcome title={t('result.inProgressTitle')} text={t('result.inProgressText')} />;
  } else {
    body = <Outcome title={t('result.failedTitle')} text={t('result.failedText')} retry />;
  }
  return <PageShell title={t('result.title')}><div className="billing">{body}</div></PageShell>;
}

function Outcome({ title, text, retry = false }: { title: string; text: string; retry?: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <section className="card billing-outcome" role="status">
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      {retry && <Link className="btn btn--primary btn--block" to="/subscribe">{t('result.tryAgain')}</Link>}
      <Link className="btn btn--secondary btn--block" to="/">{t('result.home')}</Link>
    </section>
  );
}
