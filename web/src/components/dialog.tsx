import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './dialog.css';

/**
 * A modal dialog: focus moves in on open (the title, or a form's first field) and back to the opener on close,
 * Tab stays inside, Escape and the backdrop close it. On phones it is a
 * bottom sheet, on wide screens a centred card.
 */
export function Dialog({ open, onClose, title, children, className, focusKey }: {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  className?: string;
  /** Change it (e.g. a step name) to move focus to the first field again. */
  focusKey?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [open]);

  // Opens at the top: a form's first field takes focus (it is at the top), anything else focuses the
  // title, so a long dialog never scrolls down to its last button on open.
  useEffect(() => {
    if (!open || !panel.current) return;
    const field = panel.current.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)');
    const heading = panel.current.querySelector<HTMLElement>('.dialog__header h2');
    (field ?? heading ?? panel.current).focus({ preventScroll: true });
    panel.current.scrollTop = 0;
  }, [open, focusKey]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('input:not(:disabled), select, textarea, button:not(:disabled), [href], [tabindex]:not([tabindex="-1"])')];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="dialog" onKeyDown={onKeyDown}>
      <div className="dialog__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={`dialog__panel ${className ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="dialog__header">
          <h2 id={titleId} tabIndex={-1}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('actions.close')} data-dialog-close>
            <Icon name="close" />
          </button>
        </header>
        {children}
      </div>
    </div>,
    document.body,
  );
}
