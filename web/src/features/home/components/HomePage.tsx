import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { useSession } from '../../../lib/session';
import { MotivationCard, RatePanel } from '../../rating';
import './home.css';

/** Home: the rate form (or the limit view), today's motivation, shortcuts. */
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

      <RatePanel />
      <MotivationCard />

      <section className="home__links" aria-label={t('home.quickLinks')}>
        <Link to="/history" className="card home__link">
          <Icon name="history" />
          <span>{t('nav.items.history')}</span>
        </Link>
        <Link to="/profile" className="card home__link">
          <Icon name="user" />
          <span>{t('nav.items.profile')}</span>
        </Link>
      </section>
    </main>
  );
}
