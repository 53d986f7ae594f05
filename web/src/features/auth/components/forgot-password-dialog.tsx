import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icon';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from '@fitrater/contracts/values';
import { HttpError } from '../../../lib/http';
import { useErrorToast } from '../../../lib/use-error-toast';
import { authApi } from '../api/auth.api';
import { useCountdown } from '../hooks/use-countdown';
import { codeProblem, confirmProblem, emailProblem, newPasswordProblem, sanitizeCode } from '../model/reset-validation';

type Step = 'email' | 'code' | 'password' | 'done';
type Busy = null | 'send' | 'verify' | 'reset';

/**
 * Forgot password in four steps (spec part 1 §2): e-mail → code → new
 * password → done. The code goes only by e-mail (DECISIONS.md). Closing, or
 * Continue to Login, resets every step, field and the countdown.
 */
export function ForgotPasswordDialog({ open, onClose, initialEmail = '' }: { open: boolean; onClose(): void; initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const showError = useErrorToast();
  const countdown = useCountdown();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState<Busy>(null);

  const close = () => {
    setStep('email');
    setEmail(initialEmail);
    setCode('');
    setPassword('');
    setConfirm('');
    setErrors({});
    setBusy(null);
    countdown.reset();
    onClose();
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = emailProblem(email);
    setErrors({ email: problem });
    if (problem) return;
    setBusy('send');
    try {
      await authApi.forgotPassword(email.trim());
      countdown.start(RESEND_COOLDOWN_SECONDS);
      setCode('');
      setStep('code');
    } catch (error) {
      if (error instanceof HttpError && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code);
    setErrors({ code: problem });
    if (problem) return;
    setBusy('verify');
    try {
      await authApi.verifyResetCode(email.trim(), code);
      setStep('password');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const resetPassword = async (event: FormEvent) => {
    event.preventDefault();
    const next = { password: newPasswordProblem(password), confirm: confirmProblem(password, confirm) };
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy('reset');
    try {
      await authApi.resetPassword({ email: email.trim(), code, newPassword: password });
      setStep('done');
    } catch (error) {
      showError(error);
      // An expired or used-up code cannot be fixed on this step: go back to enter or request a new one.
      if (error instanceof HttpError && /code/i.test(error.message)) setStep('code');
    } finally {
      setBusy(null);
    }
  };

  const err = (key: string) => (errors[key] ? t(errors[key]) : null);
  // A field's message goes away as soon as the field is edited.
  const edit = (key: string, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[key]) setErrors((current) => ({ ...current, [key]: null }));
  };
  const title = t(`forgot.steps.${step}`);

  return (
    <Dialog open={open} onClose={close} title={title} className="forgot" focusKey={step}>
      {step === 'email' && (
        <form className="auth-form" onSubmit={(e) => void sendCode(e)} noValidate>
          <TextField
            label={t('forgot.emailLabel')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => edit('email', setEmail)(e.target.value)}
            hint={t('forgot.emailHint')}
            error={err('email')}
          />
          <div className="forgot__actions">
            <button type="button" className="btn btn--secondary" onClick={close}>
              {t('forgot.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy !== null}>
              {busy === 'send' ? t('forgot.sending') : t('forgot.sendCode')}
            </button>
          </div>
        </form>
      )}

      {step === 'code' && (
        <form className="auth-form" onSubmit={(e) => void verifyCode(e)} noValidate>
          <button type="button" className="link-button forgot__back" onClick={() => setStep('email')}>
            <Icon name="back" /> {t('forgot.back')}
          </button>
          <p className="muted">
            {t('forgot.codeSentTo')} <strong dir="ltr">{email.trim()}</strong>
          </p>
          <TextField
            label={t('forgot.codeLabel')}
            className="forgot__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(e) => edit('code', setCode)(sanitizeCode(e.target.value))}
            error={err('code')}
            dir="ltr"
          />
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void sendCode()} disabled={busy !== null || countdown.running}>
            {countdown.running ? t('forgot.resendIn', { seconds: countdown.secondsLeft }) : t('forgot.resend')}
          </button>
          <button type="submit" className="btn btn--primary btn--block" disabled={busy !== null || code.length !== CODE_LENGTH}>
            {busy === 'verify' ? t('forgot.verifying') : t('forgot.verify')}
          </button>
        </form>
      )}

      {step === 'password' && (
        <form className="auth-form" onSubmit={(e) => void resetPassword(e)} noValidate>
          <button type="button" className="link-button forgot__back" onClick={() => setStep('code')}>
            <Icon name="back" /> {t('forgot.back')}
          </button>
          <PasswordField label={t('forgot.newPassword')} autoComplete="new-password" value={password} onChange={(e) => edit('password', setPassword)(e.target.value)} error={err('password')} hint={t('forgot.passwordHint')} />
          <PasswordChecklist password={password} />
          <PasswordField label={t('forgot.confirmPassword')} autoComplete="new-password" value={confirm} onChange={(e) => edit('confirm', setConfirm)(e.target.value)} error={err('confirm')} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy !== null}>
            {busy === 'reset' ? t('forgot.resetting') : t('forgot.reset')}
          </button>
        </form>
      )}

      {step === 'done' && (
        <div className="forgot__done" role="status">
          <span className="verify__check">
            <Icon name="check" />
          </span>
          <p>{t('forgot.doneBody')}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={close}>
            {t('forgot.continue')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
