import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@fitrater/contracts';
import { Dialog } from '../../../components/dialog';
import { errorToToast } from '../../../lib/error-toast';
import { useOutfits } from '../../../data/ratings/queries';
import type { Rating } from '@fitrater/contracts';
import { toast } from '../../../lib/toast';
import * as api from '../api/closet.api';
import { FolderNameDialog } from './folder-name-dialog';
import { OutfitTile } from './outfit-tile';
import './closet.css';

type Failure = 'createFailed' | 'updateFailed' | 'deleteFailed' | 'addFailed' | 'removeFailed';

/**
 * Virtual closet (spec part 2 §4): All Outfits plus the user's folders.
 * Outfits are filed only from All Outfits; deleting the selected folder
 * returns to All Outfits; every change says how it went in a toast.
 */
export function OutfitsView() {
  const { t } = useTranslation('closet');
  const folders = useSWR<Folder[]>(api.FOLDERS_KEY);
  const outfits = useOutfits();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = folders.data?.find((f) => f.id === selectedId) ?? null;
  const folderOutfits = useSWR<Rating[]>(selected ? api.folderOutfitsKey(selected.id) : null);
  const [dialog, setDialog] = useState<'create' | 'rename' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (key: Failure, error: unknown) => {
    const mapped = errorToToast(error, t);
    toast.show({ title: t(`toasts.${key}`), description: mapped.description, variant: 'error', durationMs: 6000 });
  };
  const done = (key: string) => toast.show({ title: t(`toasts.${key}`), variant: 'success' });

  async function run(action: () => Promise<void>, success: string, failure: Failure): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      done(success);
      return true;
    } catch (error) {
      fail(failure, error);
      return false;
    } finally {
      setBusy(false);
      void folders.mutate();
    }
  }

  const create = (name: string) => run(async () => { await api.createFolder(name); }, 'created', 'createFailed');
  const rename = (name: string) => run(async () => { await api.renameFolder(selected!.id, name); }, 'updated', 'updateFailed');
  const remove = () => run(async () => {
    await api.deleteFolder(selected!.id);
    setSelectedId(null);
  }, 'deleted', 'deleteFailed');
  const createDefaults = () => run(async () => { await api.createDefaultFolders(); }, 'defaultsCreated', 'createFailed');
  const add = (folderId: string, outfitId: string) => void run(async () => { await api.addOutfit(folderId, outfitId); }, 'added', 'addFailed');
  const takeOut = (outfitId: string) => void run(async () => {
    await api.removeOutfit(selected!.id, outfitId);
    await folderOutfits.mutate();
  }, 'removed', 'removeFailed');

  const list = selected ? folderOutfits : outfits;
  const items = list.data ?? [];

  return (
    <>
      <div className="closet__bar">
        <p className="muted">{t('intro')}</p>
        <button type="button" className="btn btn--primary btn--small" onClick={() => setDialog('create')}>{t('newFolder')}</button>
      </div>

      <div className="closet__tabs" role="tablist" aria-label={t('foldersLabel')}>
        <button type="button" role="tab" aria-selected={!selected} className={`closet__tab ${!selected ? 'closet__tab--on' : ''}`} onClick={() => setSelectedId(null)}>
          {t('allOutfits')} <span className="closet__count">{outfits.data?.length ?? 0}</span>
        </button>
        {folders.data?.map((f) => (
          <button key={f.id} type="button" role="tab" aria-selected={selected?.id === f.id} className={`closet__tab ${selected?.id === f.id ? 'closet__tab--on' : ''}`} onClick={() => setSelectedId(f.id)}>
            {f.name} <span className="closet__count">{f.outfitCount}</span>
          </button>
        ))}
      </div>

      {folders.data && folders.data.length === 0 && (
        <div className="card closet__defaults">
          <p>{t('noFolders')}</p>
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void createDefaults()}>{t('createDefaults')}</button>
        </div>
      )}

      {selected && (
        <div className="closet__folder-bar">
          <h2>{selected.name}</h2>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setDialog('rename')}>{t('rename')}</button>
          <button type="button" className="btn btn--danger btn--small" onClick={() => setDialog('delete')}>{t('delete')}</button>
        </div>
      )}

      {list.error ? (
        <div className="card"><p>{t('loadFailed')}</p><button type="button" className="btn btn--secondary" onClick={() => void list.mutate()}>{t('retry')}</button></div>
      ) : !list.data ? (
        <ul className="closet__grid" aria-busy="true">{[0, 1, 2].map((n) => <li key={n} className="card closet__skeleton" />)}</ul>
      ) : items.length === 0 ? (
        <div className="card closet__empty">
          <p>{selected ? t('emptyFolder') : t('noOutfits')}</p>
          {!selected && <Link className="btn btn--primary" to="/home">{t('rateFirst')}</Link>}
        </div>
      ) : (
        <ul className="closet__grid">
          {items.map((outfit) => selected ? (
            <OutfitTile key={outfit.id} outfit={outfit} busy={busy} onRemove={() => takeOut(outfit.id)} />
          ) : (
            <OutfitTile key={outfit.id} outfit={outfit} busy={busy} folders={folders.data} onAdd={(folderId) => add(folderId, outfit.id)} />
          ))}
        </ul>
      )}

      <FolderNameDialog open={dialog === 'create'} title={t('newFolder')} initial="" submitLabel={t('form.create')} onClose={() => setDialog(null)} onSubmit={create} />
      <FolderNameDialog open={dialog === 'rename'} title={t('renameFolder')} initial={selected?.name ?? ''} submitLabel={t('form.save')} onClose={() => setDialog(null)} onSubmit={rename} />
      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)} title={t('deleteTitle')}>
        <p>{t('deleteBody', { name: selected?.name ?? '' })}</p>
        <div className="closet__form-actions">
          <button type="button" className="btn btn--secondary" onClick={() => setDialog(null)}>{t('form.cancel')}</button>
          <button type="button" className="btn btn--danger" disabled={busy} onClick={() => void remove().then(() => setDialog(null))}>{t('delete')}</button>
        </div>
      </Dialog>
    </>
  );
}
