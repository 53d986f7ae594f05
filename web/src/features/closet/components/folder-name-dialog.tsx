import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { FOLDER_NAME_MAX_LENGTH, normaliseFolderName } from '../model/folder-name';

/** Name a new folder or rename one: trimmed before sending, empty and over-long names refused here too. */
export function FolderNameDialog({ open, title, initial, submitLabel, onClose, onSubmit }: {
  open: boolean;
  title: string;
  initial: string;
  submitLabel: string;
  onClose(): void;
  onSubmit(name: string): Promise<boolean>;
}) {
  const { t } = useTranslation('closet');
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setError(null);
    }
  }, [open, initial]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = normaliseFolderName(name);
    if (!checked.ok) {
      setError(t(checked.reason === 'empty' ? 'form.required' : 'form.tooLong', { max: FOLDER_NAME_MAX_LENGTH }));
      return;
    }
    setBusy(true);
    const done = await onSubmit(checked.name);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form className="closet__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('form.name')}
          value={name}
          maxLength={FOLDER_NAME_MAX_LENGTH + 20}
          onChange={(e) => { setName(e.target.value); setError(null); }}
          error={error ?? undefined}
          autoComplete="off"
        />
        <div className="closet__form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>{t('form.cancel')}</button>
          <button type="submit" className="btn btn--primary" disabled={busy}>{submitLabel}</button>
        </div>
      </form>
    </Dialog>
  );
}
