import { useTranslation } from 'react-i18next';
import type { ClosetItem } from '@fitrater/contracts';
import { GarmentImage } from '../../../../components/garment-image';

/** An owned piece in the grid: its cut-out, name and how often it was worn; opens its detail. */
export function GarmentTile({ item, onOpen }: { item: ClosetItem; onOpen(): void }) {
  const { t } = useTranslation('closet');
  return (
    <li className="garment-tile">
      <button type="button" className="garment-tile__button" onClick={onOpen}>
        <GarmentImage imageUrl={item.imageUrl} alt="" />
        <span className="garment-tile__name" dir="auto">{item.name}</span>
        <span className="garment-tile__meta">{t(`garments.categories.${item.category}`)} · {t('garments.timesWorn', { count: item.timesWorn })}</span>
      </button>
    </li>
  );
}
