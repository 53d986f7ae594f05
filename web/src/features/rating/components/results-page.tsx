import { PageHeader } from '../../../components/page-header';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Icon } from '../../../components/icon';
import { isLanguage, occasionLabel } from '@fitrater/contracts/values';
import type { Rating } from '@fitrater/contracts';
import { HttpError, retryWhilePolling } from '../../../lib/http';
import { ratingKey } from '../../../data/ratings/keys';
import { toast } from '../../../lib/toast';
import { useAuthorizedObjectUrl } from '../../../lib/authorized-blob';
import { emojiOf, resultHeadline, scoreOf, streakCard } from '../model/result';
import { ComponentBreakdown } from './component-breakdown';
import { ScoreRing } from './score-ring';
import { ShareCardButton } from './share-card-button';
import type { OutfitAdvice } from '../model/outfit-advice';
import { WrittenIn } from '../../../components/written-in';
import './rating.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_POLLS = 30;
const POLL_MS = 2000;

/** What other features add below a finished result (the app composes them, so features stay apart). */
export type ResultExtras = (rating: Rating) => ReactNode;

/** Results (spec part 1 §2): /results?id=… or the rating handed over by the rate flow. */
export function ResultsPage({ advice: Advice, extras }: { advice: OutfitAdvice; extras?: ResultExtras }) {
  const { t } = useTranslation('rating');
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { rating?: Rating; fresh?: boolean } | null;
  const id = params.get('id') ?? state?.rating?.id ?? null;
  const valid = id !== null && UUID.test(id);
  const polls = useRef(0);
  const { data, error } = useSWR<Rating>(valid ? ratingKey(id) : null, {
    fallbackData: state?.rating?.id === id ? state?.rating : undefined,
    // Until it is done (a deep link mid-rating), and until its share card is rendered; card.ready usually arrives first.
    refreshInterval: (current) => (current && (current.status === 'queued' || current.status === 'processing' || (current.status === 'done' && !current.cardUrl)) && polls.current++ < MAX_POLLS ? POLL_MS : 0),
    ...retryWhilePolling(POLL_MS),
  });

  if (data?.status === 'failed' && data.error?.code === 'NO_OUTFIT_FOUND') {
    return (
      <main id="main" className="results results--empty">
        <div className="card results__missing" role="status">
          <Icon name="info" />
          <h1>{t('noOutfit.title')}</h1>
          <p>{data.error.message || t('noOutfit.body')}</p>
          <p className="muted">{t('noOutfit.tip')}</p>
          <Link to="/home" className="btn btn--primary">
            {t('results.rateAnother')}
          </Link>
        </div>
      </main>
    );
  }
  if (!valid || (error instanceof HttpError && (error.status === 404 || error.status === 400)) || data?.status === 'failed') {
    return (
      <main id="main" className="results results--empty">
        <div className="card results__missing">
          <Icon name="info" />
          <h1>{t('results.notFound')}</h1>
          <p className="muted">{data?.status === 'failed' ? t('results.failedBody') : t('results.notFoundBody')}</p>
          <Link to="/home" className="btn btn--primary">
            {t('results.rateAnother')}
          </Link>
        </div>
      </main>
    );
  }
  if (!data || data.status !== 'done') {
    return (
      <main id="main" className="results results--empty" aria-busy="true">
        <h1 className="visually-hidden">{t('results.title')}</h1>
        <div className="results__loading">
          <span className="spinner" aria-hidden="true" />
          <p className="muted">{error ? t('results.loadFailed') : data ? t('results.stillAnalysing') : t('results.loading')}</p>
        </div>
      </main>
    );
  }
  return <ResultView rating={data} fresh={Boolean(state?.fresh)} advice={Advice} extras={extras} />;
}

