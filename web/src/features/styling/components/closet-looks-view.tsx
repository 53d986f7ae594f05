import { useTranslation } from 'react-i18next';
import type { ClosetLook, ClosetLooks } from '@fitrater/contracts';
import { GarmentImage } from '../../../components/garment-image';
import { Icon } from '../../../components/icon';
import { WoreThisButton } from '../../../components/wore-this-button';
import { formatScore } from '../../../lib/relative-time';

export interface LookActions {
  locked: readonly string[];
  onToggleLock(itemId: string): void;
  onRegenerate(): void;
  busy: boolean;
}

/**
 * The looks dressed from the member's own pieces: one, or up to three side by side (a row that
 * swipes on a phone, columns on a wide screen). Each owned piece can be locked for the next try;
 * a slot nothing owned fits says what to look for.
 */
export function ClosetLooksView({ looks, requestId, actions }: { looks: ClosetLooks; requestId: string; actions?: LookActions }) {
  const { t } = useTranslation('styling');
  const several = looks.options.length > 1;
  return (
    <div className="closet-looks">
      {several && <p className="muted closet-looks__swipe">{t('closet.swipe', { count: looks.options.length })}</p>}
      <ol className={`closet-looks__row ${several ? 'closet-looks__row--several' : ''}`} aria-label={t('closet.looksLabel')}>
        {looks.options.map((look, index) => (
          <LookCard key={look.lookKey} look={look} index={index} several={several} requestId={requestId} actions={actions} />
        ))}
      </ol>
      {actions && actions.locked.length > 0 && (
        <button type="button" className="btn btn--primary btn--block" disabled={actions.busy} onClick={actions.onRegenerate}>
          {actions.busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="sparkles" />}
          {t('closet.regenerate', { count: actions.locked.length })}
        </button>
      )}
    </div>
  );
}

function LookCard({ look, index, several, requestId, actions }: { look: ClosetLook; index: number; several: boolean; requestId: string; actions?: LookActions }) {
  const { t, i18n } = useTranslation('styling');
  return (
    <li className="closet-look">
      <div className="closet-look__head">
        <h4>{several ? t('closet.option', { n: index + 1 }) : t('closet.yourLook')}</h4>
        <span className="closet-look__score">{t('closet.score', { score: formatScore(look.score, i18n.language) })}</span>
      </div>
      <ul className="closet-look__pieces">
        {look.pieces.map((piece) => {
          const owned = piece.closetItemId;
          const locked = owned !== null && (actions?.locked.includes(owned) ?? piece.locked);
          return (
            <li key={piece.slot} className="closet-look__piece">
              {owned ? <GarmentImage imageUrl={piece.imageUrl} alt="" size={56} /> : <span className="closet-look__gap" aria-hidden="true"><Icon name="info" /></span>}
              <span className="closet-look__text">
                <span className="closet-look__slot">{t(`closet.slots.${piece.slot}`)}</span>
                <span dir="auto">{piece.name}</span>
              </span>
              {owned && actions && (
                <button type="button" className={`btn btn--small ${locked ? 'btn--primary' : 'btn--secondary'} closet-look__lock`} aria-pressed={locked}
                  aria-label={t(locked ? 'closet.unlock' : 'closet.lock', { name: piece.name })} onClick={() => actions.onToggleLock(owned)}>
                  <Icon name="lock" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {look.missing.length > 0 && (
        <div className="closet-look__missing">
          <h5>{t('closet.missingTitle')}</h5>
          <ul>
            {look.missing.map((gap) => (
              <li key={gap.slot} dir="auto">{gap.lookFor}</li>
            ))}
          </ul>
        </div>
      )}
      <WoreThisButton look={{ stylingRequestId: requestId, option: index }} />
    </li>
  );
}
