import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylingOccasionId } from '@fitrater/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { COMBINE_MIN_RATING, STYLING_OCCASION_IDS } from '@fitrater/contracts/values';
import { HttpError } from '../../../lib/http';
import { useErrorToast } from '../../../lib/use-error-toast';
import { requestCombination } from '../api/styling.api';
import { useStylingRequest } from '../hooks/use-styling-request';
import { useStylingToasts } from '../hooks/use-styling-toasts';
import { ChoiceSelect } from '../../../components/choice-select';
import { StylingProgress } from './styling-progress';
import { StylingResultView } from './styling-result-view';
import { closetAsk, ClosetSourceFields, type ClosetChoice } from './closet-source-fields';

/** How many more outfits rated 7+ the server says the combiner needs. */
function missingOutfits(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.code !== 'NOT_ENOUGH_OUTFITS') return null;
  const details = error.details as { have?: number; needed?: number } | undefined;
  const more = (details?.needed ?? 2) - (details?.have ?? 0);
  return more > 0 ? more : 1;
}

/** The combiner: a new look from the best pieces of the user's outfits rated 7 or more. */
export function CombinerCard() {
  const { t } = useTranslation('styling');
  const showError = useErrorToast();
  const tracker = useStylingRequest('combiner', useStylingToasts('combiner.success', 'combiner.failed'));
  const [occasion, setOccasion] = useState<StylingOccasionId | ''>('');
  const [missing, setMissing] = useState(false);
  const [needMore, setNeedMore] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [closet, setCloset] = useState<ClosetChoice>({ fromCloset: false, sideBySide: false });
  const running = tracker.status === 'running';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!occasion) {
      setMissing(true);
      return;
    }
    setSending(true);
    setNeedMore(null);
    try {
      tracker.start((await requestCombination(occasion, closetAsk(closet))).requestId);
    } catch (error) {
      const more = missingOutfits(error);
      if (more !== null) setNeedMore(more);
      else showError(error, 'styling:combiner.failed');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card styling-card" aria-labelledby="combiner-title">
      <h2 id="combiner-title" className="styling-card__title"><Icon name="hanger" />{t('combiner.title')}</h2>
      <p className="muted">{t('combiner.body', { score: COMBINE_MIN_RATING })}</p>
      <form className="styling-form" onSubmit={(event) => void submit(event)} noValidate>
        <ChoiceSelect label={t('generator.occasion')} value={occasion} options={STYLING_OCCASION_IDS} optionLabel={(id) => t(`occasions.${id}`)}
          placeholder={t('generator.occasionPlaceholder')} required error={missing && !occasion ? t('generator.occasionRequired') : null}
          onChange={(value) => { setOccasion(value); setMissing(false); }} />
        <ClosetSourceFields value={closet} onChange={setCloset} />
        <button type="submit" className="btn btn--primary btn--block" disabled={sending || running}>
          {sending || running ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="hanger" />}
          {t('combiner.submit')}
        </button>
      </form>
      {needMore !== null && (
        <div className="styling-need" role="alert">
          <p>{t('combiner.needMore', { count: needMore, score: COMBINE_MIN_RATING })}</p>
          <Link to="/home" className="btn btn--secondary btn--small">{t('combiner.rateNow')}</Link>
        </div>
      )}
      {running && <StylingProgress progress={tracker.progress} label={t('combiner.title')} />}
      {tracker.status === 'done' && tracker.request && (
        <div className="styling-card__answer" aria-live="polite">
          <StylingResultView request={tracker.request} />
        </div>
      )}
    </section>
  );
}
