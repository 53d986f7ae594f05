import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icon';
import { SUPPORTED_IMAGE_TYPES } from '@fitrater/contracts/values';
import { toast } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';
import { uploadProfilePicture } from '../api/profile.api';
import { pictureProblem } from '../model/picture-validation';
import { useAvatarUrl } from '../hooks/use-avatar-url';

/** Avatar: tap for the full-size view, camera button to upload a new one. */
export function Avatar({ name, picture, onChanged }: { name: string; picture: string | null; onChanged(): void }) {
  const { t } = useTranslation('profile');
  const showError = useErrorToast();
  const url = useAvatarUrl(picture);
  const input = useRef<HTMLInputElement>(null);
  const [viewing, setViewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const initials = name.trim().split(/\s+/).map((part) => part[0]).slice(0, 2).join('').toUpperCase() || '?';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      toast.show({ title: t(`${problem}Title`), description: t(`${problem}Body`), variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      await uploadProfilePicture(file);
      toast.show({ title: t('picture.updated'), variant: 'success' });
      onChanged();
    } catch (error) {
      showError(error, 'profile:picture.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="avatar">
      {url ? (
        <button type="button" className="avatar__image" onClick={() => setViewing(true)} aria-label={t('picture.view')}>
          <img src={url} alt="" />
          {busy && <span className="avatar__busy spinner" aria-hidden="true" />}
        </button>
      ) : (
        // Initials are a picture, not a control: a disabled button named "no picture" reads as a broken button.
        <span className="avatar__image" role="img" aria-label={t('picture.none')}>
          <span aria-hidden="true">{initials}</span>
          {busy && <span className="avatar__busy spinner" aria-hidden="true" />}
        </span>
      )}
      <button type="button" className="icon-button avatar__camera" onClick={() => input.current?.click()} aria-label={t('picture.change')} disabled={busy}>
        <Icon name="camera" />
      </button>
      <input ref={input} type="file" accept={SUPPORTED_IMAGE_TYPES.join(',')} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => void onFile(e)} />
      <Dialog open={viewing} onClose={() => setViewing(false)} title={name} className="avatar__dialog">
        {url && <img src={url} alt={t('picture.alt', { name })} className="avatar__full" />}
      </Dialog>
    </div>
  );
}
