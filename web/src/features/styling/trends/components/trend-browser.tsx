import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { TREND_CATEGORIES, TREND_SEASONS } from '@fitrater/contracts/values';
import type { TrendCategory, TrendSeason } from '@fitrater/contracts';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { INSIGHTS_KEY, personaliseTrend, trendsKey, type TrendInsight, type TrendListReply } from '../api/trends.api';
import { TrendCard } from './trend-card';

/** Every active trend, filtered by category and season, each one personalisable. */
export function TrendBrowser() {
  const { t } = useTranslation('trends');
  const [category, setCategory] = useState<TrendCategory | ''>('');
  const [season, setSeason] = useState<TrendSeason | ''>('');
  const { data, error } = useSWR<TrendListReply>(trendsKey({ category, season }), { keepPreviousData: true });
  const insights = useSWR<{ insights: TrendInsight[] }>(INSIGHTS_KEY);
  const personalised = new Set(insights.data?.insights.map((i) => i.trendId));
  return (
    <section className="trend-section" aria-labelledby="trend-browser-title">
      <h2 id="trend-browser-title" className="trend-section__heading">{t('browser.title')}</h2>
      <div className="trend-filters">
        <label className="field">
          <span className="field__label">{t('filters.category')}</span>
          <select className="field__input" value={category} onChange={(e) => setCategory(e.target.value as TrendCategory | '')}>
            <option value="">{t('filters.all')}</option>
            {TREND_CATEGORIES.map((c) => <option key={c} value={c}>{t(`categories.${c}`)}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('filters.season')}</span>
          <select className="field__input" value={season} onChange={(e) => setSeason(e.target.value as TrendSeason | '')}>
            <option value="">{t('filters.all')}</option>
            {TREND_SEASONS.map((s) => <option key={s} value={s}>{t(`seasons.${s}`)}</option>)}
          </select>
        </label>
      </div>
      {error && <p className="muted">{t('loadFailed')}</p>}
      {data && data.trends.length === 0 && <p className="muted">{t('browser.empty')}</p>}
      <p className="visually-hidden" aria-live="polite">{data ? t('browser.count', { count: data.trends.length }) : ''}</p>
      {data?.trends.map((trend) => (
        <TrendCard key={trend.id} trend={trend}>
          <PersonaliseButton trendId={trend.id} done={personalised.has(trend.id)} />
        </TrendCard>
      ))}
    </section>
  );
}

function PersonaliseButton({ trendId, done }: { trendId: string; done: boolean }) {
  const { t } = useTranslation('trends');
  const showError = useErrorToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  async function personalise() {
    setBusy(true);
    try {
      await personaliseTrend(trendId);
      await mutate(INSIGHTS_KEY);
      document.getElementById('trend-insights-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={() => void personalise()}>
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {done ? t('card.repersonalise') : t('card.personalise')}
    </button>
  );
}
