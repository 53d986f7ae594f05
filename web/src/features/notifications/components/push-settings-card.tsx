import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PREFERENCES, type NotificationPreference } from '@fitrater/contracts/values';
import { toast } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';
import { PREFERENCES_KEY, updatePreferences, type NotificationPreferences } from '../api/notifications.api';
import { browserTimeZone, currentSubscription, disablePush, enablePush, permissionState, type PushState } from '../model/push-support';
import './notifications.css';

/**
 * Push on this device (the browser's real permission state, subscribe/unsubscribe),
 * the per-kind preferences and the time zone the reminders use (taken from the browser).
 */
export function PushSettingsCard() {
  const { t } = useTranslation('notifications');
  const showError = useErrorToast();
  const preferences = useSWR<NotificationPreferences>(PREFERENCES_KEY);
  const [browserPermission, setPermission] = useState<PushState>(permissionState);
  // The browser offered the API but refused to subscribe (no push service): shown as not available.
  const [unavailable, setUnavailable] = useState(false);
  const permission: PushState = unavailable ? 'unsupported' : browserPermission;
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const zone = browserTimeZone();

  useEffect(() => {
    void currentSubscription().then((s) => setSubscribed(Boolean(s)), () => setSubscribed(false));
  }, []);

  // The reminders go out at 08:00 and 19:00 in the browser's own zone: keep the server's copy current.
  const storedZone = preferences.data?.timeZone;
  useEffect(() => {
    if (storedZone && storedZone !== zone) void updatePreferences({ timeZone: zone }).then((p) => preferences.mutate(p, false), () => undefined);
  }, [storedZone, zone, preferences]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showError(error);
    } finally {
      setPermission(permissionState());
      setSubscribed(Boolean(await currentSubscription().catch(() => null)));
      setBusy(false);
    }
  }

  async function turnOn() {
    if ((await enablePush()) !== 'unsupported') return;
    setUnavailable(true);
    toast.show({ title: t('pushUnavailable.title'), description: t('pushUnavailable.body'), variant: 'info' });
  }

  async function toggle(key: NotificationPreference, value: boolean) {
    try {
      await preferences.mutate(await updatePreferences({ [key]: value }), false);
    } catch (error) {
      showError(error);
    }
  }

  return (
    <section className="card push-card" id="notifications" aria-labelledby="push-title">
      <h2 id="push-title">{t('push.title')}</h2>
      <p className="push-card__state" data-state={permission}>
        <span className={`badge push-state push-state--${permission}`}>{t(`push.state.${permission}`)}</span>
        <span className="muted">{t(`push.explain.${permission}`)}</span>
      </p>
      {permission !== 'unsupported' && permission !== 'denied' && (
        subscribed ? (
          <button type="button" className="btn btn--secondary btn--block" disabled={busy} onClick={() => void run(disablePush)}>
            {t('push.disable')}
          </button>
        ) : (
          <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={() => void run(turnOn)}>
            {t('push.enable')}
          </button>
        )
      )}
      <fieldset className="push-card__kinds" disabled={!preferences.data}>
        <legend>{t('preferences.title')}</legend>
        {NOTIFICATION_PREFERENCES.map((key) => (
          <label key={key} className="push-card__kind">
            <input type="checkbox" checked={preferences.data?.[key] ?? true} onChange={(e) => void toggle(key, e.target.checked)} />
            <span>{t(`preferences.${key}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted push-card__zone">{t('preferences.timeZone', { zone })}</p>
    </section>
  );
}
