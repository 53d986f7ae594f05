import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useErrorToast } from '../../../lib/use-error-toast';
import { fetchCard } from '../api/ratings.api';
import { shareCard } from '../share';

/**
 * Share card: fetched as soon as the server has rendered it (card.ready), so a
 * tap shares at once (the share sheet needs the tap's user activation).
 */
export function ShareCardButton({ ratingId, cardReady }: { ratingId: string; cardReady: boolean }) {
  const { t } = useTranslation('rating');
  const showError = useErrorToast();
  const [blob, setBlob] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!cardReady) return;
    let cancelled = false;
    fetchCard(ratingId).then(
      (card) => !cancelled && setBlob(card),
      () => undefined, // fetched again on tap
    );
    return () => {
      cancelled = true;
    };
  }, [ratingId, cardReady]);

  const onShare = async () => {
    setBusy(true);
    try {
      await shareCard(ratingId, t, blob ?? undefined);
    } catch (error) {
      showError(error, 'rating:share.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn btn--secondary btn--block" onClick={() => void onShare()} disabled={!cardReady || busy} aria-busy={!cardReady || busy}>
      {cardReady && !busy ? <Icon name="download" /> : <span className="spinner spinner--small" aria-hidden="true" />}
      {cardReady ? t('share.button') : t('share.preparing')}
    </button>
  );
}
