import { useTranslation } from 'react-i18next';
import type { Folder } from '@fitrater/contracts';
import { RatingThumb } from '../../../components/rating-thumb';
import { isLanguage, occasionLabel } from '@fitrater/contracts/values';
import type { Rating } from '@fitrater/contracts';
import { formatScore } from '../../../lib/relative-time';

/** One outfit: photo, score, occasion; in All Outfits it can be filed, in a folder it can be taken out. */
export function OutfitTile({ outfit, folders, onAdd, onRemove, busy }: {
  outfit: Rating;
  folders?: Folder[];
  onAdd?(folderId: string): void;
  onRemove?(): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('closet');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const occasion = occasionLabel(language, outfit.occasion, outfit.customOccasion);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(outfit.createdAt));
  return (
    <li className="card closet-tile">
      <RatingThumb imageUrl={outfit.imageUrl} alt={t('outfitAlt', { occasion })} size={96} />
      <div className="closet-tile__body">
        <div className="closet-tile__top">
          <span className="closet-tile__occasion">{occasion}</span>
          {outfit.rating !== null && <span className="closet-tile__score">{formatScore(outfit.rating, i18n.language)}</span>}
        </div>
        <span className="closet-tile__date">{date}</span>
        {onAdd && folders && folders.length > 0 && (
          <select
            className="field__input closet-tile__add"
            aria-label={t('addTo')}
            value=""
            disabled={busy}
            onChange={(e) => { if (e.target.value) onAdd(e.target.value); }}
          >
            <option value="">{t('addTo')}</option>
            {folders.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
          </select>
        )}
        {onRemove && (
          <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={onRemove}>{t('remove')}</button>
        )}
      </div>
    </li>
  );
}
