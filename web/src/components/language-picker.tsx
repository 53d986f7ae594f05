import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@fitrater/contracts/values';
import { chooseLanguage } from '../lib/i18n';
import { Icon } from './icon';
import './language-picker.css';

/** Language select; names are shown in their own language so anyone can find theirs. */
export function LanguagePicker({ onChanged, compact = false }: { onChanged?(language: string): void; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`language-picker ${compact ? 'language-picker--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'field__label'}>
        {t('language.label')}
      </label>
      <div className="language-picker__control">
        <Icon name="globe" />
        <select
          id={id}
          value={i18n.resolvedLanguage ?? i18n.language}
          onChange={(event) => {
            const language = event.target.value;
            if (!isLanguage(language)) return;
            void chooseLanguage(language).then(() => onChanged?.(language));
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
