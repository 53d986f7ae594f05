import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Logo } from '../../../components/logo';
import { useSession } from '../../../lib/session';
import { LEGAL_ITEMS, NAV_ITEMS } from './nav-items';

/** The menu itself; premium entries are disabled with a badge for free members. */
export function NavMenu({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useTranslation();
  const { isPremium, profile, signOut } = useSession();
  const [legalOpen, setLegalOpen] = useState(false);

  return (
    <nav className="nav" aria-label={t('nav.label')}>
      <div className="nav__brand">
        <Logo size="sm" withName />
        {isPremium && profile && (
          <span className="badge" title={t('nav.premiumActive')}>
            <Icon name="crown" width={14} height={14} />
            {t('nav.daysLeft', { count: profile.daysRemaining })}
          </span>
        )}
      </div>
      <ul className="nav__list">
        {NAV_ITEMS.map((item) => {
          const locked = item.premium && !isPremium;
          return (
            <li key={item.id}>
              {locked ? (
                <span className="nav__item nav__item--locked" aria-disabled="true">
                  <Icon name={item.icon} />
                  <span className="nav__text">{t(`nav.items.${item.id}`)}</span>
                  <span className="badge">{t('nav.premiumBadge')}</span>
                </span>
              ) : (
                <NavLink to={`/${item.id}`} className="nav__item" onClick={onNavigate}>
                  <Icon name={item.icon} />
                  <span className="nav__text">{t(`nav.items.${item.id}`)}</span>
                </NavLink>
              )}
            </li>
          );
        })}
        <li>
          <button type="button" className="nav__item" onClick={() => void signOut()}>
            <Icon name="logout" />
            <span className="nav__text">{t('nav.logout')}</span>
          </button>
        </li>
      </ul>
      <div className="nav__legal">
        <button type="button" className="nav__item" aria-expanded={legalOpen} onClick={() => setLegalOpen((o) => !o)}>
          <Icon name="shield" />
          <span className="nav__text">{t('nav.legal')}</span>
          <Icon name="chevronDown" className={`nav__chevron ${legalOpen ? 'nav__chevron--open' : ''}`} />
        </button>
        {legalOpen && (
          <ul className="nav__sublist">
            {LEGAL_ITEMS.map((id) => (
              <li key={id}>
                <NavLink to={`/${id}`} className="nav__subitem" onClick={onNavigate}>
                  {t(`nav.legalItems.${id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