function ResultView({ rating, fresh, advice: Advice, extras }: { rating: Rating; fresh: boolean; advice: OutfitAdvice; extras?: ResultExtras }) {
  const { t, i18n } = useTranslation('rating');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const score = scoreOf(rating) ?? 0;
  const photo = useAuthorizedObjectUrl(rating.hasImage ? rating.imageUrl : null);
  useBadgeToasts(rating, fresh);
  // The score paints first; the sections under it follow in a background render (on a slow phone the
  // whole page at once holds the score back by hundreds of milliseconds).
  const whole = useDeferredValue(true, false);

  return (
    <main id="main" className="results">
      <PageHeader title={t('results.title')} backTo="/home" backLabel={t('results.back')}/>

      <section className="card results__hero" aria-labelledby="result-headline">
        <ScoreRing score={score} emoji={emojiOf(rating)} />
        <h2 id="result-headline" className="results__headline">{resultHeadline(score, language)}</h2>
        <p className="results__powered">
          <Icon name="sparkles" />
          {t('results.powered')}
        </p>
        {/* Honest about who answered: the configured model failed and the built-in engine stood in. */}
        {rating.engineFallback && (
          <p className="results__engine-note" role="note">
            <Icon name="info" />
            <span>{t('results.builtInFallback')}</span>
          </p>
        )}
        <p className="results__occasion">
          <span className="badge">{occasionLabel(language, rating.occasion, rating.customOccasion)}</span>
        </p>
        {rating.summary && <p className="results__summary" dir="auto" lang={rating.language}>{rating.summary}</p>}
        <WrittenIn language={rating.language} />
      </section>

      {whole && <ResultDetails rating={rating} photo={photo} advice={Advice} extras={extras} />}
    </main>
  );
}

/** Everything under the score: streak, the outfit, the analysis, feedback, advice, extras, sharing. */
function ResultDetails({ rating, photo, advice: Advice, extras }: { rating: Rating; photo: string | null; advice: OutfitAdvice; extras?: ResultExtras }) {
  const { t, i18n } = useTranslation('rating');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const streak = streakCard(rating);
  return (
    <>

      {streak && (
        <section className={`card streak ${rating.isNewDay ? 'streak--new' : ''}`} aria-labelledby="streak-title">
          <Icon name="flame" className="streak__icon" />
          <div>
            <h2 id="streak-title">{t(streak.titleKey)}</h2>
            <p className="muted">{t('results.streak.days', { count: streak.days })}</p>
          </div>
        </section>
      )}

      {(photo || rating.description) && (
        <section className="card results__outfit" aria-label={t('results.yourOutfit')}>
          {photo && <img src={photo} alt={t('results.photoAlt')} className="results__photo" />}
          {rating.description && <p className="results__description" dir="auto">{rating.description}</p>}
        </section>
      )}

      <section className="card" aria-labelledby="analysis-title">
        <h2 id="analysis-title" className="results__section-title">{t('results.analysis')}</h2>
        <ComponentBreakdown components={rating.components} />
      </section>

      <section className="card" aria-labelledby="feedback-title">
        <h2 id="feedback-title" className="results__section-title">{t('results.feedback')}</h2>
        <p className="results__feedback" dir="auto" lang={rating.feedback?.trim() ? rating.language : undefined}>{rating.feedback?.trim() || t('results.feedbackFallback')}</p>
      </section>

      <Advice outfitId={rating.id} />
      {extras?.(rating)}

      <section className="card results__share" aria-labelledby="share-title">
        <h2 id="share-title" className="results__section-title">{t('share.title')}</h2>
        <p className="muted">{t('share.body', { occasion: occasionLabel(language, rating.occasion, rating.customOccasion) })}</p>
        <ShareCardButton ratingId={rating.id} cardReady={Boolean(rating.cardUrl)} />
      </section>

      {/* The advice panel above carries the one upsell a free user sees; a second subscribe button here only repeated it. */}
      <div className="results__actions">
        <Link to="/home" className="btn btn--secondary btn--block">
          <Icon name="camera" />
          {t('results.rateAnother')}
        </Link>
      </div>
    </>
  );
}

/** New badges are toasted for 5 s, once, when the result arrives from the rate flow. */
function useBadgeToasts(rating: Rating, fresh: boolean) {
  const { t } = useTranslation(['achievements', 'rating']);
  useEffect(() => {
    if (!fresh || rating.newBadges.length === 0) return;
    const key = `fitRater-badges-shown:${rating.id}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // no storage: toast anyway
    }
    for (const badge of rating.newBadges) {
      toast.show({
        title: `${badge.badgeIcon} ${t('achievements:toast.title')}`,
        description: `${t(`achievements:badges.${badge.badgeId}.title`, { defaultValue: badge.badgeName })}: ${t(`achievements:badges.${badge.badgeId}.description`, { defaultValue: badge.badgeDescription })}`,
        variant: 'success',
        durationMs: 5000,
      });
    }
  }, [rating, fresh, t]);
}
