import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FORMS, ADDRESS_FORM_LANGUAGES, isLanguage, type AddressForm } from '@fitrater/contracts/values';
import { Icon } from '../../../components/icon';
import { updateProfile } from '../api/profile.api';

/**
 * How the stylist addresses the member in a language whose verbs and pronouns mark gender
 * (Arabic). Shown only while the interface is in such a language: elsewhere the answers read
 * the same whatever is chosen, so the choice would mean nothing.
 */
export function AddressFormPicker({ value, onSaved }: { value: AddressForm; onSaved(): void }) {
  const { t, i18n } = useTranslation('profile');
  const id = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!isLanguage(language) || !ADDRESS_FORM_LANGUAGES.includes(language)) return null;
  return (
    <div className="language-picker address-form">
      <label htmlFor={id} className="field__label">{t('addressForm.label')}</label>
      <div className="language-picker__control">
        <Icon name="chat" />
        <select
          id={id}
          value={value}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => {
            const wanted = event.target.value as AddressForm;
            setBusy(true);
            setFailed(false);
            updateProfile({ addressForm: wanted })
              .then(onSaved, () => setFailed(true))
              .finally(() => setBusy(false));
          }}
        >
          {ADDRESS_FORMS.map((form) => (
            <option key={form} value={form}>{t(`addressForm.${form}`)}</option>
          ))}
        </select>
      </div>
      <p id={hintId} className="field__hint">{failed ? t('addressForm.failed') : t('addressForm.hint')}</p>
    </div>
  );
}
