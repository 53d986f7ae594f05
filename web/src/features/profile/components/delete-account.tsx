import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { PasswordField } from '../../../components/password-field';
import { useSession } from '../../../lib/session';
import { useErrorToast } from '../../../lib/use-error-toast';
import { deleteAccount } from '../api/profile.api';

/** Deleting the account asks for the password again; afterwards the device is signed out. */
export function DeleteAccount() {
  const { t } = useTranslation('profile');
  const { signOut } = useSession();
  const showError = useErrorToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await deleteAccount(password);
      await signOut();
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

  return (
    <section className="card profile__danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('delete.title')}</h2>
      <p className="muted">{t('delete.body')}</p>
      <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </button>
      <Dialog open={open} onClose={() => { setOpen(false); setPassword(''); }} title={t('delete.confirmTitle')}>
        <form className="stack" onSubmit={(e) => void submit(e)}>
          <p className="muted">{t('delete.confirmBody')}</p>
          <PasswordField label={t('delete.password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="submit" className="btn btn--danger btn--block" disabled={busy || !password}>
            {busy ? t('delete.busy') : t('delete.confirm')}
          </button>
        </form>
      </Dialog>
    </section>
  );
}
