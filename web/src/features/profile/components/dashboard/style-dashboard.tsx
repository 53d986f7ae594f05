import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { StyleDashboard as Dashboard } from '@fitrater/contracts';
import { isLanguage, occasionLabel, isRatingOccasion } from '@fitrater/contracts/values';
import { useSession } from '../../../../lib/session';
import { BarList } from './bar-list';
import { PaletteStrip } from './palette-strip';
import { ScoreChart } from './score-chart';
import './dashboard.css';

export const DASHBOARD_KEY = '/api/premium/style-dashboard';
const PARTS = ['top', 'bottom', 'footwear', 'accessories'] as const;

/** Premium analytics on the profile: score over time, per-component averages, occasions and palette, as light inline SVG. */
export function StyleDashboard() {
  const { isPremium } = useSession();
  if (!isPremium) return null;
  return <DashboardCard />;
}

function DashboardCard() {
  const { t, i18n } = useTranslation('styling');
  const { data } = useSWR<Dashboard>(DASHBOARD_KEY);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className="card dash" aria-labelledby="dash-title" aria-busy={!data}>
      <h2 id="dash-title">{t('dashboard.title')}</h2>
      {data && data.totalOutfits === 0 && <p className="muted">{t('dashboard.empty')}</p>}
      {data && data.totalOutfits > 0 && (
        <>
          <h3 className="dash__heading">{t('dashboard.scoreOverTime')}</h3>
          <ScoreChart scores={data.scores} />
          <h3 className="dash__heading">{t('dashboard.components')}</h3>
          <BarList label={t('dashboard.components')} max={10} bars={PARTS.flatMap((part) => {
            const value = data.components[part];
            return value === null ? [] : [{ key: part, label: t(`result.${part}`), value, text: `${number.format(value)}/10` }];
          })} />
          <h3 className="dash__heading">{t('dashboard.occasions')}</h3>
          <BarList label={t('dashboard.occasions')} max={Math.max(...data.occasions.map((o) => o.count))} bars={data.occasions.slice(0, 6).map((o) => ({
            key: o.occasion,
            label: isRatingOccasion(o.occasion) ? occasionLabel(language, o.occasion) : o.occasion,
            value: o.count,
            text: t('dashboard.occasionStat', { count: o.count, average: number.format(o.average) }),
          }))} />
          <h3 className="dash__heading">{t('dashboard.palette')}</h3>
          <PaletteStrip palette={data.palette} />
        </>
      )}
    </section>
  );
}
