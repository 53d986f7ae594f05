import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Logo } from '../../../components/logo';
import { NavMenu } from './nav-menu';
import './navigation.css';

/**
 * Signed-in frame: on desktop the menu is a fixed panel on the inline-start
 * side; on phones it is a drawer opened from the top bar, which also holds the
 * chat and profile buttons. The notification bell comes from its feature (app/routes.tsx passes it in).
 */
export function AppLayout({ bell }: { bell: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={`app ${open ? 'app--drawer-open' : ''}`}>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <div className="app__scrim" onClick={() => setOpen(false)} aria-hidden="true" />
      <div ref={drawer} className="app__nav" id="app-nav" data-open={open || undefined}>
        <button type="button" className="icon-button app__nav-close" onClick={() => setOpen(false)} aria-label={t('nav.close')}>
          <Icon name="close" />
        </button>
        <NavMenu onNavigate={() => setOpen(false)} />
      </div>
      <div className="app__content">
        <header className="app__bar">
          <button ref={menuButton} type="button" className="icon-button app__menu-button" onClick={() => setOpen(true)} aria-label={t('nav.open')} aria-expanded={open} aria-controls="app-nav">
            <Icon name="menu" />
          </button>
          <Link to="/home" className="app__bar-logo" aria-label={`FitRater · ${t('nav.items.home')}`}>
            <Logo size="sm" withName />
          </Link>
          <span className="app__bar-spacer" />
          {bell}
          <Link to="/chat" className="icon-button" aria-label={t('nav.chat')}>
            <Icon name="chat" />
          </Link>
          <Link to="/profile" className="icon-button" aria-label={t('nav.items.profile')}>
            <Icon name="user" />
          </Link>
        </header>
        <Outlet />
      </div>
    </div>
  );
}
