import { useTranslation } from 'react-i18next';
import type { ClosetItemList } from '@fitrater/contracts';
import { COLOUR_SWATCHES } from '../../model/colour-swatches';
import { chipsOf, FILTER_NAMES, type FilterName, type GarmentFilters } from '../../model/garment-filters';

/** One row of chips per filter, each with how many items picking it would give; picking it again clears it. */
export function GarmentFilterBar({ filters, counts, onChange }: {
  filters: GarmentFilters;
  counts: ClosetItemList['counts'] | undefined;
  onChange(name: FilterName, value: string | null): void;
}) {
  const { t } = useTranslation(['closet', 'styling']);
  const label = (name: FilterName, value: string) =>
    name === 'occasion' ? t(`styling:occasions.${value}`) : t(`closet:garments.${name === 'category' ? 'categories' : name === 'colour' ? 'colours' : 'seasons'}.${value}`);

  return (
    <div className="garment-filters">
      {FILTER_NAMES.map((name) => {
        const picked = filters[name];
        const chips = chipsOf(name, counts?.[name], picked);
        if (chips.length === 0) return null;
        return (
          <div key={name} className="garment-filters__row" role="group" aria-label={t(`closet:garments.filters.${name}`)}>
            {chips.map(({ value, count }) => (
              <button key={value} type="button" aria-pressed={picked === value} className={`closet__tab ${picked === value ? 'closet__tab--on' : ''}`}
                onClick={() => onChange(name, picked === value ? null : value)}>
                {name === 'colour' && <span className="garment-colour__dot" style={{ background: COLOUR_SWATCHES[value as keyof typeof COLOUR_SWATCHES] }} aria-hidden="true" />}
                {label(name, value)} <span className="closet__count">{count}</span>
              </button>
            ))}
          </div>
        );
      })}
    </div>
  );
}
