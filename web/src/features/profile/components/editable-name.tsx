import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { TextField } from '../../../components/text-field';
import { NAME_MAX_LENGTH } from '@fitrater/contracts/values';
import { updateProfile } from '../api/profile.api';
import { useInlineEdit } from '../hooks/use-inline-edit';

/** The display name with an inline edit form. */
export function EditableName({ name, onSaved }: { name: string; onSaved(): void }) {
  const { t } = useTranslation('profile');
  const { editing, value, setValue, busy, open, close, save } = useInlineEdit(name, (wanted) => updateProfile({ name: wanted }), onSaved);

  if (!editing) {
    return (
      <div className="profile__name-row">
        <h2 className="profile__name">{name}</h2>
        <button type="button" className="icon-button icon-button--bare" onClick={open} aria-label={t('name.edit')}>
          <Icon name="edit" />
        </button>
      </div>
    );
  }
  return (
    <form className="profile__name-form" onSubmit={(e) => void save(e)}>
      <TextField label={t('name.label')} value={value} maxLength={NAME_MAX_LENGTH} autoComplete="name" onChange={(e) => setValue(e.target.value)} autoFocus />
      <div className="profile__name-actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={close}>
          {t('name.cancel')}
        </button>
        <button type="submit" className="btn btn--primary btn--small" disabled={busy || !value.trim()}>
          {t('name.save')}
        </button>
      </div>
    </form>
  );
}
