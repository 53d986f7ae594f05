import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LowerKind } from '@fitrater/contracts';
import { LOWER_KINDS } from '@fitrater/contracts/values';

const UNSURE = 'unsure';

/**
 * Skirt, trousers, shorts or "not sure" for a bottom: radios rather than a select so all four stay in
 * sight and one tap changes it. "Not sure" is null, what the server keeps when the kind is unknown.
 */
export function LowerKindChoice({ value, onChange }: { value: LowerKind | null; onChange(next: LowerKind | null): void }) {
  const { t } = useTranslation('closet');
  const name = useId();
  const hintId = useId();
  const options = [...LOWER_KINDS, UNSURE] as const;
  return (
    <fieldset className="field garment-checks" role="radiogroup" aria-describedby={hintId}>
      <legend className="field__label">{t('garments.fields.lowerKind')}</legend>
      <p className="field__hint" id={hintId}>{t('garments.fields.lowerKindHint')}</p>
      <div className="garment-checks__list">
        {options.map((option) => (
          <label key={option} className="garment-check">
            <input type="radio" name={name} value={option} checked={(value ?? UNSURE) === option}
              onChange={() => onChange(option === UNSURE ? null : option)} />
            {t(`garments.lowerKinds.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
