import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_LIMITS } from '@fitrater/contracts/values';
import { TextField } from '../../../components/text-field';
import type { SendRequest } from '../api/admin.api';

type Kind = SendRequest['kind'];
const KINDS: Kind[] = ['morning-tip', 'streak-reminder', 'app-update', 'premium-tip', 'send'];

/** The five notification forms behind one picker; fields are checked again on the server. */
export function NotificationForms({ busy, onSend }: { busy: boolean; onSend(request: SendRequest): Promise<boolean> }) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<Kind>('send');
  const [features, setFeatures] = useState('');
  const [message, setMessage] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [url, setUrl] = useState('');

  const featureList = features.split(',').map((f) => f.trim()).filter(Boolean);
  const ready = kind === 'app-update' ? featureList.length > 0 : kind === 'premium-tip' ? message.trim() !== '' : kind === 'send' ? title.trim() !== '' && body.trim() !== '' : true;

  function submit(event: FormEvent) {
    event.preventDefault();
    const request: SendRequest =
      kind === 'app-update' ? { kind, features: featureList }
      : kind === 'premium-tip' ? { kind, message: message.trim() }
      : kind === 'send' ? { kind, title: title.trim(), body: body.trim(), ...(url.trim() ? { url: url.trim() } : {}) }
      : { kind };
    void onSend(request);
  }

  return (
    <form className="admin__form" onSubmit={submit}>
      <div className="admin__kinds" role="radiogroup" aria-label={t('notify.kind')}>
        {KINDS.map((k) => (
          <label key={k} className={`chip ${kind === k ? 'chip--active' : ''}`}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            {t(`kinds.${k}`)}
          </label>
        ))}
      </div>
      <p className="muted">{t(`hints.${kind}`)}</p>
      {kind === 'app-update' && (
        <TextField label={t('fields.features')} hint={t('fields.featuresHint')} value={features} onChange={(e) => setFeatures(e.target.value)} maxLength={NOTIFICATION_LIMITS.featureMax * NOTIFICATION_LIMITS.featuresMax} />
      )}
      {kind === 'premium-tip' && (
        <label className="field">
          <span className="field__label">{t('fields.message')}</span>
          <textarea className="field__input admin__textarea" value={message} onChange={(e) => setMessage(e.target.value)} maxLength={NOTIFICATION_LIMITS.bodyMax} rows={3} />
        </label>
      )}
      {kind === 'send' && (
        <>
          <TextField label={t('fields.title')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={NOTIFICATION_LIMITS.titleMax} />
          <label className="field">
            <span className="field__label">{t('fields.body')}</span>
            <textarea className="field__input admin__textarea" value={body} onChange={(e) => setBody(e.target.value)} maxLength={NOTIFICATION_LIMITS.bodyMax} rows={3} />
          </label>
          <TextField label={t('fields.url')} hint={t('fields.urlHint')} value={url} onChange={(e) => setUrl(e.target.value)} maxLength={NOTIFICATION_LIMITS.urlMax} dir="ltr" placeholder="/challenges" />
        </>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !ready}>
        {busy ? t('notify.sending') : t('notify.send')}
      </button>
    </form>
  );
}
