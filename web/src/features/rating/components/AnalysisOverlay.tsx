import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import type { RatingStage } from '@fitrater/contracts';
import { OVERLAY_STEPS, overlayView } from '../model/stages';

/** Full-screen "analysing" view, showing the stage the server reports (not a timer). */
export function AnalysisOverlay({ stage, hasImage, previewUrl }: { stage: RatingStage; hasImage: boolean; previewUrl: string | null }) {
  const { t } = useTranslation('rating');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const view = overlayView(stage, hasImage);

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
          {t(view.textKey)}
        </p>
        <div className="overlay__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={view.percent} aria-label={t('overlay.progress')}>
          <span style={{ inlineSize: `${view.percent}%` }} />
        </div>
        <ol className="overlay__steps">
          {OVERLAY_STEPS.map((step, index) => {
            const state = index < view.stepIndex ? 'done' : index === view.stepIndex ? 'current' : 'todo';
            return (
              <li key={step} className={`overlay__step overlay__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="overlay__step-mark" aria-hidden="true">
                  {state === 'done' ? <Icon name="check" /> : index + 1}
                </span>
                <span>{t(overlayView(step, hasImage).textKey)}</span>
                {state === 'done' && <span className="visually-hidden">{t('overlay.stepDone')}</span>}
              </li>
            );
          })}
        </ol>
        <p className="overlay__hint muted">{t('overlay.hint')}</p>
      </div>
    </div>
  );
}
