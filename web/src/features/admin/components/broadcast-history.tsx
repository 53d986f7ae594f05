import { useTranslation } from 'react-i18next';
import type { Broadcast } from '../api/admin.api';

/** Recent broadcasts with their status and counts (admin panel, CLI and scheduler alike). */
export function BroadcastHistory({ broadcasts }: { broadcasts: Broadcast[] | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card admin__section" aria-labelledby="history-title">
      <h2 id="history-title">{t('history.title')}</h2>
      {!broadcasts ? <span className="spinner spinner--small" />
        : !broadcasts.length ? <p className="muted">{t('history.empty')}</p>
        : (
          <ul className="admin__history">
            {broadcasts.map((b) => (
              <li key={b.id} className="admin__broadcast">
                <div className="admin__broadcast-head">
                  <strong>{b.title}</strong>
                  <span className={`badge admin__status admin__status--${b.status}`}>{t(`status.${b.status}`)}</span>
                </div>
                <p className="muted admin__broadcast-meta">
                  {t(`kindNames.${b.kind}`)} · {t(`sources.${b.source}`, { defaultValue: b.source })} · <time dateTime={b.createdAt}>{when.format(new Date(b.createdAt))}</time>
                </p>
                <p className="admin__broadcast-counts">{t('delivery.historyCounts', { recipients: b.recipients, sent: b.sent, targeted: b.targeted, failed: b.failed })}</p>
                {b.error && <p className="admin__error">{b.error}</p>}
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
