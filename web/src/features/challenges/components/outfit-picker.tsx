import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { RatingThumb } from '../../../components/rating-thumb';
import { isLanguage, occasionLabel } from '@fitrater/contracts/values';
import type { Rating } from '@fitrater/contracts';
import { formatScore } from '../../../lib/relative-time';

/** Chooses one of the user's own rated photo outfits (text-only ratings have no photo to show). */
export function OutfitPicker({ open, outfits, currentId, busy, onClose, onPick }: {
  open: boolean;
  outfits: Rating[] | undefined;
  currentId: string | null;
  busy: boolean;
  onClose(): void;
  onPick(outfitId: string): void;
}) {
  const { t, i18n } = useTranslation('challenges');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const eligible = (outfits ?? []).filter((o) => o.imageUrl !== null && o.rating !== null);
  return (
    <Dialog open={open} onClose={onClose} title={t('picker.title')}>
      {eligible.length === 0 ? (
        <div className="picker__empty">
          <p>{t('picker.none')}</p>
          <Link className="btn btn--primary" to="/home">{t('picker.rateFirst')}</Link>
        </div>
      ) : (
        <ul className="picker">
          {eligible.map((outfit) => {
            const occasion = occasionLabel(language, outfit.occasion, outfit.customOccasion);
            const current = outfit.id === currentId;
            return (
              <li key={outfit.id}>
                <button
                  type="button"
                  className={`picker__item ${current ? 'picker__item--on' : ''}`}
                  disabled={busy || current}
                  aria-label={t('picker.choose', { occasion, score: formatScore(outfit.rating!, i18n.language) })}
                  onClick={() => onPick(outfit.id)}
                >
                  <RatingThumb imageUrl={outfit.imageUrl} alt="" size={72} />
                  <span className="picker__text">
                    <span className="picker__occasion">{occasion}</span>
                    <span className="picker__score">{formatScore(outfit.rating!, i18n.language)}</span>
                    {current && <span className="picker__current">{t('picker.current')}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
