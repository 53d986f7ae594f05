import { useTranslation } from 'react-i18next';
import { RATING_COMPONENTS } from '@fitrater/contracts/values';
import type { RatingComponents } from '@fitrater/contracts';
import { formatScore } from '../../../lib/relative-time';

/**
 * Top, bottom, footwear and accessories. A part the stylist could not judge
 * (not in the photo, not described) says so instead of showing a made-up score.
 */
export function ComponentBreakdown({ components, headingLevel = 3 }: { components: RatingComponents | null; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('rating');
  if (!components) return <p className="muted">{t('components.notAvailable')}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="components">
      {RATING_COMPONENTS.map((name) => {
        const part = components[name];
        const assessed = part.status === 'visible' && part.rating !== null;
        return (
          <li key={name} className={`component ${assessed ? '' : 'component--na'}`}>
            <div className="component__head">
              <Heading className="component__name">{t(`components.${name}`)}</Heading>
              {assessed ? (
                <span className="component__score">{formatScore(part.rating!, i18n.language)}<span className="muted">/10</span></span>
              ) : (
                <span className="component__na">{t('components.notAssessable')}</span>
              )}
            </div>
            {assessed && (
              <div className="component__bar" aria-hidden="true">
                <span style={{ inlineSize: `${part.rating! * 10}%` }} />
              </div>
            )}
            {part.description && <p className="component__text" dir="auto">{part.description}</p>}
            {part.suggestions && part.suggestions.length > 0 && (
              <ul className="component__tips" aria-label={t('components.suggestions')}>
                {part.suggestions.map((tip) => (
                  <li key={tip} dir="auto">{tip}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
