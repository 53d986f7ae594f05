import { useTranslation } from 'react-i18next';
import { Logo } from '../components/logo';
import './splash.css';

/** Shown while the auth state loads: black, pulsing logo, title, tagline, spinner (spec part 1 §2). */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite" aria-label={t('splash.loading')}>
      <div className="splash__logo">
        <Logo size="xl" />
      </div>
      <p className="splash__title">FitRater</p>
      <p className="splash__tagline">{t('splash.tagline')}</p>
      <div className="spinner" aria-hidden="true" />
    </div>
  );
}
