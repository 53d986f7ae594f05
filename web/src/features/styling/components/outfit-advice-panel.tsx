import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { OutfitAdvice, OutfitAdviceReply, ReferralStats } from '@fitrater/contracts';
import { Icon } from '../../../components/icon';
import { HttpError } from '../../../lib/http';
import { REFERRAL_STATS_KEY } from '../../../lib/referral-stats';
import { useSession } from '../../../lib/session';
import { useErrorToast } from '../../../lib/use-error-toast';
import { outfitAdviceKey, requestRatingAdvice } from '../api/styling.api';
import { useStylingRequest } from '../hooks/use-styling-request';
import { useStylingToasts } from '../hooks/use-styling-toasts';
import { AdviceView } from './advice-view';
import { StylingProgress } from './styling-progress';
import './styling.css';

/**
 * 'Get A Better Outfit Suggestion' for one rated outfit: the server reads the rating itself, the
 * advice arrives live, and the latest advice the user may read for this outfit stays on it (a free
 * suggestion earned by an invitation included). The button is offered only to those it will answer:
 * members, and others while they hold a free suggestion; everyone else sees one upsell instead.
 */
export function OutfitAdvicePanel({ outfitId, headingLevel = 2 }: { outfitId: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('styling');
  const { isPremium } = useSession();
  const showError = useErrorToast();
  const saved = useSWR<OutfitAdviceReply>(outfitAdviceKey(outfitId));
  const referrals = useSWR<ReferralStats>(isPremium ? null : REFERRAL_STATS_KEY);
  const freeSuggestions = referrals.data?.pendingRewards ?? 0;
  const tracker = useStylingRequest(`advice:${outfitId}`, useStylingToasts('advice.success', 'advice.failed'));
  const [sending, setSending] = useState(false);
  const [locked, setLocked] = useState(false);
  const running = tracker.status === 'running';
  const shown = tracker.request ?? (running ? null : saved.data?.suggestion ?? null);
  const canAsk = isPremium || freeSuggestions > 0;
  // A free user with no credit (once we know it) is offered the upsell, never a button that answers 403.
  const upsell = locked || (!isPremium && referrals.data !== undefined && freeSuggestions === 0 && !running);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function ask() {
    setSending(true);
    try {
      tracker.start((await requestRatingAdvice(outfitId)).requestId);
      if (!isPremium) void referrals.mutate();
    } catch (error) {
      if (error instanceof HttpError && error.code === 'PREMIUM_REQUIRED') setLocked(true);
      else showError(error, 'styling:advice.failed');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card styling-card outfit-advice" aria-labelledby={`advice-${outfitId}`}>
      <Heading id={`advice-${outfitId}`} className="styling-card__title"><Icon name="sparkles" />{t('advice.title')}</Heading>
      {!shown && !running && !upsell && <p className="muted">{t('advice.body')}</p>}
      {!isPremium && freeSuggestions > 0 && <p className="styling-free-credits">{t('advice.freeCredits', { count: freeSuggestions })}</p>}
      {running && <StylingProgress progress={tracker.progress} label={t('advice.title')} />}
      {shown && <AdviceView result={shown.result as OutfitAdvice} />}
      {upsell ? (
        <div className="styling-need">
          <p>{shown ? t('adviceUpsell.more') : t('advice.locked')}</p>
          <Link to="/subscribe" className="btn btn--primary btn--block"><Icon name="crown" />{t('advice.subscribe')}</Link>
        </div>
      ) : canAsk && (
        <button type="button" className={`btn btn--block ${shown ? 'btn--secondary' : 'btn--primary'}`} disabled={sending || running} onClick={() => void ask()}>
          {sending || running ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="sparkles" />}
          {shown ? t('advice.again') : t('advice.cta')}
        </button>
      )}
    </section>
  );
}
