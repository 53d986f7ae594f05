import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../../lib/use-realtime';
import { fetchBroadcast, type Broadcast } from '../api/admin.api';

type Counts = Pick<Broadcast, 'status' | 'recipients' | 'targeted' | 'sent' | 'failed'>;

/** 'Notification Sent!' with inbox and push deliveries counted apart, streamed over the socket (broadcast.progress), read once at first. */
export function SentCard({ broadcastId, onDone, onAgain }: { broadcastId: string; onDone(): void; onAgain(): void }) {
  const { t } = useTranslation('admin');
  const [counts, setCounts] = useState<Counts | null>(null);

  const final = counts?.status === 'done' || counts?.status === 'failed';
  // The socket carries every change; a read at first and every 3 s covers events missed while connecting.
  useEffect(() => {
    if (final) return;
    let live = true;
    const read = () => void fetchBroadcast(broadcastId).then((b) => live && setCounts((c) => (c && c.sent + c.failed > b.sent + b.failed ? c : b)), () => undefined);
    read();
    const timer = setInterval(read, 3000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [broadcastId, final]);

  useRealtimeEvent('broadcast.progress', (data) => {
    if (data.broadcastId !== broadcastId) return;
    setCounts(data);
    if (data.status === 'done' || data.status === 'failed') onDone();
  });

  const status = counts?.status ?? 'queued';
  const count = (key: keyof Omit<Counts, 'status'>) => (
    <div data-count={key}>
      <dt>{t(`counts.${key}`)}</dt>
      <dd>{counts?.[key] ?? 0}</dd>
    </div>
  );
  // Inbox and push are two channels: "Sent 0" must not read as "nobody got it" when everyone has it in their inbox.
  return (
    <div className="admin__sent" role="status" aria-live="polite">
      <h3>{t('sent.title')}</h3>
      <p className="muted">{t(`status.${status}`)}</p>
      <section className="admin__channel" aria-labelledby={`inbox-${broadcastId}`}>
        <h4 id={`inbox-${broadcastId}`}>{t('delivery.inbox')}</h4>
        <dl className="admin__counts admin__counts--one">{count('recipients')}</dl>
      </section>
      <section className="admin__channel" aria-labelledby={`push-${broadcastId}`}>
        <h4 id={`push-${broadcastId}`}>{t('delivery.push')}</h4>
        <dl className="admin__counts admin__counts--three">{count('targeted')}{count('sent')}{count('failed')}</dl>
        {final && counts.targeted === 0 && <p className="muted admin__channel-note">{t('delivery.noDevices')}</p>}
      </section>
      <button type="button" className="btn btn--secondary" onClick={onAgain}>{t('sent.again')}</button>
    </div>
  );
}
