import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GarmentColour } from '@fitrater/contracts';
import { CLOSET_ITEM_COLOURS_MAX, GARMENT_COLOURS } from '@fitrater/contracts/values';
import { Icon } from '../../../../components/icon';
import { COLOUR_SWATCHES } from '../../model/colour-swatches';

/** A piece's colours: each a chip that removes it, and a list to add another (at most four). */
export function ColourPicker({ value, onChange }: { value: readonly GarmentColour[]; onChange(next: GarmentColour[]): void }) {
  const { t } = useTranslation('closet');
  const id = useId();
  const left = GARMENT_COLOURS.filter((c) => !value.includes(c));
  return (
    <fieldset className="field garment-colours">
      <legend className="field__label">{t('garments.fields.colours')}</legend>
      <ul className="garment-colours__list">
        {value.map((colour) => (
          <li key={colour}>
            <button type="button" className="garment-colour" onClick={() => onChange(value.filter((c) => c !== colour))}
              aria-label={t('garments.fields.removeColour', { colour: t(`garments.colours.${colour}`) })}>
              <span className="garment-colour__dot" style={{ background: COLOUR_SWATCHES[colour] }} aria-hidden="true" />
              {t(`garments.colours.${colour}`)}
              <Icon name="close" />
            </button>
          </li>
        ))}
      </ul>
      {value.length < CLOSET_ITEM_COLOURS_MAX && (
        <>
          <label className="visually-hidden" htmlFor={id}>{t('garments.fields.addColour')}</label>
          <select id={id} className="field__input" value="" onChange={(event) => event.target.value && onChange([...value, event.target.value as GarmentColour])}>
            <option value="">{t('garments.fields.addColour')}</option>
            {left.map((colour) => <option key={colour} value={colour}>{t(`garments.colours.${colour}`)}</option>)}
          </select>
        </>
      )}
    </fieldset>
  );
}
