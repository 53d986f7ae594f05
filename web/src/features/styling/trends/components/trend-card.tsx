import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STYLING_OCCASION_IDS } from '@fitrater/contracts/values';
import type { Trend } from '../api/trends.api';

/** One trend: its colour swatch (SVG drawn from its colours, no invented photo), level, confidence, tags, colours, occasions. */
export function TrendCard({ trend, maxColours = 3, children }: { trend: Trend; maxColours?: number; children?: ReactNode }) {
  const { t, i18n } = useTranslation(['trends', 'styling']);
  const confidence = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(trend.confidenceScore);
  const occasions = trend.occasions.slice(0, 2).map((o) => ((STYLING_OCCASION_IDS as readonly string[]).includes(o) ? t(`styling:occasions.${o}`) : o));
  return (
    <article className={`card trend-card trend-card--${trend.trendLevel}`} aria-labelledby={`trend-${trend.id}`}>
      <img className="trend-card__swatch" src={trend.imageUrl} alt={t('trends:card.swatchAlt', { name: trend.name })} width={120} height={80} />
      <div className="trend-card__body">
        <div className="trend-card__head">
          <h3 id={`trend-${trend.id}`} dir="auto">{trend.name}</h3>
          <span className={`badge trend-level trend-level--${trend.trendLevel}`}>{t(`trends:levels.${trend.trendLevel}`)}</span>
        </div>
        <p className="trend-card__meta muted">
          {t(`trends:categories.${trend.category}`)} · {t(`trends:seasons.${trend.season}`)} · {t('trends:card.confidence', { value: confidence })}
        </p>
        <p className="trend-card__description" dir="auto">{trend.description}</p>
        <ul className="trend-card__colours" aria-label={t('trends:card.colours')}>
          {trend.colors.slice(0, maxColours).map((c) => <li key={c} style={{ background: c }} title={c} />)}
        </ul>
        {trend.tags.length > 0 && (
          <ul className="trend-card__tags" aria-label={t('trends:card.tags')}>
            {trend.tags.slice(0, 3).map((tag) => <li key={tag} dir="auto">#{tag}</li>)}
          </ul>
        )}
        {occasions.length > 0 && <p className="trend-card__occasions">{t('trends:card.occasions', { list: occasions.join(' · ') })}</p>}
        {children}
      </div>
    </article>
  );
}
