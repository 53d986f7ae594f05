import { useTranslation } from 'react-i18next';
import type { GarmentCategory, GarmentColour, GarmentFormality } from '@fitrater/contracts';
import { CLOSET_ITEM_NAME_MAX_LENGTH, GARMENT_CATEGORIES, GARMENT_FORMALITIES } from '@fitrater/contracts/values';
import { ChoiceSelect } from '../../../../components/choice-select';
import { TextField } from '../../../../components/text-field';
import { ColourPicker } from './colour-picker';

export interface GarmentBasics {
  name: string;
  category: GarmentCategory;
  colours: GarmentColour[];
  formality: GarmentFormality;
}

/** Name, category, colours and formality: what the engine pre-fills and the member corrects. */
export function GarmentFields({ value, onChange, nameOptional = false }: { value: GarmentBasics; onChange(next: GarmentBasics): void; nameOptional?: boolean }) {
  const { t } = useTranslation('closet');
  return (
    <div className="garment-fields">
      <TextField label={t('garments.fields.name')} value={value.name} maxLength={CLOSET_ITEM_NAME_MAX_LENGTH} dir="auto"
        placeholder={nameOptional ? t(`garments.categories.${value.category}`) : undefined}
        hint={nameOptional ? t('garments.fields.nameHint') : undefined}
        error={nameOptional || value.name.trim() ? null : t('garments.fields.nameRequired')}
        onChange={(event) => onChange({ ...value, name: event.target.value })} />
      <ChoiceSelect<GarmentCategory> label={t('garments.fields.category')} value={value.category} options={GARMENT_CATEGORIES}
        optionLabel={(id) => t(`garments.categories.${id}`)} placeholder={t('garments.fields.choose')}
        onChange={(category) => category && onChange({ ...value, category })} />
      <ColourPicker value={value.colours} onChange={(colours) => onChange({ ...value, colours })} />
      <ChoiceSelect<GarmentFormality> label={t('garments.fields.formality')} value={value.formality} options={GARMENT_FORMALITIES}
        optionLabel={(id) => t(`garments.formality.${id}`)} placeholder={t('garments.fields.choose')}
        onChange={(formality) => formality && onChange({ ...value, formality })} />
    </div>
  );
}
