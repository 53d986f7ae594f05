import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BodyType, StylingOccasionId, WeatherId } from '@fitrater/contracts';
import { Icon } from '../../../components/icon';
import { BODY_TYPES, STYLING_OCCASION_IDS, WEATHER_IDS } from '@fitrater/contracts/values';
import { useErrorToast } from '../../../lib/use-error-toast';
import { requestOutfit } from '../api/styling.api';
import { requestOccasionLabel } from '../model/occasion-label';
import { useStylingRequest } from '../hooks/use-styling-request';
import { useStylingToasts } from '../hooks/use-styling-toasts';
import { ChoiceSelect } from '../../../components/choice-select';
import { StylingProgress } from './styling-progress';
import { StylingResultView } from './styling-result-view';
import { closetAsk, ClosetSourceFields, type ClosetChoice } from './closet-source-fields';

/** The outfit generator: occasion (required), weather and body type (optional), then the outfit arrives live. */
export function GeneratorForm() {
  const { t, i18n } = useTranslation('styling');
  const showError = useErrorToast();
  const tracker = useStylingRequest('generator', useStylingToasts('generator.success', 'generator.failed'));
  const [occasion, setOccasion] = useState<StylingOccasionId | ''>('');
  const [weather, setWeather] = useState<WeatherId | ''>('');
  const [bodyType, setBodyType] = useState<BodyType | ''>('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [closet, setCloset] = useState<ClosetChoice>({ fromCloset: false, sideBySide: false });
  const [locked, setLocked] = useState<string[]>([]);
  const running = tracker.status === 'running';

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!occasion) {
      setMissing(true);
      return;
    }
    setSending(true);
    try {
      const accepted = await requestOutfit({
        occasion, ...(weather ? { weather } : {}), ...(bodyType ? { bodyType } : {}), ...closetAsk(closet, locked),
      });
      tracker.start(accepted.requestId);
    } catch (error) {
      showError(error, 'styling:generator.failed');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card styling-card" aria-labelledby="generator-title">
      <h2 id="generator-title" className="styling-card__title"><Icon name="sparkles" />{t('generator.title')}</h2>
      <p className="muted">{t('generator.body')}</p>
      <form className="styling-form" onSubmit={(event) => void submit(event)} noValidate>
        <ChoiceSelect label={t('generator.occasion')} value={occasion} options={STYLING_OCCASION_IDS} optionLabel={(id) => t(`occasions.${id}`)}
          placeholder={t('generator.occasionPlaceholder')} required error={missing && !occasion ? t('generator.occasionRequired') : null}
          onChange={(value) => { setOccasion(value); setMissing(false); }} />
        <ChoiceSelect<WeatherId> label={t('generator.weather')} value={weather} options={WEATHER_IDS} optionLabel={(id) => t(`weather.${id}`)}
          placeholder={t('generator.any')} onChange={setWeather} />
        <ChoiceSelect<BodyType> label={t('generator.bodyType')} value={bodyType} options={BODY_TYPES} optionLabel={(id) => t(`bodyTypes.${id}`)}
          placeholder={t('generator.any')} onChange={setBodyType} />
        <ClosetSourceFields value={closet} onChange={(next) => { setCloset(next); if (!next.fromCloset) setLocked([]); }} />
        <button type="submit" className="btn btn--primary btn--block" disabled={sending || running}>
          {sending || running ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="sparkles" />}
          {t('generator.submit')}
        </button>
      </form>
      {running && <StylingProgress progress={tracker.progress} label={t('generator.title')} />}
      {tracker.status === 'done' && tracker.request && (
        <div className="styling-card__answer" aria-live="polite">
          <h3>{requestOccasionLabel(tracker.request.occasion, t, i18n.language)}</h3>
          <StylingResultView request={tracker.request} lookActions={{
            locked,
            busy: sending || running,
            onToggleLock: (id) => setLocked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])),
            onRegenerate: () => void submit(),
          }} />
        </div>
      )}
    </section>
  );
}
