import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CURRENT_KEY, type TrendListReply } from '../api/trends.api';
import { StyleTipCard } from './style-tip-card';
import { TrendCard } from './trend-card';
import './trends.css';

/** Home's Trends tab (premium): at most five of this season's trends and the tip of the day. */
export function HomeTrendsTab() {
  const { t } = useTranslation('trends');
  const { data, error } = useSWR<TrendListReply>(CURRENT_KEY);
  return (
    <div className="trends-tab">
      <StyleTipCard />
      <section aria-labelledby="current-trends-title" aria-busy={!data && !error} className="trend-section">
        <h2 id="current-trends-title" className="trend-section__heading">{t('home.current')}</h2>
        {error && <p className="muted">{t('loadFailed')}</p>}
        {data?.trends.slice(0, 5).map((trend) => <TrendCard key={trend.id} trend={trend} maxColours={4} />)}
      </section>
      <Link to="/trends" className="btn btn--secondary btn--block">{t('home.all')}</Link>
    </div>
  );
}
