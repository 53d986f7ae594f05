import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToToast } from './error-toast';
import { toast } from './toast';

/** Shows an API error through the spec's error-to-toast mapper. */
export function useErrorToast() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      toast.show({ ...errorToToast(error, t, fallbackKey ? t(fallbackKey) : undefined), durationMs: 6000 });
    },
    [t],
  );
}
