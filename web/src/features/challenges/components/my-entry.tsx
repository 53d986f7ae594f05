import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { RatingThumb } from '../../../components/rating-thumb';
import type { Submission } from '@fitrater/contracts';

/** The viewer's own entry this week (or the invitation to enter), with replace and withdraw. */
export function MyEntry({ entry, active, busy, onChoose, onWithdraw }: {
  entry: Submission | undefined;
  active: boolean;
  busy: boolean;
  onChoose(): void;
  onWithdraw(): void;
}) {
  const { t, i18n } = useTranslation('challenges');
  const number = new Intl.NumberFormat(i18n.language);
  const session = useSession();
  // What strangers see next to the entry: the public handle, never the name or e-mail.
  const handle = entry?.user.username ?? session.profile?.handle;
  return (
    <section className="card my-entry" aria-labelledby="my-entry-title">
      <h2 id="my-entry-title">{t('yourEntry')}</h2>
      {handle && (
        <p className="my-entry__privacy muted" role="note">
          {t('publicName.shownAs', { handle })} <Link to="/profile">{t('publicName.change')}</Link>
        </p>
      )}
      {entry ? (
        <div className="my-entry__row">
          <RatingThumb imageUrl={entry.outfit.imageUrl} alt={t('yourEntryAlt')} size={88} />
          <div className="my-entry__body">
            <p className="my-entry__votes">{t('votes', { count: entry.voteCount, formatted: number.format(entry.voteCount) })}</p>
            {entry.hidden && <p className="my-entry__hidden" role="note">{t('hiddenNote')}</p>}
            {active && (
              <div className="my-entry__actions">
                <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={onChoose}>{t('replace')}</button>
                <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={onWithdraw}>{t('withdraw')}</button>
              </div>
            )}
          </div>
        </div>
      ) : active ? (
        <div className="my-entry__empty">
          <p className="muted">{t('enterIntro')}</p>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={onChoose}>{t('enter')}</button>
        </div>
      ) : (
        <p className="muted">{t('ended')}</p>
      )}
    </section>
  );
}
