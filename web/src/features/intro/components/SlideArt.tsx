import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { Logo } from '../../../components/Logo';
import type { SlideId } from './slides';

/** The illustration of each slide, drawn with CSS and icons (no image downloads). */
export function SlideArt({ id }: { id: SlideId }) {
  const { t } = useTranslation('intro');
  switch (id) {
    case 'welcome':
      return (
        <div className="art art--welcome">
          <Logo size="xl" />
          <Icon name="sparkles" className="art__float art__float--a" />
          <Icon name="star" className="art__float art__float--b" />
        </div>
      );
    case 'upload':
      return (
        <div className="art art--phone">
          <div className="art__screen">
            <Icon name="camera" className="art__big-icon" />
            <span className="art__chip">{t('art.upload')}</span>
            <span className="art__chip art__chip--ghost">{t('art.describe')}</span>
          </div>
        </div>
      );
    case 'preview':
      return (
        <div className="art art--photo">
          <div className="art__silhouette" />
          <span className="art__chip art__chip--on-photo">{t('art.occasion')}</span>
        </div>
      );
    case 'beforeAfter':
      return (
        <div className="art art--compare">
          <div className="art__mini">
            <span className="art__mini-label">{t('art.before')}</span>
            <span className="art__score art__score--low">6.2</span>
          </div>
          <Icon name="forward" className="art__arrow" />
          <div className="art__mini art__mini--after">
            <span className="art__mini-label">{t('art.after')}</span>
            <span className="art__score">8.9</span>
          </div>
        </div>
      );
    case 'feedback':
      return (
        <div className="art art--feedback">
          <div className="art__ring" aria-hidden="true">
            <span>8.7</span>
          </div>
          <ul className="art__bars">
            {(['top', 'bottom', 'footwear', 'accessories'] as const).map((part, i) => (
              <li key={part}>
                <span>{t(`art.parts.${part}`)}</span>
                <span className="art__bar">
                  <span style={{ inlineSize: `${[90, 80, 85, 70][i]}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'premium':
      return (
        <div className="art art--premium">
          <Icon name="crown" className="art__big-icon" />
          <span className="badge">{t('art.premiumBadge')}</span>
        </div>
      );
    case 'testimonials':
      return (
        <figure className="art art--quote">
          <blockquote>“{t('art.quote')}”</blockquote>
          <figcaption>{t('art.quoteAuthor')}</figcaption>
          <span className="art__stars" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Icon key={i} name="star" />
            ))}
          </span>
        </figure>
      );
    case 'community':
      return (
        <div className="art art--community">
          <Icon name="trophy" className="art__big-icon" />
          <Icon name="flame" className="art__float art__float--a" />
          <Icon name="star" className="art__float art__float--b" />
        </div>
      );
  }
}
