import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/TextField';
import { HANDLE_MAX_LENGTH } from '@fitrater/contracts/values';
import { useErrorToast } from '../../../lib/use-error-toast';
import { changeHandle } from '../api/profile.api';

/** The public handle other members see on community pages, with an inline edit form. */
export function EditableHandle({ handle, onSaved }: { handle: string; onSaved(): void }) {
  const { t } = useTranslation('profile');
  const showError = useErrorToast();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(handle);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = value.trim().replace(/^@/, '');
    if (!wanted || wanted === handle) return setEditing(false);
    setBusy(true);
    try {
      await changeHandle(wanted);
      onSaved();
      setEditing(false);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <div className="profile__handle">
        <div className="profile__name-row">
          <span className="profile__handle-value" dir="auto">@{handle}</span>
          <button type="button" className="icon-button icon-button--bare" onClick={() => { setValue(handle); setEditing(true); }} aria-label={t('handle.edit')}>
            <Icon name="edit" />
          </button>
        </div>
        <p className="profile__handle-hint muted">{t('handle.hint')}</p>
      </div>
    );
  }
  return (
    <form className="profile__name-form" onSubmit={(e) => void save(e)}>
      <TextField label={t('handle.label')} value={value} maxLength={HANDLE_MAX_LENGTH + 1} autoComplete="off" onChange={(e) => setValue(e.target.value)} autoFocus />
      <p className="profile__handle-hint muted">{t('handle.rules')}</p>
      <div className="profile__name-actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(false)}>
          {t('name.cancel')}
        </button>
        <button type="submit" className="btn btn--primary btn--small" disabled={busy || !value.trim()}>
          {t('name.save')}
        </button>
      </div>
    </form>
  );
}
