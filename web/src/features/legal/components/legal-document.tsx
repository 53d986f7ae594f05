import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { useSession } from '../../../lib/session';

type LegalDoc = 'terms' | 'privacy' | 'refund';
interface Section {
  title: string;
  body: string;
}

/**
 * A legal page: sections from contracts/src/i18n/<lng>/web/pages.json. Back goes to the
 * sign-in screen (spec part 1 §2), or home for a signed-in reader; terms and
 * privacy also link home.
 */
function LegalDocument({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('pages');
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const sections = t(`legal.${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <PageShell title={t(`legal.${doc}.title`)} backTo={signedIn ? '/home' : '/auth'}>
      <article className="card prose">
        <p className="legal__updated">{t('legal.updated')}</p>
        <p>{t(`legal.${doc}.intro`)}</p>
        {sections.map((section, index) => (
          <section key={section.title}>
            <h2>
              {index + 1}. {section.title}
            </h2>
            <p>{section.body}</p>
          </section>
        ))}
        <p className="legal__note">{t('legal.changes')}</p>
      </article>
      {doc !== 'refund' && (
        <Link to={signedIn ? '/home' : '/'} className="btn btn--secondary">
          {t('legal.home')}
        </Link>
      )}
    </PageShell>
  );
}

export const TermsPage = () => <LegalDocument doc="terms" />;
export const PrivacyPage = () => <LegalDocument doc="privacy" />;
export const RefundPage = () => <LegalDocument doc="refund" />;
