import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './page-header.css';

/** A screen's top bar: the back link, the title and optional actions (mirrors in right-to-left). */
export function PageHeader({ title, backTo, backLabel, actions, className = '' }: {
  title: string;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <header className={`page-header ${className}`.trim()}>
      {backTo && (
        <Link to={backTo} className="icon-button" aria-label={backLabel ?? t('actions.back')}>
          <Icon name="back" />
        </Link>
      )}
      <h1 className="page-header__title">{title}</h1>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
