import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylingOccasionId } from '@fitrater/contracts';

/**
 * How many occasions a piece's detail shows before "+N". The engine pre-fills every occasion a piece
 * fits (the generator and the filter use them all), best fitting first; a wall of ten tags says less
 * than the three a stylist would name.
 */
export const OCCASIONS_SHOWN = 3;

/** A piece's occasions as tags: the first few, and a "+N" that shows the rest. */
export function OccasionTags({ occasions }: { occasions: readonly StylingOccasionId[] }) {
  const { t } = useTranslation(['closet', 'styling']);
  const [all, setAll] = useState(false);
  const hidden = occasions.length - OCCASIONS_SHOWN;
  const shown = all || hidden <= 0 ? occasions : occasions.slice(0, OCCASIONS_SHOWN);
  return (
    <>
      {shown.map((o) => <li key={o} className="badge">{t(`styling:occasions.${o}`)}</li>)}
      {!all && hidden > 0 && (
        <li>
          <button type="button" className="badge garment-detail__more" aria-label={t('closet:garments.moreOccasions', { count: hidden })} onClick={() => setAll(true)}>
            +{hidden}
          </button>
        </li>
      )}
    </>
  );
}
