import { useTranslation } from 'react-i18next';

/** "Confidence 8.5/10" with the number in the reader's digits. */
export function Confidence({ score }: { score: number }) {
  const { t, i18n } = useTranslation('styling');
  const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(score);
  return <p className="styling-result__confidence">{t('result.confidence', { score: value })}</p>;
}
