import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { BUDGET_RANGES, LIFESTYLES, PREFERENCE_BODY_TYPES, SIZE_FITS, splitPreferenceList } from '@fitrater/contracts/values';
import { Icon } from '../../../../components/icon';
import { toast } from '../../../../lib/toast';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { PREFERENCES_KEY, savePreferences, type StylePreferences } from '../api/trends.api';
import { toDraft, type PreferencesDraft } from '../model/preferences';

const LISTS = ['preferredStyles', 'preferredColors', 'brandPreferences', 'avoidedStyles'] as const;

/** Style preferences (§3 fields, §9 options): comma lists are trimmed and empties dropped before saving. */
export function PreferencesForm() {
  const { t } = useTranslation(['trends', 'styling']);
  const showError = useErrorToast();
  const { data, mutate } = useSWR<{ preferences: StylePreferences }>(PREFERENCES_KEY);
  const [draft, setDraft] = useState<PreferencesDraft | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data && !draft) setDraft(toDraft(data.preferences));
  }, [data, draft]);
  if (!draft) return null;
  const set = (patch: Partial<PreferencesDraft>) => setDraft({ ...draft, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    try {
      const saved = await savePreferences({
        ...Object.fromEntries(LISTS.map((key) => [key, splitPreferenceList(draft[key])])),
        bodyType: draft.bodyType || null, lifestyle: draft.lifestyle || null, budgetRange: draft.budgetRange || null,
        sizeFit: draft.sizeFit || null, sustainabilityPref: draft.sustainabilityPref,
      });
      await mutate(saved, { revalidate: false });
      setDraft(toDraft(saved.preferences));
      toast.show({ title: t('preferences.saved'), variant: 'success' });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  const select = <K extends 'bodyType' | 'lifestyle' | 'budgetRange' | 'sizeFit'>(key: K, options: readonly string[], label: (o: string) => string) => (
    <label className="field">
      <span className="field__label">{t(`preferences.${key}`)}</span>
      <select className="field__input" value={draft[key]} onChange={(e) => set({ [key]: e.target.value } as Partial<PreferencesDraft>)}>
        <option value="">{t('preferences.notSet')}</option>
        {options.map((o) => <option key={o} value={o}>{label(o)}</option>)}
      </select>
    </label>
  );

  return (
    <section className="card trend-preferences" aria-labelledby="trend-preferences-title">
      <h2 id="trend-preferences-title" className="trend-section__title"><Icon name="edit" />{t('preferences.title')}</h2>
      <p className="muted">{t('preferences.body')}</p>
      <form className="trend-preferences__form" onSubmit={(e) => void submit(e)}>
        {LISTS.map((key) => (
          <label key={key} className="field">
            <span className="field__label">{t(`preferences.${key}`)}</span>
            <input className="field__input" value={draft[key]} placeholder={t(`preferences.placeholders.${key}`)} onChange={(e) => set({ [key]: e.target.value })} />
          </label>
        ))}
        <p className="field__hint">{t('preferences.listHint')}</p>
        {select('bodyType', PREFERENCE_BODY_TYPES, (o) => t(`styling:bodyTypes.${o}`))}
        {select('lifestyle', LIFESTYLES, (o) => t(`preferences.lifestyles.${o}`))}
        {select('budgetRange', BUDGET_RANGES, (o) => t(`preferences.budgets.${o}`))}
        {select('sizeFit', SIZE_FITS, (o) => t(`preferences.sizeFits.${o}`))}
        <label className="trend-preferences__check">
          <input type="checkbox" checked={draft.sustainabilityPref} onChange={(e) => set({ sustainabilityPref: e.target.checked })} />
          <span>{t('preferences.sustainability')}</span>
        </label>
        <button type="submit" className="btn btn--primary btn--block" disabled={saving}>
          {saving && <span className="spinner spinner--small" aria-hidden="true" />}
          {t('preferences.save')}
        </button>
      </form>
    </section>
  );
}
