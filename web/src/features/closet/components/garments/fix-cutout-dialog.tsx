import { useTranslation } from 'react-i18next';
import type { MaskStroke } from '@fitrater/contracts';
import { Dialog } from '../../../../components/dialog';
import { useAuthorizedObjectUrl } from '../../../../lib/authorized-blob';
import { CutoutFixer } from './cutout-fixer';

/**
 * The cut-out fixer in a sheet, for a seen piece (before it is added) or an owned item; an owned
 * item's fixes are kept, so it also offers the way back to the cut-out as first made (`onRestore`).
 */
export function FixCutoutDialog({ open, imageUrl, initial, onClose, onDone, onRestore }: {
  open: boolean;
  imageUrl: string;
  initial: MaskStroke[];
  onClose(): void;
  onDone(strokes: MaskStroke[]): void;
  onRestore?(): void;
}) {
  const { t } = useTranslation('closet');
  const image = useAuthorizedObjectUrl(open ? imageUrl : null);
  return (
    <Dialog open={open} onClose={onClose} title={t('garments.fixer.title')} className="cutout-dialog">
      {image ? <CutoutFixer image={image} initial={initial} onCancel={onClose} onDone={onDone} /> : <span className="spinner" aria-hidden="true" />}
      {onRestore && <button type="button" className="btn btn--ghost btn--small btn--block" onClick={onRestore}>{t('garments.fixer.original')}</button>}
    </Dialog>
  );
}
