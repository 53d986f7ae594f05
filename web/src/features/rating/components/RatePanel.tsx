import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useErrorToast } from '../../../lib/use-error-toast';
import { errorToToast } from '../../../lib/error-toast';
import { toast } from '../../../lib/toast';
import { USAGE_KEY } from '../../../lib/ratings/keys';
import { isLimitReached, useUsage } from '../../../lib/ratings/queries';
import type { RatingOccasion } from '@fitrater/contracts';
import { createRating, newIdempotencyKey } from '../api/ratings.api';
import { useRatingTracker, type RatingFailure } from '../hooks/use-rating-tracker';
import { isUsageLimitError, serverProblem, type RateDraft, type RateField, type RateProblem } from '../model/validation';
import { AnalysisOverlay } from './AnalysisOverlay';
import { LimitReached } from './LimitReached';
import { RateForm } from './RateForm';
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
  const submitting = useRef(false);

  const file = draft.file instanceof File ? draft.file : null;
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

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
    try {
      const reply = await createRating({
        file,
        description: draft.description,
        occasion: draft.occasion as RatingOccasion,
        customOccasion: draft.customOccasion,
        idempotencyKey: newIdempotencyKey(),
      });
      tracker.start(reply.ratingId, draft.mode === 'photo' && file !== null);
      void mutate(USAGE_KEY);
    } catch (error) {
      const problem = serverProblem(error);
      if (problem) setErrors({ [problem.field]: problem.problem });
      else if (isUsageLimitError(error)) {
        void mutate(USAGE_KEY);
        showError(error);
      } else showError(error, 'rating:form.failed');
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const overlay = tracker.active ? (
    <AnalysisOverlay stage={tracker.stage} hasImage={tracker.active.hasImage} previewUrl={tracker.active.hasImage ? previewUrl : null} />
  ) : null;

  if (usage.data && isLimitReached(usage.data) && !tracker.active && !busy) {
    return <LimitReached usage={usage.data} />;
  }

  return (
    <>
      <RateForm
        draft={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        previewUrl={previewUrl}
        errors={errors}
        onErrors={setErrors}
        onSubmit={() => void submit()}
        busy={busy || Boolean(tracker.active)}
        usage={usage.data}
      />
      {overlay}
    </>
  );
}
