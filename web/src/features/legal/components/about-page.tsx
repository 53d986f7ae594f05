import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { PageShell } from '../../../components/page-shell';
import { useSession } from '../../../lib/session';

/** About (spec part 1 §2): mission, features, five-step how-it-works. */
export function AboutPage() {
  const { t } = useTranslation('pages');
  const { status } = useSession();
  const features = t('about.features', { returnObjects: true }) as string[];
  const steps = t('about.steps', { returnObjects: true }) as string[];
  return (
    <PageShell title={t('about.title')} backTo={status === 'authenticated' ? '/home' : '/'}>
      <section className="card prose about__mission">
        <Logo size="md" withName />
        <h2>{t('about.missionTitle')}</h2>
        <p>{t('about.mission')}</p>
      </section>
      <section className="card prose">
        <h2>{t('about.featuresTitle')}</h2>
        <ul>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <section className="card prose">
        <h2>{t('about.howTitle')}</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <Link to="/contact" className="btn btn--secondary">
        {t('about.contact')}
      </Link>
    </PageShell>
  );
}
