import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { fetchAuthorizedBlob } from '../../../lib/authorized-blob';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useDataExport } from '../hooks/use-data-export';

/** 840 kB, 12.5 MB: in the user's language. */
function formatSize(bytes: number, language: string): string {
  const [value, unit] = bytes < 1e6 ? [Math.max(1, Math.round(bytes / 1e3)), 'kilobyte'] : [bytes / 1e6, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** "Download my data": ask for an archive, watch it being written (live over the socket), download it for 24 hours. */
export function DownloadData() {
  const { t, i18n } = useTranslation('profile');
  const showError = useErrorToast();
  const { phase, current, percent, start: requestExport, refresh } = useDataExport();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      await requestExport();
    } catch (error) {
      showError(error);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!current?.downloadUrl) return;
    setBusy(true);
    try {
      const blob = await fetchAuthorizedBlob(current.downloadUrl);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `fitrater-data-${current.createdAt.slice(0, 10)}.zip`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      showError(error);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const until = current?.expiresAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(current.expiresAt))
    : '';
  const size = current?.bytes != null ? formatSize(current.bytes, i18n.language) : '';

  return (
    <section className="card profile__export" aria-labelledby="export-title" aria-busy={phase === 'loading' || phase === 'pending'}>
      <h2 id="export-title">{t('export.title')}</h2>
      <p className="muted">{t('export.body')}</p>
      <p className="profile__export-status" role="status">
        {phase === 'pending' && t('export.pending')}
        {phase === 'ready' && t('export.ready', { date: until, size })}
        {phase === 'failed' && t('export.failed')}
      </p>
      {phase === 'pending' && (
        <div className="profile__export-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('export.preparing')}>
          <span style={{ inlineSize: `${percent}%` }} />
        </div>
      )}
      {phase === 'ready' ? (
        <button type="button" className="btn btn--primary" onClick={() => void download()} disabled={busy}>
          <Icon name="download" />
          {t('export.download')}
        </button>
      ) : (
        <button type="button" className="btn btn--secondary" onClick={() => void start()} disabled={busy || phase === 'pending' || phase === 'loading'}>
          {phase === 'pending' ? t('export.preparing') : t('export.start')}
        </button>
      )}
    </section>
  );
}
