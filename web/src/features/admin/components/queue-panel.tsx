import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../lib/use-error-toast';
import { toast } from '../../../lib/toast';
import { QUEUES_KEY, failedKey, retryJob, type FailedJobsReply, type QueueListReply } from '../api/admin.api';
import { pollEvery } from '../../../lib/http';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** Job counts per queue and state, the failed jobs of one queue with their errors, and retry. */
export function QueuePanel() {
  const { t } = useTranslation('admin');
  const queues = useSWR<QueueListReply>(QUEUES_KEY, pollEvery(5000));
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section className="card admin__section" aria-labelledby="queues-title">
      <h2 id="queues-title">{t('queues.title')}</h2>
      {!queues.data ? <span className="spinner spinner--small" /> : (
        <div className="admin__table-wrap">
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">{t('queues.queue')}</th>
                {STATES.map((s) => <th key={s} scope="col">{t(`queues.states.${s}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {queues.data.queues.map((q) => (
                <tr key={q.queue} data-queue={q.queue}>
                  <th scope="row" dir="ltr">{q.queue}{q.isPaused ? ` (${t('queues.paused')})` : ''}</th>
                  {STATES.map((s) => (
                    <td key={s} data-state={s}>
                      {s === 'failed' && q.failed > 0
                        ? <button type="button" className="btn btn--ghost btn--small admin__failed-link" onClick={() => setOpen(open === q.queue ? null : q.queue)} aria-expanded={open === q.queue}>{q.failed}</button>
                        : q[s]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <FailedJobs queue={open} onRetried={() => void queues.mutate()} />}
    </section>
  );
}

function FailedJobs({ queue, onRetried }: { queue: string; onRetried(): void }) {
  const { t } = useTranslation('admin');
  const showError = useErrorToast();
  const jobs = useSWR<FailedJobsReply>(failedKey(queue));

  async function retry(body: { jobId: string } | { all: true }) {
    try {
      const { retried } = await retryJob(queue, body);
      toast.show({ title: t('queues.retried', { count: retried }), variant: 'success' });
      await jobs.mutate();
      onRetried();
    } catch (error) {
      showError(error);
    }
  }

  return (
    <div className="admin__failed">
      <div className="admin__failed-head">
        <h3 dir="auto">{t('queues.failedIn', { queue })}</h3>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void retry({ all: true })}>{t('queues.retryAll')}</button>
      </div>
      {!jobs.data ? <span className="spinner spinner--small" /> : (
        <ul className="admin__jobs">
          {jobs.data.jobs.map((job) => (
            <li key={job.id} className="admin__job">
              <div dir="ltr"><strong>{job.name}</strong> <code>{job.id}</code></div>
              <p className="admin__error" dir="ltr">{job.error || '—'}</p>
              <p className="muted">{t('queues.attempts', { count: job.attempts })}</p>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void retry({ jobId: job.id })}>{t('queues.retry')}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
