import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../../components/contact-details';
import { PageShell } from '../../../components/page-shell';
import { useSession } from '../../../lib/session';

export function ContactPage() {
  const { t } = useTranslation('pages');
  const { status } = useSession();
  return (
    <PageShell title={t('contact.title')} backTo={status === 'authenticated' ? '/home' : '/'}>
      <p className="muted">{t('contact.intro')}</p>
      <section className="card">
        <ContactDetails />
      </section>
      <p className="muted">{t('contact.reply')}</p>
    </PageShell>
  );
}
