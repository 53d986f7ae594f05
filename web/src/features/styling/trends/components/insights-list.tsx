import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Icon } from '../../../../components/icon';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { bookmarkInsight, INSIGHTS_KEY, type TrendInsight } from '../api/trends.api';

/** The user's personalised insights, bookmarked first: relevance, how to wear, shopping and budget tips. */
export function InsightsList() {
  const { t } = useTranslation('trends');
  const { data, error } = useSWR<{ insights: TrendInsight[] }>(INSIGHTS_KEY);
  return (
    <section className="card trend-insights" aria-labelledby="trend-insights-title" aria-busy={!data && !error}>
      <h2 id="trend-insights-title" className="trend-section__title"><Icon name="target" />{t('insights.title')}</h2>
      {data && data.insights.length === 0 && <p className="muted">{t('insights.empty')}</p>}
      {error && <p className="muted">{t('loadFailed')}</p>}
      <ul className="trend-insights__list">
        {data?.insights.map((insight) => <Insight key={insight.id} insight={insight} />)}
      </ul>
    </section>
  );
}

function Insight({ insight }: { insight: TrendInsight }) {
  const { t, i18n } = useTranslation('trends');
  const showError = useErrorToast();
  const { mutate } = useSWR<{ insights: TrendInsight[] }>(INSIGHTS_KEY);
  const [busy, setBusy] = useState(false);
  const relevance = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(insight.relevanceScore);
  async function toggle() {
    setBusy(true);
    try {
      const updated = await bookmarkInsight(insight.id, !insight.isBookmarked);
      await mutate((current) => current && { insights: current.insights.map((i) => (i.id === updated.id ? updated : i)) }, { revalidate: true });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={`trend-insight ${insight.isBookmarked ? 'trend-insight--saved' : ''}`}>
      <div className="trend-insight__head">
        <img src={insight.trend.imageUrl} alt="" width={48} height={32} />
        <div>
          <h3 dir="auto">{insight.trend.name}</h3>
          <p className="muted">{t('insights.relevance', { value: relevance })}</p>
        </div>
        <button type="button" className="icon-button" aria-pressed={insight.isBookmarked} disabled={busy} onClick={() => void toggle()}
          aria-label={insight.isBookmarked ? t('insights.unbookmark', { name: insight.trend.name }) : t('insights.bookmark', { name: insight.trend.name })}>
          <Icon name="star" className={insight.isBookmarked ? 'trend-insight__star--on' : ''} />
        </button>
      </div>
      <p dir="auto">{insight.personalizedDescription}</p>
      <TipList title={t('insights.howToWear')} items={insight.howToWear} />
      <TipList title={t('insights.shopping')} items={insight.shoppingTips} />
      <TipList title={t('insights.budget')} items={insight.budgetFriendlyOptions} />
    </li>
  );
}

function TipList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className="trend-insight__subhead">{title}</h4>
      <ul className="trend-insight__tips">{items.map((item) => <li key={item} dir="auto">{item}</li>)}</ul>
    </>
  );
}
