import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
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
  return (
    <div className={`page-shell ${wide ? 'page-shell--wide' : ''}`}>
      <PageHeader title={title} backTo={backTo} backLabel={backLabel} actions={actions} className="page-shell__header" />
      <main className="page-shell__main" id="main">
        {children}
      </main>
    </div>
  );
}
