import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { OutfitAdvice, ReferralStats, StylingRequest } from '@fitrater/contracts';
import { Icon } from '../../../components/Icon';
import { HttpError } from '../../../lib/http';
import { REFERRAL_STATS_KEY } from '../../../lib/referral-stats';
import { useSession } from '../../../lib/session';
import { useErrorToast } from '../../../lib/use-error-toast';
import { HISTORY_KEY, requestRatingAdvice } from '../api/styling.api';
import { useStylingRequest } from '../hooks/use-styling-request';
import { useStylingToasts } from '../hooks/use-styling-toasts';
import { AdviceView } from './AdviceView';
import { StylingProgress } from './StylingProgress';
import './styling.css';

/**
 * 'Get A Better Outfit Suggestion' for one rated outfit: the server reads the rating itself, the
 * advice arrives live, and the latest stored advice for this outfit is shown when there is one.
 * Anyone may ask: members always, others with a free suggestion earned by an invitation (shown
 * here); a PREMIUM_REQUIRED answer turns the panel into the upsell.
 */
export function OutfitAdvicePanel({ outfitId, headingLevel = 2 }: { outfitId: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('styling');
  const { isPremium } = useSession();
  const showError = useErrorToast();
  const history = useSWR<{ suggestions: StylingRequest[] }>(isPremium ? HISTORY_KEY : null);
  const referrals = useSWR<ReferralStats>(isPremium ? null : REFERRAL_STATS_KEY);
  const freeSuggestions = referrals.data?.pendingRewards ?? 0;
  const tracker = useStylingRequest(`advice:${outfitId}`, useStylingToasts('advice.success', 'advice.failed'));
  const [sending, setSending] = useState(false);
  const [locked, setLocked] = useState(false);
  const running = tracker.status === 'running';
  const stored = history.data?.suggestions.find((s) => s.outfitId === outfitId && s.kind === 'suggest' && s.status === 'done') ?? null;
  const shown = tracker.request ?? (running ? null : stored);
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
      {locked ? (
        <div className="styling-need">
          <p>{t('advice.locked')}</p>
          <Link to="/subscribe" className="btn btn--primary btn--small">{t('advice.subscribe')}</Link>
        </div>
      ) : (
        <>
          {!shown && !running && <p className="muted">{t('advice.body')}</p>}
          {!isPremium && freeSuggestions > 0 && <p className="styling-free-credits">{t('advice.freeCredits', { count: freeSuggestions })}</p>}
          {running && <StylingProgress progress={tracker.progress} label={t('advice.title')} />}
          {shown && <AdviceView result={shown.result as OutfitAdvice} />}
          <button type="button" className={`btn btn--block ${shown ? 'btn--secondary' : 'btn--primary'}`} disabled={sending || running} onClick={() => void ask()}>
            {sending || running ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="sparkles" />}
            {shown ? t('advice.again') : t('advice.cta')}
          </button>
        </>
      )}
    </section>
  );
}
