import { useTranslation } from 'react-i18next';
import { LOOK_OPTIONS_MAX } from '@fitrater/contracts/values';

export interface ClosetChoice {
  fromCloset: boolean;
  sideBySide: boolean;
}

/** "From my closet" and, with it, "show me 3 options side by side". */
export function ClosetSourceFields({ value, onChange }: { value: ClosetChoice; onChange(next: ClosetChoice): void }) {
  const { t } = useTranslation('styling');
  return (
    <div className="styling-source">
      <label className="styling-switch">
        <input type="checkbox" role="switch" checked={value.fromCloset} onChange={(event) => onChange({ ...value, fromCloset: event.target.checked })} />
        <span>
          <strong>{t('closet.fromCloset')}</strong>
          <span className="muted">{t('closet.fromClosetHint')}</span>
        </span>
      </label>
      {value.fromCloset && (
        <label className="styling-switch">
          <input type="checkbox" role="switch" checked={value.sideBySide} onChange={(event) => onChange({ ...value, sideBySide: event.target.checked })} />
          <span><strong>{t('closet.sideBySide', { count: LOOK_OPTIONS_MAX })}</strong></span>
        </label>
      )}
    </div>
  );
}

/** The request fields the choice stands for (nothing when the member did not ask for the closet). */
export function closetAsk(choice: ClosetChoice, lockedItemIds: readonly string[] = []) {
  if (!choice.fromCloset) return {};
  return {
    source: 'closet' as const,
    ...(choice.sideBySide ? { options: LOOK_OPTIONS_MAX } : {}),
    ...(lockedItemIds.length > 0 ? { lockedItemIds: [...lockedItemIds] } : {}),
  };
}
