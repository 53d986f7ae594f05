import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { useStyleInsights } from '../../../data/ratings/queries';
import type { InsightType, StyleInsight } from '@fitrater/contracts';
import { formatScore } from '../../../lib/relative-time';

const ICONS: Record<InsightType, IconName> = { color_preference: 'sparkles', style_pattern: 'hanger', occasion_strength: 'trophy', rating_trend: 'trends' };
const COMPONENTS = new Set(['top', 'bottom', 'footwear', 'accessories']);
const GROUPS = new Set(['everyday', 'work', 'celebration', 'active', 'getaway']);

/** The server sends each insight as a sentence key plus its facts; the words are ours, in the UI language. */
function insightText(insight: StyleInsight, t: TFunction, language: string): { title: string; description: string } {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(insight.params)) {
    if (typeof value === 'number') params[name] = name === 'count' || name === 'photos' ? value : formatScore(value, language);
    else if (COMPONENTS.has(value)) params[name] = t(`insights.components.${value}`);
    else if (GROUPS.has(value)) params[name] = t(`insights.groups.${value}`);
    else params[name] = value;
  }
  if (typeof insight.params.delta === 'number') params.delta = `${insight.params.delta >= 0 ? '+' : '−'}${formatScore(Math.abs(insight.params.delta), language)}`;
  return {
    title: t(`insights.items.${insight.key}.title`, { ...params, defaultValue: insight.title }),
    description: t(`insights.items.${insight.key}.description`, { ...params, defaultValue: insight.description }),
  };
}

/** Style Insights (spec part 1 §2): skeleton, locked below 3 outfits, the list, and a Style Tip. */
export function StyleInsightsCard() {
  const { t, i18n } = useTranslation('stats');
  const { data, error } = useStyleInsights();
  return (
    <section className="card insights" aria-labelledby="insights-title" aria-busy={!data && !error}>
      <h2 id="insights-title">{t('insights.title')}</h2>
      {!data && !error && (
        <div className="insights__skeleton" aria-hidden="true">
          <span /><span /><span />
        </div>
      )}
      {error && <p className="muted">{t('insights.failed')}</p>}
      {data?.locked && (
        <div className="insights__locked">
          <Icon name="lock" />
          <p>{t('insights.locked')}</p>
          <p className="muted">{t('insights.progress', { count: data.totalOutfits, target: 3 })}</p>
        </div>
      )}
      {data && !data.locked && (
        <>
          <dl className="insights__facts">
            <div>
              <dt>{t('insights.average')}</dt>
              <dd>{formatScore(data.averageRating, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('insights.rated')}</dt>
              <dd>{data.totalOutfits}</dd>
            </div>
          </dl>
          {data.insights.length === 0 ? (
            <p className="muted">{t('insights.empty')}</p>
          ) : (
            <ul className="insights__list">
              {data.insights.map((insight) => {
                const text = insightText(insight, t, i18n.language);
                return (
                  <li key={insight.key} className="insight">
                    <span className="insight__icon" aria-hidden="true">
                      <Icon name={ICONS[insight.type]} />
                    </span>
                    <div className="insight__body">
                      <h3>{text.title}</h3>
                      <p className="muted">{text.description}</p>
                      <p className="insight__meta">
                        <span>{t('insights.confidence', { percent: Math.round(insight.confidence * 100) })}</span>
                        <span aria-hidden="true"> · </span>
                        <span>{t('insights.dataPoints', { count: insight.dataPoints })}</span>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="insights__tip">
            <h3>
              <Icon name="sparkles" />
              {t('insights.tipTitle')}
            </h3>
            <p>{data.improvementComponent ? t(`insights.tips.${data.improvementComponent}`) : t('insights.tips.general')}</p>
          </div>
        </>
      )}
    </section>
  );
}
