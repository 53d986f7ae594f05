import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { overlaySteps, overlayView, stepLabelKey, type OverlayStage } from '../model/stages';

export interface AnalysisOverlayProps {
  stage: OverlayStage;
  hasImage: boolean;
  previewUrl: string | null;
  /** Fraction of the photo sent, while uploading. */
  uploaded?: number;
  /** Stops the upload; offered only until the server has the photo. */
  onCancel?: () => void;
}

/** Full-screen "analysing" view: the upload's real progress, then the stage the server reports (not a timer). */
export function AnalysisOverlay({ stage, hasImage, previewUrl, uploaded = 0, onCancel }: AnalysisOverlayProps) {
  const { t } = useTranslation('rating');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const view = overlayView(stage, hasImage, uploaded);
  const uploadPercent = Math.round(Math.min(1, Math.max(0, uploaded)) * 100);

  useEffect(() => {
    panel.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panel} tabIndex={-1}>
      <div className="overlay__panel">
        <div className="overlay__visual" aria-hidden="true">
          {previewUrl ? <img src={previewUrl} alt="" className="overlay__photo" /> : <span className="overlay__text-mark">{hasImage ? <Icon name="camera" /> : 'TXT'}</span>}
          <span className="overlay__scan" />
        </div>
        <h2 id={titleId} className="overlay__title">
          {t('overlay.title')}
        </h2>
        <p className="overlay__status" aria-live="polite" data-stage={stage}>
          {t(view.textKey, { percent: uploadPercent })}
        </p>
        <div className="overlay__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={view.percent} aria-label={t('overlay.progress')}>
          <span style={{ inlineSize: `${view.percent}%` }} />
        </div>
        <ol className="overlay__steps">
          {overlaySteps(hasImage).map((step, index) => {
            const state = index < view.stepIndex ? 'done' : index === view.stepIndex ? 'current' : 'todo';
            return (
              <li key={step} className={`overlay__step overlay__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="overlay__step-mark" aria-hidden="true">
                  {state === 'done' ? <Icon name="check" /> : index + 1}
                </span>
                <span>{t(stepLabelKey(step, hasImage))}</span>
                {step === 'uploading' && state === 'current' && <span className="overlay__step-percent">{t('upload.percent', { percent: uploadPercent })}</span>}
                {state === 'done' && <span className="visually-hidden">{t('overlay.stepDone')}</span>}
              </li>
            );
          })}
        </ol>
        <p className="overlay__hint muted">{t('overlay.hint')}</p>
        {onCancel && stage === 'uploading' && (
          <button type="button" className="btn btn--ghost btn--small overlay__cancel" onClick={onCancel}>
            {t('upload.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
