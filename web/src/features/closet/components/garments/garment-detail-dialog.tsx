import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import type { ClosetItemDetail, MaskStroke, PatchClosetItemBody } from '@fitrater/contracts';
import { isLanguage, isRatingOccasion, occasionLabel } from '@fitrater/contracts/values';
import { Dialog } from '../../../../components/dialog';
import { GarmentImage } from '../../../../components/garment-image';
import { Icon } from '../../../../components/icon';
import { RatingThumb } from '../../../../components/rating-thumb';
import { deleteItem, fixCutout, isClosetKey, itemKey, updateItem, wearItem } from '../../../../lib/closet/closet-items';
import { formatScore } from '../../../../lib/relative-time';
import { toast } from '../../../../lib/toast';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { formatDay, formatList, formatMoney, seasonBadges } from '../../model/garment-format';
import { FixCutoutDialog } from './fix-cutout-dialog';
import { GarmentEditForm } from './garment-edit-form';
import { OccasionTags } from './occasion-tags';

type Mode = 'view' | 'edit' | 'delete' | 'fix';

/** One owned piece: where it was worn and rated, how often, what each wear cost; edit, fix its cut-out, log a wear, delete. */
export function GarmentDetailDialog({ itemId, onClose, onChanged }: { itemId: string | null; onClose(): void; onChanged(): void }) {
  const { t, i18n } = useTranslation(['closet', 'styling']);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { data: item, error, mutate } = useSWR<ClosetItemDetail>(itemId ? itemKey(itemId) : null);
  const { mutate: mutateAll } = useSWRConfig();
  const showError = useErrorToast();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);

  const close = () => { setMode('view'); onClose(); };
  async function run(action: () => Promise<unknown>, success: string, failure: string, after: Mode | 'close' = 'view') {
    setBusy(true);
    try {
      await action();
      toast.show({ title: t(success), variant: 'success' });
      if (after === 'close') close();
      else { setMode(after); await mutate(); }
      onChanged();
      void mutateAll(isClosetKey);
    } catch (failed) {
      showError(failed, failure);
    } finally {
      setBusy(false);
    }
  }

  const save = (patch: PatchClosetItemBody) => run(() => updateItem(itemId!, patch), 'closet:garments.toasts.updated', 'closet:garments.toasts.updateFailed');
  const wear = () => run(() => wearItem(itemId!), 'closet:wear.logged', 'closet:wear.failed');
  const remove = () => run(() => deleteItem(itemId!), 'closet:garments.toasts.deleted', 'closet:garments.toasts.deleteFailed', 'close');
  // The server keeps the latest mask: a fix sends only its own strokes, from whichever device.
  const fix = (strokes: MaskStroke[]) => run(() => fixCutout(itemId!, strokes), 'closet:garments.toasts.fixed', 'closet:garments.toasts.fixFailed');
  const restore = () => run(() => fixCutout(itemId!, [], 'original'), 'closet:garments.toasts.fixed', 'closet:garments.toasts.fixFailed');

  const title = item?.name ?? t('garments.detailTitle');
  return (
    <>
      <Dialog open={itemId !== null && mode !== 'fix'} onClose={close} title={mode === 'delete' ? t('garments.deleteTitle') : title} className="garment-dialog" focusKey={mode}>
        {!item ? (
          error ? <p>{t('garments.loadFailed')}</p> : <span className="spinner" aria-hidden="true" />
        ) : mode === 'edit' ? (
          <GarmentEditForm item={item} busy={busy} onSave={(patch) => void save(patch)} onCancel={() => setMode('view')} />
        ) : mode === 'delete' ? (
          <>
            <p>{t('garments.deleteBody', { name: item.name })}</p>
            <div className="closet__form-actions">
              <button type="button" className="btn btn--secondary" onClick={() => setMode('view')}>{t('form.cancel')}</button>
              <button type="button" className="btn btn--danger" disabled={busy} onClick={() => void remove()}>{t('delete')}</button>
            </div>
          </>
        ) : (
          <div className="garment-detail">
            <div className="garment-detail__image"><GarmentImage imageUrl={item.imageUrl} alt={t('garments.cutoutAlt', { name: item.name })} /></div>
            <p className="muted">
              {t(`garments.categories.${item.category}`)}
              {item.lowerKind && ` · ${t(`garments.lowerKinds.${item.lowerKind}`)}`} · {t(`garments.formality.${item.formality}`)}
              {item.colours.length > 0 && ` · ${formatList(item.colours.map((c) => t(`garments.colours.${c}`)), language)}`}
            </p>
            {(item.seasons.length > 0 || item.occasions.length > 0) && (
              <ul className="garment-detail__tags">
                {seasonBadges(item.seasons).map((s) => <li key={s} className="badge">{s === 'allYear' ? t('garments.allYear') : t(`garments.seasons.${s}`)}</li>)}
                <OccasionTags occasions={item.occasions} />
              </ul>
            )}
            <dl className="garment-detail__stats">
              <div><dt>{t('garments.stats.timesWorn')}</dt><dd>{new Intl.NumberFormat(language).format(item.timesWorn)}</dd></div>
              <div><dt>{t('garments.stats.lastWorn')}</dt><dd>{item.lastWornOn ? formatDay(item.lastWornOn, language) : t('garments.stats.never')}</dd></div>
              <div><dt>{t('garments.stats.price')}</dt><dd>{item.price === null ? t('garments.stats.noPrice') : formatMoney(item.price, language)}</dd></div>
              <div><dt>{t('garments.stats.costPerWear')}</dt><dd>{item.costPerWear === null ? '–' : formatMoney(item.costPerWear, language)}</dd></div>
            </dl>
            <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={() => void wear()}>
              <Icon name="hanger" />{t('wear.today')}
            </button>
            <h3 className="garment-detail__heading">{t('garments.outfitsTitle')}</h3>
            {item.outfits.length === 0 ? (
              <p className="muted">{t('garments.noOutfits')}</p>
            ) : (
              <ul className="garment-detail__outfits">
                {item.outfits.map((outfit) => {
                  const occasion = isRatingOccasion(outfit.occasion) ? occasionLabel(language, outfit.occasion) : outfit.occasion;
                  return (
                    <li key={outfit.ratingId}>
                      <Link to={`/results?id=${outfit.ratingId}`} className="garment-detail__outfit">
                        <RatingThumb imageUrl={outfit.imageUrl} alt="" size={48} />
                        <span dir="auto">{occasion}</span>
                        {outfit.score !== null && <span className="closet-tile__score">{formatScore(outfit.score, language)}</span>}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="closet__form-actions">
              <button type="button" className="btn btn--secondary btn--small" onClick={() => setMode('edit')}>{t('garments.edit')}</button>
              <button type="button" className="btn btn--secondary btn--small" onClick={() => setMode('fix')}>{t('garments.fixer.open')}</button>
              <button type="button" className="btn btn--danger btn--small" onClick={() => setMode('delete')}>{t('delete')}</button>
            </div>
          </div>
        )}
      </Dialog>
      {item && <FixCutoutDialog open={mode === 'fix'} imageUrl={item.imageUrl} initial={[]} onClose={() => setMode('view')} onDone={(strokes) => void fix(strokes)} onRestore={() => void restore()} />}
    </>
  );
}
