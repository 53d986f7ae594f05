import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/TextField';
import { NAME_MAX_LENGTH } from '@fitrater/contracts/values';
import { updateProfile } from '../../../lib/session';
import { useErrorToast } from '../../../lib/use-error-toast';

/** The display name with an inline edit form. */
export function EditableName({ name, onSaved }: { name: string; onSaved(): void }) {
  const { t } = useTranslation('profile');
  const showError = useErrorToast();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed || trimmed === name) return setEditing(false);
    setBusy(true);
    try {
      await updateProfile({ name: trimmed });
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
      <div className="profile__name-row">
        <h2 className="profile__name">{name}</h2>
        <button type="button" className="icon-button icon-button--bare" onClick={() => { setValue(name); setEditing(true); }} aria-label={t('name.edit')}>
          <Icon name="edit" />
        </button>
      </div>
    );
  }
  return (
    <form className="profile__name-form" onSubmit={(e) => void save(e)}>
      <TextField label={t('name.label')} value={value} maxLength={NAME_MAX_LENGTH} autoComplete="name" onChange={(e) => setValue(e.target.value)} autoFocus />
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
