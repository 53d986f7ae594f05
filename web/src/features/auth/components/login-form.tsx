import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { useSession } from '../../../lib/session';
import { useErrorToast } from '../../../lib/use-error-toast';
import { authApi } from '../api/auth.api';

/** E-mail and password sign-in; success stores the token and reloads into the app. */
export function LoginForm({ redirectTo, onForgotPassword }: { redirectTo: string; onForgotPassword(): void }) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const showError = useErrorToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const reply = await authApi.login({ email: email.trim(), password });
      setDone(true);
      signIn(reply.token, { redirectTo });
    } catch (error) {
      showError(error, 'auth:login.failed');
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate={false} aria-busy={busy}>
      <TextField label={t('fields.email')} type="email" name="email" autoComplete="email" inputMode="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField label={t('fields.password')} name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <div className="auth-form__row">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t('login.forgot')}
        </button>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !email || !password}>
        {done ? t('login.success') : busy ? t('login.busy') : t('login.submit')}
      </button>
    </form>
  );
}
