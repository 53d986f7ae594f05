import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useSession } from '../../../lib/session';
import './home.css';

/**
 * Home: the rate form (or the limit view) with today's motivation, the members' trends tab, shortcuts.
 * The panels come from the rating and styling features; app/routes.tsx passes them in.
 */
export function HomePage({ ratePanel, trendsTab }: { ratePanel: ReactNode; trendsTab: ReactNode }) {
  const { t } = useTranslation();
  const { profile, isPremium } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = isPremium && params.get('tab') === 'trends' ? 'trends' : 'rate';
  const choose = (next: 'rate' | 'trends') => setParams(next === 'trends' ? { tab: 'trends' } : {}, { replace: true });
  const firstName = profile?.name.trim().split(/\s+/)[0];
  return (
    <main id="main" className="home">
      <header className="home__welcome">
        <p className="home__eyebrow">{t('home.eyebrow')}</p>
        <h1>{firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName')}</h1>
        <p className="muted">{t('home.subtitle')}</p>
      </header>

      {isPremium && (
        <div className="home-tabs" role="tablist" aria-label={t('home.tabs.label')}>
          {(['rate', 'trends'] as const).map((id) => (
            <button key={id} type="button" role="tab" id={`home-tab-${id}`} aria-selected={tab === id} aria-controls={`home-panel-${id}`} onClick={() => choose(id)}>
              <Icon name={id === 'rate' ? 'camera' : 'trends'} />
              {t(`home.tabs.${id}`)}
            </button>
          ))}
        </div>
      )}

      {tab === 'trends' ? (
        <div role="tabpanel" id="home-panel-trends" aria-labelledby="home-tab-trends">
          {trendsTab}
        </div>
      ) : (
        <div role={isPremium ? 'tabpanel' : undefined} id="home-panel-rate" aria-labelledby={isPremium ? 'home-tab-rate' : undefined} className="home__rate">
          {ratePanel}
        </div>
      )}

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
