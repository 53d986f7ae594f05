import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@fitrater/contracts/values';
import './written-in.css';

/**
 * A small label for an answer written in another language than the interface's (a rating made
 * before the member switched language keeps its words): "Written in English". Nothing when the
 * languages match.
 */
export function WrittenIn({ language }: { language: Language | null | undefined }) {
  const { t, i18n } = useTranslation();
  const ui = i18n.resolvedLanguage ?? i18n.language;
  // A rating cached by an older version of the app may carry no language: say nothing rather than guess.
  if (!isLanguage(ui) || !isLanguage(language) || ui === language) return null;
  const name = new Intl.DisplayNames([ui], { type: 'language' }).of(language) ?? language;
  return <p className="written-in"><span className="badge">{t('writtenIn', { language: name })}</span></p>;
}
