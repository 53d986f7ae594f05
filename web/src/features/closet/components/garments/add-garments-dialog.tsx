import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GarmentCategory } from '@fitrater/contracts';
import { GARMENT_CATEGORIES } from '@fitrater/contracts/values';
import { ChoiceSelect } from '../../../../components/choice-select';
import { Dialog } from '../../../../components/dialog';
import { Icon } from '../../../../components/icon';
import { errorToToast } from '../../../../lib/error-toast';
import { preparedFile } from '../../../../lib/photo';
import { uploadGarment } from '../../../../lib/closet/closet-items';
import { toast } from '../../../../lib/toast';

type Mode = 'single' | 'bulk';
interface Upload { name: string; state: 'waiting' | 'sending' | 'added' | 'failed'; reason?: string }

/**
 * Adds garments photographed alone (laid flat or hung): one at a time, described by the AI, or
 * several at once in bulk mode, which skips the AI and asks only for the category. Each photo is
 * prepared on the device (downscaled in the photo worker) before it goes up.
 */
export function AddGarmentsDialog({ open, onClose, onAdded }: { open: boolean; onClose(): void; onAdded(): void }) {
  const { t } = useTranslation('closet');
  const [mode, setMode] = useState<Mode>('single');
  const [category, setCategory] = useState<GarmentCategory | ''>('');
  const [missing, setMissing] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const pick = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const sending = uploads.some((u) => u.state === 'sending' || u.state === 'waiting');

  function choose(input: React.RefObject<HTMLInputElement | null>) {
    if (mode === 'bulk' && !category) {
      setMissing(true);
      return;
    }
    input.current?.click();
  }

  async function send(files: File[]) {
    if (files.length === 0) return;
    const chosen = mode === 'bulk' ? (category || null) : null;
    setUploads(files.map((f) => ({ name: f.name, state: 'waiting' })));
    const mark = (i: number, next: Partial<Upload>) => setUploads((list) => list.map((u, n) => (n === i ? { ...u, ...next } : u)));
    let added = 0;
    for (const [i, file] of files.entries()) {
      mark(i, { state: 'sending' });
      try {
        await uploadGarment(await preparedFile(file), chosen);
        added++;
        mark(i, { state: 'added' });
      } catch (failure) {
        mark(i, { state: 'failed', reason: errorToToast(failure, t).description ?? '' });
      }
    }
    if (added > 0) {
      toast.show({ title: t('garments.toasts.added', { count: added }), variant: 'success' });
      onAdded();
    }
  }

  const onFiles = (list: FileList | null) => void send([...(list ?? [])]);
  const finish = () => { setUploads([]); onClose(); };

  return (
    <Dialog open={open} onClose={finish} title={t('garments.add.title')}>
      <div className="add-garments">
        <div className="closet__tabs" role="group" aria-label={t('garments.add.modeLabel')}>
          {(['single', 'bulk'] as const).map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} disabled={sending} className={`closet__tab ${mode === m ? 'closet__tab--on' : ''}`}
              onClick={() => { setMode(m); setUploads([]); }}>
              {t(`garments.add.${m}`)}
            </button>
          ))}
        </div>
        <p className="muted">{t(`garments.add.${mode}Body`)}</p>
        {mode === 'bulk' && (
          <ChoiceSelect<GarmentCategory> label={t('garments.fields.category')} value={category} options={GARMENT_CATEGORIES} required
            optionLabel={(id) => t(`garments.categories.${id}`)} placeholder={t('garments.fields.choose')}
            error={missing && !category ? t('garments.add.categoryRequired') : null}
            onChange={(value) => { setCategory(value); setMissing(false); }} />
        )}
        <div className="add-garments__pickers">
          <button type="button" className="btn btn--primary" disabled={sending} onClick={() => choose(pick)}>
            <Icon name="download" />{t(mode === 'bulk' ? 'garments.add.pickMany' : 'garments.add.pick')}
          </button>
          <button type="button" className="btn btn--secondary" disabled={sending} onClick={() => choose(camera)}>
            <Icon name="camera" />{t('garments.add.camera')}
          </button>
        </div>
        <input ref={pick} className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp,image/heic" multiple={mode === 'bulk'} tabIndex={-1} aria-hidden="true"
          data-testid="garment-files" onChange={(event) => { onFiles(event.target.files); event.target.value = ''; }} />
        <input ref={camera} className="visually-hidden" type="file" accept="image/*" capture="environment" tabIndex={-1} aria-hidden="true"
          onChange={(event) => { onFiles(event.target.files); event.target.value = ''; }} />
        {uploads.length > 0 && (
          <ul className="add-garments__list" aria-live="polite">
            {uploads.map((u, i) => (
              <li key={`${u.name}-${i}`} className={`add-garments__row add-garments__row--${u.state}`}>
                {u.state === 'sending' ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name={u.state === 'added' ? 'check' : u.state === 'failed' ? 'close' : 'clock'} />}
                <span className="add-garments__name" dir="auto">{u.name}</span>
                <span className="add-garments__state">{t(`garments.add.state.${u.state}`)}{u.reason ? `: ${u.reason}` : ''}</span>
              </li>
            ))}
          </ul>
        )}
        {uploads.length > 0 && !sending && (
          <button type="button" className="btn btn--secondary btn--block" onClick={finish}>{t('garments.add.done')}</button>
        )}
      </div>
    </Dialog>
  );
}
