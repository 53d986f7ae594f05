import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon';
import './coming-soon.css';

export type ComingSoonFeature =
  | 'results' | 'history' | 'subscribe' | 'payment' | 'premium' | 'trends'
  | 'challenges' | 'achievements' | 'closet' | 'referrals' | 'chat' | 'admin';

const ICONS: Record<ComingSoonFeature, IconName> = {
  results: 'star', history: 'history', subscribe: 'crown', payment: 'lock', premium: 'crown', trends: 'trends',
  challenges: 'trophy', achievements: 'star', closet: 'hanger', referrals: 'gift', chat: 'chat', admin: 'shield',
};

/** A real page for a feature that ships in a later version: what it will do, and a way back. */
export function ComingSoonPage({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="coming-soon">
      <div className="card coming-soon__card">
        <span className="coming-soon__icon">
          <Icon name={ICONS[feature]} />
        </span>
        <span className="badge">{t('comingSoon.badge')}</span>
        <h1>{t(`comingSoon.features.${feature}.title`)}</h1>
        <p className="muted">{t(`comingSoon.features.${feature}.body`)}</p>
        <p>{t('comingSoon.body')}</p>
        <Link to="/home" className="btn btn--primary">
          {t('comingSoon.back')}
        </Link>
      </div>
    </main>
  );
}
