import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ClosetAnalytics, WornItem } from '@fitrater/contracts';
import { GarmentImage } from '../../../components/garment-image';
import { ANALYTICS_KEY } from '../../../lib/closet/closet-items';
import { formatMoney } from '../model/garment-format';
import './garments/garments.css';

/** The profile's wear analytics: the pieces worn most and least (never-worn ones count as least). */
export function WornPieces() {
  const { t } = useTranslation('closet');
  const { data } = useSWR<ClosetAnalytics>(ANALYTICS_KEY);
  if (!data || data.totalItems === 0) return null;
  return (
    <section className="card worn-pieces" aria-labelledby="worn-title">
      <h2 id="worn-title">{t('analytics.title')}</h2>
      {data.totalWears === 0 ? (
        <p className="muted">{t('analytics.empty')}</p>
      ) : (
        <div className="worn-pieces__columns">
          <WornList title={t('analytics.most')} items={data.mostWorn} />
          {/* Every piece already among the most worn (a small closet, all worn): no second list. */}
          {data.leastWorn.length > 0 && <WornList title={t('analytics.least')} items={data.leastWorn} />}
        </div>
      )}
      <Link to="/closet?view=garments" className="btn btn--secondary btn--small">{t('analytics.open')}</Link>
    </section>
  );
}

function WornList({ title, items }: { title: string; items: WornItem[] }) {
  const { t, i18n } = useTranslation('closet');
  return (
    <div>
      <h3 className="worn-pieces__heading">{title}</h3>
      <ol className="worn-pieces__list">
        {items.map((item) => (
          <li key={item.id} className="worn-pieces__item">
            <GarmentImage imageUrl={item.imageUrl} alt="" size={44} />
            <span className="worn-pieces__text">
              <span dir="auto">{item.name}</span>
              <span className="muted">
                {t('analytics.worn', { count: item.timesWorn })}
                {item.costPerWear !== null && ` · ${t('analytics.costPerWear', { amount: formatMoney(item.costPerWear, i18n.language) })}`}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
