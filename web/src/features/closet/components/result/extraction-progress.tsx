import { useTranslation } from 'react-i18next';
import type { GarmentExtractStage } from '@fitrater/contracts';

/** The `closet.extract` job live: the stage in words and a bar, as a rating shows its own. */
export function ExtractionProgress({ stage, percent }: { stage: GarmentExtractStage; percent: number }) {
  const { t } = useTranslation('closet');
  const label = t(`garments.extract.${stage}`);
  return (
    <div className="extraction" aria-live="polite">
      <div className="extraction__line">
        <span className="spinner spinner--small" aria-hidden="true" />
        <span>{label}</span>
      </div>
      <div className="extraction__bar" role="progressbar" aria-label={t('garments.extract.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={label}>
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
