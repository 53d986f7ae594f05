import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { Icon } from './icon';
import './toaster.css';

/** The CSS variable that tells a dialog how much of the top of the screen the toasts take (dialog.css). */
export const TOAST_SPACE = '--toast-space';

/**
 * Renders the toast store; errors are announced assertively, the rest politely. The toasts sit over
 * the page, but never over a dialog: the space they take is published as `--toast-space`, and an
 * open dialog starts below it, so a toast that arrives while the member works in a sheet (a badge
 * earned, a piece saved) is read without covering the sheet's title or its close button.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.current, toast.current);
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const publish = () => {
      const el = box.current;
      // Layout offsets, not the bounding box: the entry animation's slide must not shrink the space.
      const space = el && toasts.length > 0 ? el.offsetTop + el.offsetHeight + 8 : 0;
      document.documentElement.style.setProperty(TOAST_SPACE, `${space}px`);
    };
    publish();
    window.addEventListener('resize', publish);
    return () => window.removeEventListener('resize', publish);
  }, [toasts]);

  useEffect(() => () => { document.documentElement.style.removeProperty(TOAST_SPACE); }, []);

  return (
    <div ref={box} className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast--${item.variant}`} role={item.variant === 'error' ? 'alert' : 'status'}>
          <div className="toast__body">
            <p className="toast__title">{item.title}</p>
            {item.description && <p className="toast__description">{item.description}</p>}
          </div>
          <button type="button" className="icon-button toast__close" onClick={() => toast.dismiss(item.id)} aria-label={t('actions.dismiss')}>
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}
