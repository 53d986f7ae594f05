import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { WearLookBody } from '@fitrater/contracts';
import { Icon } from './icon';
import { isClosetKey, wearLook } from '../lib/closet/closet-items';
import { toast } from '../lib/toast';
import { useErrorToast } from '../lib/use-error-toast';

/** "I wore this": logs today's wear of the look's owned pieces (the same look twice a day counts once). */
export function WoreThisButton({ look }: { look: WearLookBody }) {
  const { t } = useTranslation('closet');
  const { mutate } = useSWRConfig();
  const showError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function wear() {
    setBusy(true);
    try {
      const reply = await wearLook(look);
      setDone(true);
      toast.show({
        title: t('wear.logged'),
        description: reply.itemIds.length > 0 ? t('wear.counted', { count: reply.itemIds.length }) : t('wear.noPieces'),
        variant: 'success',
      });
      void mutate(isClosetKey);
    } catch (failure) {
      showError(failure, 'closet:wear.failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn--secondary btn--block" disabled={busy || done} onClick={() => void wear()}>
      {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name={done ? 'check' : 'hanger'} />}
      {done ? t('wear.done') : t('wear.button')}
    </button>
  );
}
