import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/code-input';
import { Icon } from '../../../components/icon';
import { RESEND_COOLDOWN_SECONDS } from '@fitrater/contracts/values';
import { HttpError } from '../../../lib/http';
import { referralStore } from '../../../lib/storage';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';
import { authApi } from '../api/auth.api';
import { useCountdown } from '../hooks/use-countdown';
import type { PendingRegistration } from './register-form';

/** How long the success view shows before the app reloads into home (spec part 1 §4). */
export const VERIFIED_VIEW_MS = 1500;

/**
 * E-mail verification (spec part 1 §2): six boxes that submit themselves; a
 * wrong code clears, shakes and refocuses; resend after a 60 s countdown;
 * back cancels the pending registration.
 */
export function VerifyEmail({ pending, onCancelled }: { pending: PendingRegistration; onCancelled(): void }) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const showError = useErrorToast();
  const countdown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [code, setCode] = useState('');
  const [shake, setShake] = useState(0);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);

  const verify = async (value: string) => {
    setBusy(true);
    try {
      const reply = await authApi.verifyEmail(pending.tempUserId, value);
      setVerified(true);
      referralStore.clear();
      signIn(reply.token, { redirectTo: '/home', delayMs: VERIFIED_VIEW_MS });
    } catch (error) {
      setBusy(false);
      setCode('');
      setShake((n) => n + 1);
      showError(error, 'auth:verify.failed');
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      const reply = await authApi.resendCode(pending.tempUserId);
      countdown.start(reply.resendAvailableInSeconds || RESEND_COOLDOWN_SECONDS);
      toast.show({ title: t('verify.resent'), description: t('verify.resentBody', { email: pending.email }), variant: 'success' });
    } catch (error) {
      if (error instanceof HttpError && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
      showError(error);
    } finally {
      setBusy(false);
      setCode('');
    }
  };

  const cancel = async () => {
    // The pending registration is deleted so the address can be registered again right away.
    await authApi.cancelPending(pending.tempUserId).catch((error: unknown) => console.warn('Pending registration not deleted', error));
    onCancelled();
  };

  if (verified) {
    return (
      <section className="verify verify--done" role="status" aria-live="polite">
        <span className="verify__check">
          <Icon name="check" />
        </span>
        <h2>{t('verify.successTitle')}</h2>
        <p className="muted">{t('verify.successBody')}</p>
      </section>
    );
  }

  return (
    <section className="verify" aria-labelledby="verify-title">
      <button type="button" className="btn btn--ghost btn--small verify__back" onClick={() => void cancel()}>
        <Icon name="back" />
        {t('verify.back')}
      </button>
      <span className="verify__icon">
        <Icon name="mail" />
      </span>
      <h2 id="verify-title">{t('verify.title')}</h2>
      <p className="muted">
        {t('verify.sentTo')} <strong dir="ltr">{pending.email}</strong>
      </p>
      <CodeInput label={t('verify.codeLabel')} value={code} onChange={setCode} onComplete={(value) => void verify(value)} shakeSignal={shake} disabled={busy} autoFocus />
      <p className="verify__status" aria-live="polite">
        {busy ? t('verify.checking') : t('verify.hint')}
      </p>
      <button type="button" className="btn btn--secondary btn--block" onClick={() => void resend()} disabled={busy || countdown.running}>
        {countdown.running ? t('verify.resendIn', { seconds: countdown.secondsLeft }) : t('verify.resend')}
      </button>
    </section>
  );
}
