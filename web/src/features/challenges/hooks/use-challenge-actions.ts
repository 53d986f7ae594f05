import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToToast } from '../../../lib/error-toast';
import { toast } from '../../../lib/toast';
import type { VoteType } from '@fitrater/contracts';
import * as api from '../api/challenges.api';

/**
 * Entering, replacing, withdrawing, voting and reporting, each with the
 * spec's toasts. `pendingVote` is the entry whose vote is in flight (its
 * buttons are disabled meanwhile); `refresh` reloads entries and leaderboard.
 */
export function useChallengeActions(challengeId: string | undefined, refresh: () => Promise<unknown>) {
  const { t } = useTranslation('challenges');
  const [busy, setBusy] = useState(false);
  const [pendingVote, setPendingVote] = useState<string | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());

  const fail = (titleKey: string, error: unknown) => {
    const mapped = errorToToast(error, t, t(`toasts.${titleKey}Fallback`));
    toast.show({ title: t(`toasts.${titleKey}`), description: mapped.description, variant: 'error', durationMs: 6000 });
  };

  async function run(action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    if (!challengeId) return false;
    setBusy(true);
    try {
      await action();
      toast.show({ title: t(`toasts.${success}`), variant: 'success' });
      return true;
    } catch (error) {
      fail(failure, error);
      return false;
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  return {
    busy,
    pendingVote,
    reported,
    enter: (outfitId: string, replacing: boolean) =>
      run(() => api.enterChallenge(challengeId!, outfitId), replacing ? 'replaced' : 'entered', 'enterFailed'),
    withdraw: () => run(() => api.withdrawEntry(challengeId!), 'withdrawn', 'withdrawFailed'),
    async vote(submissionId: string, type: VoteType) {
      if (pendingVote) return;
      setPendingVote(submissionId);
      try {
        await api.voteOn(submissionId, type);
        await refresh();
      } catch (error) {
        fail('voteFailed', error);
      } finally {
        setPendingVote(null);
      }
    },
    report: (submissionId: string) => run(async () => {
      await api.reportEntry(submissionId);
      setReported((set) => new Set(set).add(submissionId));
    }, 'reportedThanks', 'reportFailed'),
  };
}
