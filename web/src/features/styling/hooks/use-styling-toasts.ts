import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { StylingRequest } from '@fitrater/contracts';
import { toast } from '../../../lib/toast';
import { HISTORY_KEY, outfitAdviceKey } from '../api/styling.api';
import type { StylingFailure } from './use-styling-request';

/** The spec's success and failure toasts for one kind of request, and a fresh history (and the outfit's saved advice) on success. */
export function useStylingToasts(successKey: string, failedKey: string) {
  const { t } = useTranslation(['styling', 'errors']);
  const { mutate } = useSWRConfig();
  return useMemo(() => ({
    onDone(request: StylingRequest) {
      toast.show({ title: t(successKey), variant: 'success' });
      void mutate(HISTORY_KEY);
      if (request.outfitId) void mutate(outfitAdviceKey(request.outfitId));
    },
    onFailed(error: StylingFailure) {
      toast.show({ title: t(failedKey), description: t(`errors:codes.${error.code}`, { defaultValue: error.message }), variant: 'error', durationMs: 6000 });
      void mutate(HISTORY_KEY);
    },
  }), [t, mutate, successKey, failedKey]);
}
