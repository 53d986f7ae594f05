import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/icon';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { downloadCard, shareCard } from '../../share';

/** Per-outfit menu: share the card, or download it. */
export function ShareMenu({ ratingId, label }: { ratingId: string; label: string }) {
  const { t } = useTranslation('history');
  const showError = useErrorToast();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const run = async (action: 'share' | 'download') => {
    setOpen(false);
    try {
      if (action === 'share') await shareCard(ratingId, t);
      else await downloadCard(ratingId);
    } catch (error) {
      showError(error, 'history:share.failed');
    }
  };

  return (
    <div
      className="share-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLElement>('button')?.focus();
        }
      }}
    >
      <button type="button" className="icon-button" aria-label={label} aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        <Icon name="external" />
      </button>
      {open && (
        <div className="share-menu__list" role="menu" id={menuId}>
          <button type="button" role="menuitem" className="share-menu__item" onClick={() => void run('share')}>
            <Icon name="external" />
            {t('share.share')}
          </button>
          <button type="button" role="menuitem" className="share-menu__item" onClick={() => void run('download')}>
            <Icon name="download" />
            {t('share.download')}
          </button>
        </div>
      )}
    </div>
  );
}
