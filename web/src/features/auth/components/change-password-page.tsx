import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { PageShell } from '../../../components/page-shell';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { isPasswordValid } from '@fitrater/contracts/values';
import { toast } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';
import { authApi } from '../api/auth.api';
import './auth.css';

/**
 * Change password (spec part 1 §2, §5): show/hide toggles, live checklist,
 * match indicator; submit stays disabled until the current password is given,
 * the rule is met and both new fields agree. The line under the button says
 * which of the three is still missing.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const showError = useErrorToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const missing = current === '' ? 'missingCurrent' : !isPasswordValid(next) ? 'requirements' : next !== confirm ? 'mismatch' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    setBusy(true);
    try {
      await authApi.changePassword({ currentPassword: current, newPassword: next });
      toast.show({ title: t('change.successTitle'), description: t('change.successBody'), variant: 'success' });
      void navigate('/profile');
    } catch (error) {
      showError(error, 'auth:change.failed');
      setBusy(false);
    }
  };

  return (
    <PageShell title={t('change.title')} backTo="/profile" backLabel={t('change.back')}>
      <form className="card change-password" onSubmit={(e) => void submit(e)}>
        <PasswordField label={t('change.current')} autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        <PasswordField label={t('change.new')} autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        <PasswordChecklist password={next} />
        <PasswordField label={t('change.confirm')} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        {confirm !== '' && (
          <p className={`match ${next === confirm ? 'match--ok' : 'match--bad'}`} aria-live="polite">
            <Icon name={next === confirm ? 'check' : 'close'} />
            {next === confirm ? t('change.match') : t('change.noMatch')}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy || missing !== null}>
          {busy ? t('change.busy') : t('change.submit')}
        </button>
        {missing && (
          <p className="form-status" aria-live="polite">
            <strong>{t(`change.why.${missing}.title`)}</strong> {t(`change.why.${missing}.body`)}
          </p>
        )}
      </form>
    </PageShell>
  );
}
