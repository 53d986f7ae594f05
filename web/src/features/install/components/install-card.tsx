import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { promptInstall, useInstallState } from '../model/install-state';
import './install-page.css';

/** The profile's install-app card with the install status. */
export function InstallCard() {
  const { t } = useTranslation('install');
  const { canPrompt, installed } = useInstallState();
  return (
    <section className="card install-card" aria-labelledby="install-card-title">
      <span className="install-features__icon">
        <Icon name="download" />
      </span>
      <div className="install-card__text">
        <h2 id="install-card-title">{t('card.title')}</h2>
        <p className="muted">{installed ? t('card.installed') : t('card.notInstalled')}</p>
      </div>
      {!installed &&
        (canPrompt ? (
          <button type="button" className="btn btn--primary btn--small" onClick={() => void promptInstall()}>
            {t('card.install')}
          </button>
        ) : (
          <Link to="/install" className="btn btn--secondary btn--small">
            {t('card.howTo')}
          </Link>
        ))}
    </section>
  );
}
