import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../lib/use-error-toast';
import { BROADCASTS_KEY, sendNotification, type BroadcastList, type SendRequest } from '../api/admin.api';
import { BroadcastHistory } from './broadcast-history';
import { NotificationForms } from './notification-forms';
import { SentCard } from './sent-card';
import { pollEvery } from '../../../lib/http';

/** The five forms, then 'Notification Sent!' with live counts, and the history below. */
export function NotificationPanel() {
  const { t } = useTranslation('admin');
  const showError = useErrorToast();
  const history = useSWR<BroadcastList>(BROADCASTS_KEY, pollEvery(15_000));
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(request: SendRequest): Promise<boolean> {
    setBusy(true);
    try {
      const { broadcastId } = await sendNotification(request);
      setSent(broadcastId);
      void history.mutate();
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section className="card admin__section" aria-labelledby="notify-title">
        <h2 id="notify-title">{t('notify.title')}</h2>
        {sent ? <SentCard broadcastId={sent} onDone={() => void history.mutate()} onAgain={() => setSent(null)} /> : <NotificationForms busy={busy} onSend={send} />}
      </section>
      <BroadcastHistory broadcasts={history.data?.broadcasts} />
    </>
  );
}
