import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCommonPassword, NAME_MAX_LENGTH, isPasswordValid, passwordScore } from '@fitrater/contracts/values';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { referralStore } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';
import { authApi } from '../api/auth.api';

export interface PendingRegistration {
  tempUserId: string;
  email: string;
}

/** Name, e-mail, password with live strength; submit stays disabled until the password rule is met. */
export function RegisterForm({ onRegistered }: { onRegistered(pending: PendingRegistration): void }) {
  const { t } = useTranslation('auth');
  const showError = useErrorToast();
  const checklistId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [invited] = useState(() => referralStore.get() !== null);

  const valid = isPasswordValid(password);
  const common = valid && isCommonPassword(password);
  const canSubmit = !busy && name.trim() !== '' && email.trim() !== '' && valid && !common;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passwordScore(password) < 3) {
      toast.show({ title: t('register.tooWeakTitle'), description: t('register.tooWeakBody'), variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      const trimmedEmail = email.trim();
      const referralCode = referralStore.get() ?? undefined;
      const reply = await authApi.register({ name: name.trim(), email: trimmedEmail, password, ...(referralCode ? { referralCode } : {}) });
      onRegistered({ tempUserId: reply.tempUserId, email: trimmedEmail });
    } catch (error) {
      showError(error, 'auth:register.failed');
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-busy={busy}>
      {invited && <p className="auth-form__invite" role="note">{t('register.invited')}</p>}
      <TextField label={t('fields.name')} name="name" autoComplete="name" required maxLength={NAME_MAX_LENGTH} value={name} onChange={(e) => setName(e.target.value)} />
      <p className="auth-form__hint" role="note">{t('publicName.signUpNote')}</p>
      <TextField label={t('fields.email')} type="email" name="email" autoComplete="email" inputMode="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField
        label={t('fields.password')}
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-describedby={checklistId}
        error={common ? t('register.common') : null}
      />
      <PasswordChecklist password={password} id={checklistId} />
      <button type="submit" className="btn btn--primary btn--block" disabled={!canSubmit}>
        {busy ? t('register.busy') : t('register.submit')}
      </button>
      {!valid && password !== '' && <p className="auth-form__note">{t('register.meetRequirements')}</p>}
    </form>
  );
}
