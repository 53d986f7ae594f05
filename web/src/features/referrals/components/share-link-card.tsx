import { useTranslation } from 'react-i18next';
import type { ReferralLink } from '@fitrater/contracts';
import { Icon } from '../../../components/icon';
import { toast } from '../../../lib/toast';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The user's link with Copy and (where the device offers it) Share. */
export function ShareLinkCard({ link, failed, onRetry }: { link: ReferralLink | null; failed: boolean; onRetry(): void }) {
  const { t } = useTranslation('referrals');

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.shareLink);
      toast.show({ title: t('toasts.copied'), variant: 'success' });
    } catch {
      toast.show({ title: t('toasts.copyFailed'), description: t('toasts.copyFailedBody'), variant: 'error', durationMs: 6000 });
    }
  };

  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: t('shareTitle'), text: t('shareText'), url: link.shareLink });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as { name?: string }).name !== 'AbortError') void copy();
    }
  };

  return (
    <section className="card share" aria-labelledby="share-title">
      <h2 id="share-title">{t('yourLink')}</h2>
      {failed ? (
        <div className="share__failed">
          <p>{t('linkFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={onRetry}>{t('retry')}</button>
        </div>
      ) : (
        <>
          <label className="field">
            <span className="visually-hidden">{t('yourLink')}</span>
            <input className="field__input share__link" dir="ltr" readOnly value={link?.shareLink ?? ''} aria-busy={!link} onFocus={(e) => e.target.select()} />
          </label>
          <p className="share__code">{t('code', { code: link?.code ?? '…' })}</p>
          <div className="share__actions">
            <button type="button" className="btn btn--primary" disabled={!link} onClick={() => void copy()}>
              {t('copy')}
            </button>
            {canShare() && (
              <button type="button" className="btn btn--secondary" disabled={!link} onClick={() => void share()}>
                <Icon name="send" aria-hidden="true" /> {t('share')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
