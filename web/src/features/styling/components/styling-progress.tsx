import { useTranslation } from 'react-i18next';
import type { Progress } from '../model/progress';

/** The live bar of one request: stage words from the socket, percent from the row. */
export function StylingProgress({ progress, label }: { progress: Progress; label: string }) {
  const { t, i18n } = useTranslation('styling');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(progress.percent / 100);
  return (
    <div className="styling-progress" role="status" aria-live="polite">
      <div className="styling-progress__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
        <span style={{ inlineSize: `${progress.percent}%` }} />
      </div>
      <p className="styling-progress__text">
        <span className="spinner spinner--small" aria-hidden="true" />
        <span>{t(`progress.stages.${progress.stage}`)}</span>
        <span className="styling-progress__percent">{percent}</span>
      </p>
    </div>
  );
}
