import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralLink } from '@fitrater/contracts';
import { referralPath } from '@fitrater/contracts/values';
import { errorToToast } from '../../../lib/error-toast';
import { toast } from '../../../lib/toast';
import { createReferralLink } from '../api/referrals.api';

/** Fetches (or first makes) the user's link; a failure says 'Failed to create referral link' and can be retried. */
export function useReferralLink() {
  const { t } = useTranslation('referrals');
  const [link, setLink] = useState<ReferralLink | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const { code } = await createReferralLink();
      // The address this app is open on is the one that reaches it; the server's PUBLIC_URL link is for API clients.
      setLink({ code, shareLink: new URL(referralPath(code), window.location.origin).href });
    } catch (error) {
      setFailed(true);
      toast.show({ title: t('toasts.createFailed'), description: errorToToast(error, t).description, variant: 'error', durationMs: 6000 });
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  return { link, failed, retry: load };
}
