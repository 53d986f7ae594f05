import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { TREND_TIMEFRAMES } from '@fitrater/contracts/values';
import type { TrendTimeframe } from '@fitrater/contracts';
import { Icon } from '../../../../components/icon';
import { toast } from '../../../../lib/toast';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { StylingProgress } from '../../components/styling-progress';
import { useStylingRequest } from '../../hooks/use-styling-request';
import { generateTrends } from '../api/trends.api';

/** Refreshes the trend picture as a job, with live progress; every trend list reloads when it is done. */
export function GenerateTrends() {
  const { t } = useTranslation(['trends', 'errors']);
  const showError = useErrorToast();
  const { mutate } = useSWRConfig();
  const [timeframe, setTimeframe] = useState<TrendTimeframe>('current');
  const [sending, setSending] = useState(false);
  const tracker = useStylingRequest('trends', {
    onDone() {
      toast.show({ title: t('generate.success'), variant: 'success' });
      void mutate((key) => typeof key === 'string' && key.startsWith('/api/trends'));
    },
    onFailed(error) {
      toast.show({ title: t('generate.failed'), description: t(`errors:codes.${error.code}`, { defaultValue: error.message }), variant: 'error' });
    },
  });
  const running = tracker.status === 'running';

  async function generate() {
    setSending(true);
    try {
      tracker.start((await generateTrends('current', timeframe)).requestId);
    } catch (error) {
      showError(error, 'trends:generate.failed');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card trend-generate" aria-labelledby="trend-generate-title">
      <h2 id="trend-generate-title" className="trend-section__title"><Icon name="bolt" />{t('generate.title')}</h2>
      <p className="muted">{t('generate.body')}</p>
      <fieldset className="trends-seg" aria-label={t('generate.timeframe')}>
        {TREND_TIMEFRAMES.map((value) => (
          <label key={value} className={`trends-seg__option ${timeframe === value ? 'trends-seg__option--on' : ''}`}>
            <input type="radio" className="visually-hidden" name="timeframe" value={value} checked={timeframe === value} onChange={() => setTimeframe(value)} />
            {t(`generate.timeframes.${value}`)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn--primary btn--block" disabled={sending || running} onClick={() => void generate()}>
        {sending || running ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="bolt" />}
        {t('generate.submit')}
      </button>
      {running && <StylingProgress progress={tracker.progress} label={t('generate.title')} />}
    </section>
  );
}
