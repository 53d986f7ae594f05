import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { Logo } from '../../../components/logo';
import { PageShell } from '../../../components/page-shell';
import { promptInstall, useInstallState } from '../model/install-state';
import { ManualInstallTips } from './manual-install-tips';
import './install-page.css';

const FEATURES: { key: 'fast' | 'offline' | 'native'; icon: IconName }[] = [
  { key: 'fast', icon: 'bolt' },
  { key: 'offline', icon: 'wifiOff' },
  { key: 'native', icon: 'sparkles' },
];

/** Install page (spec part 1 §2): installed state, or the pitch with Install Now / manual tips. */
export function InstallPage() {
  const { t } = useTranslation('install');
  const { canPrompt, installed } = useInstallState();

  if (installed) {
    return (
      <PageShell title={t('page.title')} backTo="/">
        <section className="card install-hero" aria-live="polite">
          <Logo size="lg" />
          <h2>{t('page.installedTitle')}</h2>
          <p className="muted">{t('page.installedBody')}</p>
          <Link to="/" className="btn btn--primary">
            {t('page.openApp')}
          </Link>
        </section>
      </PageShell>
    );
  }

  return (
    <PageShell title={t('page.title')} backTo="/">
      <section className="card install-hero">
        <Logo size="lg" />
        <h2>{t('page.headline')}</h2>
        <p className="muted">{t('page.subtitle')}</p>
        <ul className="install-features">
          {FEATURES.map(({ key, icon }) => (
            <li key={key}>
              <span className="install-features__icon">
                <Icon name={icon} />
              </span>
              <strong>{t(`page.features.${key}.title`)}</strong>
              <span className="muted">{t(`page.features.${key}.body`)}</span>
            </li>
          ))}
        </ul>
        {canPrompt ? (
          <button type="button" className="btn btn--primary btn--block" onClick={() => void promptInstall()}>
            <Icon name="download" />
            {t('page.installNow')}
          </button>
        ) : (
          <p className="install-hint">{t('page.manualHint')}</p>
        )}
        <Link to="/" className="btn btn--ghost btn--block">
          {t('page.continueInBrowser')}
        </Link>
      </section>
      <ManualInstallTips />
    </PageShell>
  );
}
