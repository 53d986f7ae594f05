import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useRealtimeEvent } from '../../../lib/use-realtime';
import { INBOX_KEY, markAllRead, type InboxReply } from '../api/notifications.api';
import { InboxList } from './inbox-list';
import './notifications.css';

/** The bell in the top bar: unread count (live over the socket) and the inbox, for users who deny push too. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const inbox = useSWR<InboxReply>(INBOX_KEY);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = inbox.data?.unread ?? 0;

  useRealtimeEvent('notification.new', () => void inbox.mutate());

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function readAll() {
    await markAllRead();
    await inbox.mutate();
  }

  return (
    <div className="bell" ref={root}>
      <button
        type="button"
        className="icon-button bell__button"
        aria-label={unread ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="bell" />
        {unread > 0 && <span className="bell__count" data-testid="unread-count">{unread > 99 ? '99+' : unread}</span>}
      </button>
      {open && (
        <div className="bell__panel card" id={panelId} role="region" aria-label={t('inbox.title')}>
          <div className="bell__head">
            <h2>{t('inbox.title')}</h2>
            {unread > 0 && (
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void readAll()}>
                {t('inbox.markAllRead')}
              </button>
            )}
          </div>
          <InboxList items={inbox.data?.items ?? []} loading={!inbox.data} onNavigate={() => setOpen(false)} />
          <Link className="bell__settings" to="/profile#notifications" onClick={() => setOpen(false)}>
            {t('inbox.settings')}
          </Link>
        </div>
      )}
    </div>
  );
}
