import type { Profile } from '@fitrater/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { BRAND } from '../../../lib/brand';

/** Opens the mail client with a prefilled subject and the details support needs (spec part 1 §2). */
export function NeedHelp({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const subject = t('help.subject');
  const body = t('help.body', {
    name: profile.name,
    email: profile.email,
    plan: profile.isPremium ? t('plan.premium') : t('plan.free'),
  });
  const href = `mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <section className="card profile__help" aria-labelledby="help-title">
      <Icon name="mail" />
      <div className="profile__help-text">
        <h2 id="help-title">{t('help.title')}</h2>
        <p className="muted">{t('help.promise')}</p>
      </div>
      <a className="btn btn--secondary btn--small" href={href}>
        {t('help.action')}
      </a>
    </section>
  );
}
