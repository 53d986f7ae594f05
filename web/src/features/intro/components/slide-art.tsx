import { useTranslation } from 'react-i18next';
import { INTRO_EXAMPLES, isLanguage, occasionLabel } from '@fitrater/contracts/values';
import { Icon } from '../../../components/icon';
import { Logo } from '../../../components/logo';
import type { SlideId } from './slides';

const PARTS = ['top', 'bottom', 'footwear', 'accessories'] as const;

/**
 * The illustration of each slide, drawn with CSS and icons (no image downloads). Every score shown is a
 * real rating by the built-in engine (INTRO_EXAMPLES), labelled as an example; no invented testimonial.
 */
export function SlideArt({ id }: { id: SlideId }) {
  const { t, i18n } = useTranslation('intro');
  const score = (value: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  const { before, after, work } = INTRO_EXAMPLES;
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
        <figure className="art art--compare">
          <div className="art__compare-row">
            <div className="art__mini">
              <span className="art__mini-label">{t('art.before')}</span>
              <span className="art__score art__score--low">{score(before.overall)}</span>
              <span className="art__mini-outfit">{t('art.beforeOutfit')}</span>
            </div>
            <Icon name="forward" className="art__arrow" />
            <div className="art__mini art__mini--after">
              <span className="art__mini-label">{t('art.after')}</span>
              <span className="art__score">{score(after.overall)}</span>
              <span className="art__mini-outfit">{t('art.afterOutfit')}</span>
            </div>
          </div>
          <figcaption className="art__example-note">{t('art.exampleNote')}</figcaption>
        </figure>
      );
    case 'feedback':
      return (
        <div className="art art--feedback">
          <div className="art__ring" aria-hidden="true" style={{ '--score': `${after.overall * 10}%` } as React.CSSProperties}>
            <span>{score(after.overall)}</span>
          </div>
          <ul className="art__bars">
            {PARTS.map((part) => (
              <li key={part}>
                <span>{t(`art.parts.${part}`)}</span>
                <span className="art__bar">
                  <span style={{ inlineSize: `${(after.components[part] ?? 0) * 10}%` }} />
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
    case 'example':
      return (
        <figure className="art art--example">
          <span className="badge">{t('art.exampleBadge')}</span>
          <span className="art__score">{score(work.overall)}<span className="art__out-of">/10</span></span>
          <span className="art__example-outfit">{t('art.workOutfit')}</span>
          <span className="art__chip">{occasionLabel(isLanguage(i18n.language) ? i18n.language : 'en', work.occasion, null)}</span>
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
