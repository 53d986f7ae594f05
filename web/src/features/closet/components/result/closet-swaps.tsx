import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ClosetItemList, SwapReply } from '@fitrater/contracts';
import { GarmentImage } from '../../../../components/garment-image';
import { Icon } from '../../../../components/icon';
import { itemsPageKey, requestSwaps } from '../../../../lib/closet/closet-items';
import { formatScore } from '../../../../lib/relative-time';
import { useErrorToast } from '../../../../lib/use-error-toast';

/** "Fix it from my closet": owned pieces that would raise this outfit's score, each re-rated by the same engine. */
export function ClosetSwaps({ ratingId }: { ratingId: string }) {
  const { t, i18n } = useTranslation('closet');
  const showError = useErrorToast();
  const [reply, setReply] = useState<SwapReply | null>(null);
  const [busy, setBusy] = useState(false);
  // One item is enough to know whether there is anything to swap in; the list revalidates as pieces are added.
  const { data: owned } = useSWR<ClosetItemList>(itemsPageKey({}, null, 1));
  const empty = owned?.total === 0;

  async function ask() {
    setBusy(true);
    try {
      setReply(await requestSwaps({ ratingId }));
    } catch (failure) {
      showError(failure, 'closet:swaps.failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card closet-swaps" aria-labelledby="swaps-title" aria-busy={busy}>
      <h2 id="swaps-title" className="results__section-title">{t('swaps.title')}</h2>
      {!reply && empty ? (
        <p className="muted">{t('swaps.empty')}</p>
      ) : !reply ? (
        <>
          <p className="muted">{t('swaps.body')}</p>
          <button type="button" className="btn btn--secondary btn--block" disabled={busy} onClick={() => void ask()}>
            {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="hanger" />}
            {t('swaps.ask')}
          </button>
        </>
      ) : reply.swaps.length === 0 ? (
        <p className="muted">{t('swaps.none')}</p>
      ) : (
        <>
          <p className="muted">{t('swaps.base', { score: formatScore(reply.baseScore, i18n.language) })}</p>
          <ul className="closet-swaps__list">
            {reply.swaps.map((swap) => (
              <li key={`${swap.slot}-${swap.closetItemId}`} className="closet-swaps__row">
                <GarmentImage imageUrl={swap.imageUrl} alt={swap.itemName} size={52} />
                <span className="closet-swaps__text" dir="auto">{swap.explanation}</span>
                <span className="closet-swaps__delta" aria-label={t('swaps.delta', { delta: formatDelta(swap.delta, i18n.language) })}>
                  {formatDelta(swap.delta, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** "+1.3" in the member's digits; the sign always shown, since the change is the point. */
function formatDelta(delta: number, language: string): string {
  return new Intl.NumberFormat(language, { signDisplay: 'always', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(delta);
}
