import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosetItem, GarmentSeason, LowerKind, PatchClosetItemBody, StylingOccasionId } from '@fitrater/contracts';
import { CLOSET_ITEM_PRICE_MAX, GARMENT_SEASONS, STYLING_OCCASION_IDS } from '@fitrater/contracts/values';
import { TextField } from '../../../../components/text-field';
import { GarmentFields, type GarmentBasics } from './garment-fields';
import { LowerKindChoice } from './lower-kind-choice';

/** Everything a member may correct on an owned piece, sent as one PATCH when saved. */
export function GarmentEditForm({ item, busy, onSave, onCancel }: { item: ClosetItem; busy: boolean; onSave(patch: PatchClosetItemBody): void; onCancel(): void }) {
  const { t } = useTranslation(['closet', 'styling']);
  const [basics, setBasics] = useState<GarmentBasics>({ name: item.name, category: item.category, colours: [...item.colours], formality: item.formality });
  const [seasons, setSeasons] = useState<GarmentSeason[]>([...item.seasons]);
  const [occasions, setOccasions] = useState<StylingOccasionId[]>([...item.occasions]);
  const [lowerKind, setLowerKind] = useState<LowerKind | null>(item.lowerKind ?? null);
  // The server refuses a kind on anything but a bottom, and clears it when an item stops being one.
  const isBottom = basics.category === 'bottom';
  const [price, setPrice] = useState(item.price === null ? '' : String(item.price));
  const priceValue = price.trim() === '' ? null : Number(price.replace(',', '.'));
  const priceBad = priceValue !== null && (!Number.isFinite(priceValue) || priceValue < 0 || priceValue > CLOSET_ITEM_PRICE_MAX);
  const seasonsId = useId();
  const occasionsId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!basics.name.trim() || priceBad) return;
    onSave({ ...basics, name: basics.name.trim(), ...(isBottom ? { lowerKind } : {}), seasons, occasions, price: priceValue });
  }

  const toggle = <T extends string>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  return (
    <form className="closet__form" onSubmit={submit} noValidate>
      <GarmentFields value={basics} onChange={setBasics} />
      {isBottom && <LowerKindChoice value={lowerKind} onChange={setLowerKind} />}
      <fieldset className="field garment-checks" aria-describedby={seasonsId}>
        <legend className="field__label">{t('garments.fields.seasons')}</legend>
        <p className="field__hint" id={seasonsId}>{t('garments.fields.seasonsHint')}</p>
        <div className="garment-checks__list">
          {GARMENT_SEASONS.map((season) => (
            <label key={season} className="garment-check">
              <input type="checkbox" checked={seasons.includes(season)} onChange={() => setSeasons((list) => toggle(list, season))} />
              {t(`garments.seasons.${season}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field garment-checks" aria-describedby={occasionsId}>
        <legend className="field__label">{t('garments.fields.occasions')}</legend>
        <p className="field__hint" id={occasionsId}>{t('garments.fields.occasionsHint')}</p>
        <div className="garment-checks__list">
          {STYLING_OCCASION_IDS.map((occasion) => (
            <label key={occasion} className="garment-check">
              <input type="checkbox" checked={occasions.includes(occasion)} onChange={() => setOccasions((list) => toggle(list, occasion))} />
              {t(`styling:occasions.${occasion}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label={t('garments.fields.price')} hint={t('garments.fields.priceHint')} inputMode="decimal" value={price}
        error={priceBad ? t('garments.fields.priceInvalid') : null} onChange={(event) => setPrice(event.target.value)} />
      <div className="closet__form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>{t('form.cancel')}</button>
        <button type="submit" className="btn btn--primary" disabled={busy || !basics.name.trim() || priceBad}>{t('form.save')}</button>
      </div>
    </form>
  );
}
