import { PageHeader } from '../../../../components/page-header';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { Dialog } from '../../../../components/dialog';
import { Icon } from '../../../../components/icon';
import { isLanguage, occasionLabel } from '@fitrater/contracts/values';
import type { Rating, RatingList, RatingOccasion } from '@fitrater/contracts';
import { isRatingDependentKey, RATINGS_PREFIX } from '../../../../data/ratings/keys';
import { useAnalytics, useOutfits } from '../../../../data/ratings/queries';
import { formatScore } from '../../../../lib/relative-time';
import { toast } from '../../../../lib/toast';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { useRealtimeEvent } from '../../../../lib/use-realtime';
import { deleteRating } from '../../api/ratings.api';
import { scoreOf } from '../../model/result';
import { milestoneFacts, milestoneFor } from '../model/milestones';
import { HistoryCard } from './history-card';
import { milestoneText } from './milestone-label';
import { OutfitDialog } from './outfit-dialog';
import type { OutfitAdvice } from '../../model/outfit-advice';
import './history.css';

const PAGE_SIZE = 10;

/** Outfit history (spec part 1 §2): the timeline, occasion filter, milestones, details, summary. */
export function HistoryPage({ advice }: { advice: OutfitAdvice }) {
  const { t, i18n } = useTranslation('history');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { mutate: mutateCache } = useSWRConfig();
  const showError = useErrorToast();
  const [occasion, setOccasion] = useState<RatingOccasion | ''>('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Rating | null>(null);
  const [busy, setBusy] = useState(false);

  const outfits = useOutfits();
  const analytics = useAnalytics();
  const pages = useSWRInfinite<RatingList>(
    (index, previous: RatingList | null) => {
      if (previous && !previous.nextCursor) return null;
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (occasion) query.set('occasion', occasion);
      if (previous?.nextCursor) query.set('cursor', previous.nextCursor);
      return `${RATINGS_PREFIX}?${query.toString()}`;
    },
    { revalidateFirstPage: true },
  );
  useRealtimeEvent('rating.done', () => void pages.mutate());

  // Milestones are facts about the whole history, whatever page or filter is on screen.
  const facts = useMemo(() => milestoneFacts((outfits.data ?? []).map((o) => ({ id: o.id, createdAt: o.createdAt, score: scoreOf(o) }))), [outfits.data]);
  const occasions = useMemo(() => [...new Set((outfits.data ?? []).map((o) => o.occasion))], [outfits.data]);
  const items = (pages.data ?? []).flatMap((page) => page.items).filter((item) => item.status === 'done');
  const now = new Date();
  const milestoneOf = (rating: Rating) => {
    const milestone = milestoneFor({ id: rating.id, createdAt: rating.createdAt, score: scoreOf(rating) }, facts, now);
    return milestone ? milestoneText(milestone, t, i18n.language, now) : null;
  };
  const hasMore = Boolean(pages.data?.[pages.data.length - 1]?.nextCursor);
  const loading = (!pages.data && !pages.error) || (!outfits.data && !outfits.error);
  const total = outfits.data?.length ?? 0;
  const open = items.find((item) => item.id === openId) ?? null;

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteRating(deleting.id);
      setDeleting(null);
      setOpenId(null);
      toast.show({ title: t('delete.done'), variant: 'success' });
      await Promise.all([pages.mutate(), mutateCache(isRatingDependentKey)]);
    } catch (error) {
      showError(error, 'history:delete.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="history">
      <PageHeader title={t('title')} backTo="/profile" backLabel={t('back')} />

      {loading ? (
        <div className="history__loading" aria-busy="true">
          <p className="muted" role="status">{t('loading')}</p>
          {[0, 1, 2].map((n) => (
            <div key={n} className="card history__skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : pages.error || outfits.error ? (
        <div className="card history__empty">
          <p>{t('loadFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void Promise.all([pages.mutate(), outfits.mutate()])}>{t('retry')}</button>
        </div>
      ) : total === 0 ? (
        <div className="card history__empty">
          <span className="history__empty-icon" aria-hidden="true"><Icon name="hanger" /></span>
          <h2>{t('empty.title')}</h2>
          <p className="muted">{t('empty.body')}</p>
          <Link to="/home" className="btn btn--primary">
            <Icon name="camera" />
            {t('empty.cta')}
          </Link>
        </div>
      ) : (
        <>
          <section className="card journey" aria-labelledby="journey-title">
            <h2 id="journey-title">{t('journey.title')}</h2>
            <dl className="journey__stats">
              <div>
                <dt>{t('journey.total')}</dt>
                <dd>{analytics.data?.totalOutfits ?? total}</dd>
              </div>
              <div>
                <dt>{t('journey.average')}</dt>
                <dd>{analytics.data ? formatScore(analytics.data.averageRating, i18n.language) : '…'}</dd>
              </div>
              <div>
                <dt>{t('journey.best')}</dt>
                <dd>{analytics.data ? formatScore(analytics.data.bestRating, i18n.language) : '…'}</dd>
              </div>
            </dl>
          </section>

          <div className="history__filter">
            <label className="field__label" htmlFor="history-occasion">{t('filter.label')}</label>
            <div className="history__filter-row">
              <select id="history-occasion" className="field__input" value={occasion} onChange={(event) => setOccasion(event.target.value as RatingOccasion | '')}>
                <option value="">{t('filter.all')}</option>
                {occasions.map((value) => (
                  <option key={value} value={value}>{occasionLabel(language, value)}</option>
                ))}
              </select>
              {occasion && (
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setOccasion('')}>
                  {t('filter.clear')}
                </button>
              )}
            </div>
          </div>

          {items.length === 0 && !pages.isValidating ? (
            <div className="card history__empty">
              <h2>{t('filter.emptyTitle')}</h2>
              <p className="muted">{t('filter.emptyBody', { occasion: occasion ? occasionLabel(language, occasion) : '' })}</p>
              <button type="button" className="btn btn--secondary" onClick={() => setOccasion('')}>{t('filter.clear')}</button>
            </div>
          ) : (
            <ol className="timeline" aria-label={t('timeline')}>
              {items.map((rating) => (
                <HistoryCard key={rating.id} rating={rating} milestone={milestoneOf(rating)} onOpen={() => setOpenId(rating.id)} onDelete={() => setDeleting(rating)} />
              ))}
            </ol>
          )}
          {hasMore && (
            <button type="button" className="btn btn--secondary btn--block" disabled={pages.isValidating} onClick={() => void pages.setSize(pages.size + 1)}>
              {pages.isValidating ? t('loadingMore') : t('loadMore')}
            </button>
          )}
        </>
      )}

      <OutfitDialog rating={open} milestone={open ? milestoneOf(open) : null} onClose={() => setOpenId(null)} advice={advice} />
      <Dialog open={deleting !== null} onClose={() => !busy && setDeleting(null)} title={t('delete.title')}>
        <p className="muted">{t('delete.body')}</p>
        <div className="history__confirm">
          <button type="button" className="btn btn--secondary" onClick={() => setDeleting(null)} disabled={busy}>{t('delete.cancel')}</button>
          <button type="button" className="btn btn--danger" onClick={() => void confirmDelete()} disabled={busy}>{busy ? t('delete.busy') : t('delete.confirm')}</button>
        </div>
      </Dialog>
    </main>
  );
}
