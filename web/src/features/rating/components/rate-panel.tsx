import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useErrorToast } from '../../../lib/use-error-toast';
import { errorToToast } from '../../../lib/error-toast';
import { toast } from '../../../lib/toast';
import { USAGE_KEY } from '../../../data/ratings/keys';
import { isLimitReached, useUsage } from '../../../data/ratings/queries';
import { preparePhoto } from '../../../lib/photo';
import { preloadRoute } from '../../../lib/route-preload';
import type { RatingOccasion } from '@fitrater/contracts';
import { createRating, newIdempotencyKey } from '../api/ratings.api';
import { useRatingTracker, type RatingFailure } from '../hooks/use-rating-tracker';
import { isUsageLimitError, serverProblem, type RateDraft, type RateField, type RateProblem } from '../model/validation';
import { AnalysisOverlay } from './analysis-overlay';
import { LimitReached } from './limit-reached';
import { RateForm } from './rate-form';
import './rating.css';

const EMPTY: RateDraft = { mode: 'photo', file: null, description: '', occasion: '', customOccasion: '' };

/** Home's rating area: the form (or the limit view), and the live analysis overlay once sent. */
export function RatePanel() {
  const { t } = useTranslation('rating');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const showError = useErrorToast();
  const usage = useUsage();
  const [draft, setDraft] = useState<RateDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<RateField, RateProblem>>>({});
  const [busy, setBusy] = useState(false);
  /** The photo on its way up: the fraction sent, and how to stop it. Null once the server has it. */
  const [upload, setUpload] = useState<{ fraction: number; controller: AbortController } | null>(null);
  const submitting = useRef(false);

  const file = draft.file instanceof File ? draft.file : null;
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  // The photo is prepared (downscaled off the main thread) while the member picks the occasion; the upload reuses it.
  useEffect(() => {
    if (file) void preparePhoto(file);
  }, [file]);
  // Once the member starts a rating, the results screen's code and texts load in the background.
  const started = Boolean(file || draft.occasion || draft.description);
  useEffect(() => {
    if (started) preloadRoute('/results');
  }, [started]);

  const tracker = useRatingTracker({
    onDone: (rating) => {
      setDraft(EMPTY);
      void navigate(`/results?id=${encodeURIComponent(rating.id)}`, { state: { rating, fresh: true } });
    },
    onFailed: (error: RatingFailure, ratingId: string | null) => {
      // The server gave the unit back: show the real count again, and keep the form filled for another try.
      void mutate(USAGE_KEY);
      // Nothing to rate in the photo: the result screen says so (the form keeps the draft for another photo).
      if (error.code === 'NO_OUTFIT_FOUND' && ratingId) {
        void navigate(`/results?id=${encodeURIComponent(ratingId)}`);
        return;
      }
      toast.show({ ...errorToToast(new Error(error.message), t, t('overlay.failed')), durationMs: 6000 });
    },
  });

  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    const withPhoto = draft.mode === 'photo' && file !== null;
    const controller = new AbortController();
    if (withPhoto) setUpload({ fraction: 0, controller });
    preloadRoute('/results');
    try {
      const reply = await createRating({
        file: withPhoto ? file : null,
        description: draft.description,
        occasion: draft.occasion as RatingOccasion,
        customOccasion: draft.customOccasion,
        idempotencyKey: newIdempotencyKey(),
        signal: controller.signal,
        // Whole percents only: the browser reports progress far more often than the number on screen changes.
        onUploadProgress: (fraction) => setUpload((current) => (current && current.controller === controller && Math.round(current.fraction * 100) !== Math.round(fraction * 100) ? { ...current, fraction } : current)),
      });
      tracker.start(reply.ratingId, withPhoto);
      void mutate(USAGE_KEY);
    } catch (error) {
      const problem = serverProblem(error);
      if (controller.signal.aborted) toast.show({ title: t('upload.cancelled'), variant: 'info' });
      else if (problem) setErrors({ [problem.field]: problem.problem });
      else if (isUsageLimitError(error)) {
        void mutate(USAGE_KEY);
        showError(error);
      } else showError(error, 'rating:form.failed');
    } finally {
      submitting.current = false;
      setUpload(null);
      setBusy(false);
    }
  };

  // The form is memoised with stable handlers, so the upload's progress and the stages redraw only the overlay.
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  const onSubmit = useCallback(() => void latestSubmit.current(), []);
  const onChange = useCallback((patch: Partial<RateDraft>) => setDraft((current) => ({ ...current, ...patch })), []);

  const overlay = upload ? (
    <AnalysisOverlay stage="uploading" hasImage previewUrl={previewUrl} uploaded={upload.fraction} onCancel={() => upload.controller.abort()} />
  ) : tracker.active ? (
    <AnalysisOverlay stage={tracker.stage} hasImage={tracker.active.hasImage} previewUrl={tracker.active.hasImage ? previewUrl : null} />
  ) : null;

  if (usage.data && isLimitReached(usage.data) && !tracker.active && !busy) {
    return <LimitReached usage={usage.data} />;
  }

  return (
    <>
      <RateForm
        draft={draft}
        onChange={onChange}
        previewUrl={previewUrl}
        errors={errors}
        onErrors={setErrors}
        onSubmit={onSubmit}
        busy={busy || Boolean(tracker.active)}
        usage={usage.data}
      />
      {overlay}
    </>
  );
}
