import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { TextField } from '../../../components/text-field';
import { HANDLE_MAX_LENGTH } from '@fitrater/contracts/values';
import { changeHandle } from '../api/profile.api';
import { useInlineEdit } from '../hooks/use-inline-edit';

/** The public handle other members see on community pages, with an inline edit form. */
export function EditableHandle({ handle, onSaved }: { handle: string; onSaved(): void }) {
  const { t } = useTranslation('profile');
  const { editing, value, setValue, busy, open, close, save } = useInlineEdit(handle, changeHandle, onSaved, (draft) => draft.trim().replace(/^@/, ''));

  if (!editing) {
    return (
      <div className="profile__handle">
        <div className="profile__name-row">
          <span className="profile__handle-value" dir="auto">@{handle}</span>
          <button type="button" className="icon-button icon-button--bare" onClick={open} aria-label={t('handle.edit')}>
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
