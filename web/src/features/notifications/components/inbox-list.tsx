import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InboxReply } from '../api/notifications.api';

/** Inbox entries, newest first; an entry with a same-site path links there. */
export function InboxList({ items, loading, onNavigate }: { items: InboxReply['items']; loading: boolean; onNavigate(): void }) {
  const { t, i18n } = useTranslation('notifications');
  if (loading) return <span className="spinner spinner--small" />;
  if (!items.length) return <p className="muted bell__empty">{t('inbox.empty')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="inbox">
      {items.map((item) => {
        const content = (
          <>
            <strong className="inbox__title">{item.title}</strong>
            <span className="inbox__body">{item.body}</span>
            <time className="inbox__time muted" dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
          </>
        );
        return (
          <li key={item.id} className={`inbox__item ${item.readAt ? '' : 'inbox__item--unread'}`}>
            {item.url?.startsWith('/') ? <Link to={item.url} onClick={onNavigate}>{content}</Link> : <div>{content}</div>}
          </li>
        );
      })}
    </ul>
  );
}
