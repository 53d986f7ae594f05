import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { useSession } from '../../../lib/session';
import './home.css';

/** Home for this version: a welcome, and the place where the rate form arrives next. */
export function HomePage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const firstName = profile?.name.trim().split(/\s+/)[0];
  return (
    <main id="main" className="home">
      <header className="home__welcome">
        <p className="home__eyebrow">{t('home.eyebrow')}</p>
        <h1>{firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName')}</h1>
        <p className="muted">{t('home.subtitle')}</p>
      </header>

      <section className="card home__rate" aria-labelledby="rate-title">
        <div className="home__rate-art" aria-hidden="true">
          <Icon name="camera" />
          <Icon name="sparkles" className="home__rate-spark" />
        </div>
        <h2 id="rate-title">{t('home.rateTitle')}</h2>
        <p className="muted">{t('home.rateComing')}</p>
        <button type="button" className="btn btn--primary btn--block" disabled>
          {t('home.rateButton')}
        </button>
      </section>

      <section className="home__links" aria-label={t('home.quickLinks')}>
        <Link to="/profile" className="card home__link">
          <Icon name="user" />
          <span>{t('nav.items.profile')}</span>
        </Link>
        <Link to="/install" className="card home__link">
          <Icon name="download" />
          <span>{t('home.installApp')}</span>
        </Link>
      </section>
    </main>
  );
}
