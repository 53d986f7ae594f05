import { memo, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { CUSTOM_OCCASION_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, OCCASION_LABELS, RATING_OCCASIONS, isLanguage } from '@fitrater/contracts/values';
import type { Usage } from '@fitrater/contracts';
import { fileProblem, validateRateDraft, type RateDraft, type RateField, type RateProblem } from '../model/validation';

export interface RateFormProps {
  draft: RateDraft;
  onChange(patch: Partial<RateDraft>): void;
  previewUrl: string | null;
  errors: Partial<Record<RateField, RateProblem>>;
  onErrors(errors: Partial<Record<RateField, RateProblem>>): void;
  onSubmit(): void;
  busy: boolean;
  usage: Usage | undefined;
}

const FIELD_ORDER: RateField[] = ['occasion', 'customOccasion', 'file', 'description'];

/** Upload or take a photo, or describe the outfit; pick the occasion; rate. */
export const RateForm = memo(function RateForm({ draft, onChange, previewUrl, errors, onErrors, onSubmit, busy, usage }: RateFormProps) {
  const { t, i18n } = useTranslation('rating');
  const id = useId();
  const uploadInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [focusField, setFocusField] = useState<RateField | null>(null);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const labels = OCCASION_LABELS[language];

  useEffect(() => {
    if (!focusField) return;
    form.current?.querySelector<HTMLElement>(`[data-field="${focusField}"]`)?.focus();
    setFocusField(null);
  }, [focusField]);

  const clearError = (field: RateField) => {
    if (errors[field]) onErrors({ ...errors, [field]: undefined });
  };

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      onErrors({ ...errors, file: problem });
      return;
    }
    onChange({ file });
    clearError('file');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateRateDraft(draft);
    onErrors(problems);
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (first) {
      setFocusField(first);
      return;
    }
    onSubmit();
  };

  const errorId = (field: RateField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorText = (field: RateField) =>
    errors[field] ? (
      <p className="field__error" id={errorId(field)} role="alert">
        {t(`form.errors.${errors[field]}`)}
      </p>
    ) : null;

  const remaining = usage ? Math.max(0, usage.limit - usage.used) : null;

  return (
    <form ref={form} className="card rate-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className="rate-form__head">
        <h2 id={`${id}-title`}>{t('form.title')}</h2>
        <p className="rate-form__left" aria-live="polite">
          <span>{usage?.isPremium ? t('form.ratingsLeft') : t('form.freeRatingsLeft')}</span>
          <strong>{remaining ?? '…'}</strong>
        </p>
      </div>

      <fieldset className="segmented" aria-label={t('form.modeLabel')}>
        {(['photo', 'text'] as const).map((mode) => (
          <label key={mode} className={`segmented__option ${draft.mode === mode ? 'segmented__option--on' : ''}`}>
            <input type="radio" name={`${id}-mode`} value={mode} checked={draft.mode === mode} onChange={() => onChange({ mode })} />
            <Icon name={mode === 'photo' ? 'camera' : 'edit'} />
            {t(`form.mode.${mode}`)}
          </label>
        ))}
      </fieldset>

      {draft.mode === 'photo' && (
        <div className="rate-form__photo">
          {draft.file && previewUrl ? (
            <div className="rate-form__preview">
              <img src={previewUrl} alt={t('form.previewAlt')} />
              <div className="rate-form__preview-actions">
                <button type="button" className="btn btn--secondary btn--small" onClick={() => uploadInput.current?.click()}>
                  {t('form.changePhoto')}
                </button>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange({ file: null })}>
                  <Icon name="close" />
                  {t('form.removePhoto')}
                </button>
              </div>
            </div>
          ) : (
            <div className="rate-form__pickers">
              <button type="button" className="picker" data-field="file" aria-describedby={errorId('file')} onClick={() => uploadInput.current?.click()}>
                <Icon name="download" className="picker__icon picker__icon--upload" />
                <span className="picker__label">{t('form.upload')}</span>
                <span className="picker__hint">{t('form.uploadHint')}</span>
              </button>
              <button type="button" className="picker" onClick={() => cameraInput.current?.click()}>
                <Icon name="camera" className="picker__icon" />
                <span className="picker__label">{t('form.takePhoto')}</span>
                <span className="picker__hint">{t('form.takePhotoHint')}</span>
              </button>
            </div>
          )}
          <input ref={uploadInput} className="visually-hidden" type="file" name="photo" accept="image/jpeg,image/png,image/gif,image/webp" tabIndex={-1} aria-hidden="true"
            onChange={(event) => { pickFile(event.target.files?.[0]); event.target.value = ''; }} />
          <input ref={cameraInput} className="visually-hidden" type="file" name="camera" accept="image/*" capture="environment" tabIndex={-1} aria-hidden="true"
            onChange={(event) => { pickFile(event.target.files?.[0]); event.target.value = ''; }} />
          {errorText('file')}
        </div>
      )}

      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          {draft.mode === 'text' ? t('form.description') : t('form.note')}
        </label>
        <textarea
          id={`${id}-description`}
          data-field="description"
          className="field__input rate-form__textarea"
          value={draft.description}
          maxLength={DESCRIPTION_MAX_LENGTH}
          rows={draft.mode === 'text' ? 5 : 2}
          placeholder={draft.mode === 'text' ? t('form.descriptionPlaceholder') : t('form.notePlaceholder')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={[`${id}-count`, errorId('description')].filter(Boolean).join(' ')}
          onChange={(event) => { onChange({ description: event.target.value }); clearError('description'); }}
        />
        <p className="field__hint rate-form__count" id={`${id}-count`}>
          {t('form.count', { count: draft.description.length, max: DESCRIPTION_MAX_LENGTH })}
        </p>
        {errorText('description')}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-occasion`}>
          {t('form.occasion')}
        </label>
        <select
          id={`${id}-occasion`}
          data-field="occasion"
          className="field__input rate-form__select"
          value={draft.occasion}
          aria-invalid={errors.occasion ? true : undefined}
          aria-describedby={errorId('occasion')}
          onChange={(event) => { onChange({ occasion: event.target.value }); clearError('occasion'); clearError('customOccasion'); }}
        >
          <option value="">{t('form.occasionPlaceholder')}</option>
          {RATING_OCCASIONS.map((occasion) => (
            <option key={occasion} value={occasion}>
              {labels[occasion]}
            </option>
          ))}
        </select>
        {errorText('occasion')}
      </div>

      {draft.occasion === 'custom' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-custom`}>
            {t('form.customOccasion')}
          </label>
          <input
            id={`${id}-custom`}
            data-field="customOccasion"
            className="field__input"
            value={draft.customOccasion}
            maxLength={CUSTOM_OCCASION_MAX_LENGTH}
            placeholder={t('form.customPlaceholder')}
            aria-invalid={errors.customOccasion ? true : undefined}
            aria-describedby={errorId('customOccasion')}
            onChange={(event) => { onChange({ customOccasion: event.target.value }); clearError('customOccasion'); }}
          />
          {errorText('customOccasion')}
        </div>
      )}

      <button type="submit" className="btn btn--primary btn--block rate-form__submit" disabled={busy}>
        {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="sparkles" />}
        {busy ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
});
