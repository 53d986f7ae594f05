import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { Icon } from './icon';
import './toaster.css';

/** Renders the toast store; errors are announced assertively, the rest politely. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.current, toast.current);
  return (
    <div className="toaster" aria-live="polite">
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
