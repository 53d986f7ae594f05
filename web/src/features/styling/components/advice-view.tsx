import { useTranslation } from 'react-i18next';
import type { OutfitAdvice, PartAdvice } from '@fitrater/contracts';
import { Icon } from '../../../components/icon';

const PARTS = ['top', 'bottom', 'shoes', 'accessories'] as const;

/** Per-outfit advice: for each part, keep or change, why, and what to try; then the overall word. */
export function AdviceView({ result }: { result: OutfitAdvice }) {
  const { t } = useTranslation('styling');
  return (
    <div className="styling-result">
      <ul className="styling-advice">
        {PARTS.map((part) => <AdvicePart key={part} title={t(`result.${part}`)} advice={result[part]} />)}
      </ul>
      <h4 className="styling-result__heading">{t('result.overall')}</h4>
      <p dir="auto">{result.overall}</p>
    </div>
  );
}

function AdvicePart({ title, advice }: { title: string; advice: PartAdvice }) {
  const { t } = useTranslation('styling');
  return (
    <li className="styling-advice__part">
      <div className="styling-advice__head">
        <h4>{title}</h4>
        <span className={`badge styling-advice__verdict styling-advice__verdict--${advice.keepCurrent ? 'keep' : 'change'}`}>
          {advice.keepCurrent ? t('result.keep') : t('result.change')}
        </span>
      </div>
      <p dir="auto">{advice.advice}</p>
      <p className="styling-advice__try"><Icon name="sparkles" /><span dir="auto">{advice.recommendation}</span></p>
    </li>
  );
}
