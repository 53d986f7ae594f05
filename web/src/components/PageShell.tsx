import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './page-shell.css';

/** A simple page: a back link, a title and a readable column. Used by public and placeholder pages. */
export function PageShell({ title, backTo, backLabel, actions, children, wide = false }: {
  title: string;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`page-shell ${wide ? 'page-shell--wide' : ''}`}>
      <header className="page-shell__header">
        {backTo && (
          <Link to={backTo} className="icon-button" aria-label={backLabel ?? t('actions.back')}>
            <Icon name="back" />
          </Link>
        )}
        <h1 className="page-shell__title">{title}</h1>
        {actions && <div className="page-shell__actions">{actions}</div>}
      </header>
      <main className="page-shell__main" id="main">
        {children}
      </main>
    </div>
  );
}
