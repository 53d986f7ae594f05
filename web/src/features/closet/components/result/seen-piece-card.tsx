import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeenGarment } from '@fitrater/contracts';
import { GarmentImage } from '../../../../components/garment-image';
import { Icon } from '../../../../components/icon';
import { formatList } from '../../model/garment-format';
import type { PieceDraft } from '../../model/seen-piece';
import { FixCutoutDialog } from '../garments/fix-cutout-dialog';
import { GarmentFields } from '../garments/garment-fields';

/** Below this the card asks the member to check the piece (the engine is unsure it is there, or cut well). */
const SURE = 0.5;

/** One piece the engine saw, pre-filled: keep or discard it, correct its details, fix its cut-out. */
export function SeenPieceCard({ seen, draft, onChange }: { seen: SeenGarment; draft: PieceDraft; onChange(next: PieceDraft): void }) {
  const { t, i18n } = useTranslation('closet');
  const [editing, setEditing] = useState(false);
  const [fixing, setFixing] = useState(false);
  const detailsId = useId();
  // The × goes away with the click: focus moves to "Keep", the way back, instead of falling to the page.
  const keep = useRef<HTMLButtonElement>(null);
  const discardedHere = useRef(false);
  useEffect(() => {
    if (draft.discarded && discardedHere.current) keep.current?.focus();
    discardedHere.current = false;
  }, [draft.discarded]);
  const named = draft.name.trim();
  const label = named || t(`garments.categories.${draft.category}`);
  // The heading already says the category when the piece has no name yet.
  const kind = [named ? t(`garments.categories.${draft.category}`) : null, t(`garments.formality.${draft.formality}`)].filter(Boolean).join(' · ');
  const colours = formatList(draft.colours.map((c) => t(`garments.colours.${c}`)), i18n.language);

  return (
    <li className={`card seen-piece ${draft.discarded ? 'seen-piece--discarded' : ''}`}>
      <div className="seen-piece__head">
        <span className="seen-piece__image">
          <GarmentImage imageUrl={seen.imageUrl} alt={t('garments.cutoutAlt', { name: label })} />
          {draft.strokes.length > 0 && <span className="badge seen-piece__fixed">{t('garments.fixer.fixed')}</span>}
        </span>
        <div className="seen-piece__summary">
          <h3 dir="auto">{label}</h3>
          <p className="muted">
            {kind}
            {colours && <><br />{colours}</>}
          </p>
          {seen.confidence < SURE && !draft.discarded && <p className="seen-piece__unsure"><Icon name="info" />{t('garments.unsure')}</p>}
          {draft.discarded && <p className="muted">{t('garments.discarded')}</p>}
        </div>
        {/* Discarding is dismissing a suggestion: an × in the card's corner, as a phone's cards do, leaves the row to the two edits. */}
        {!draft.discarded && (
          <button type="button" className="icon-button seen-piece__discard" aria-label={t('garments.discard')} title={t('garments.discard')}
            onClick={() => { discardedHere.current = true; setEditing(false); onChange({ ...draft, discarded: true }); }}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className="seen-piece__actions">
        {draft.discarded ? (
          <button ref={keep} type="button" className="btn btn--secondary btn--small" onClick={() => onChange({ ...draft, discarded: false })}>{t('garments.keep')}</button>
        ) : (
          <>
            <button type="button" className="btn btn--secondary btn--small" aria-expanded={editing} aria-controls={detailsId} onClick={() => setEditing((on) => !on)}>
              {t('garments.editDetails')}
            </button>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setFixing(true)}>{t('garments.fixer.open')}</button>
          </>
        )}
      </div>
      {editing && !draft.discarded && (
        <div id={detailsId}>
          <GarmentFields nameOptional value={draft} onChange={(next) => onChange({ ...draft, ...next })} />
        </div>
      )}
      <FixCutoutDialog open={fixing} imageUrl={seen.imageUrl} initial={draft.strokes} onClose={() => setFixing(false)}
        onDone={(strokes) => { onChange({ ...draft, strokes }); setFixing(false); }} />
    </li>
  );
}
