import type { TFunction } from 'i18next';
import { fetchCard } from './api/ratings.api';

/** The card's file name, as the server's content-disposition names it. */
export const cardFileName = (ratingId: string) => `fitrater-${ratingId.slice(0, 8)}.png`;

/** Saves a blob through a temporary link (the download fallback of the share card). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export async function downloadCard(ratingId: string, blob?: Blob): Promise<void> {
  saveBlob(blob ?? (await fetchCard(ratingId)), cardFileName(ratingId));
}

/**
 * Shares the 1080x1920 PNG through the Web Share API when the device can share
 * files; otherwise downloads it. Returns what happened.
 */
export async function shareCard(ratingId: string, t: TFunction, blob?: Blob): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const card = blob ?? (await fetchCard(ratingId));
  const file = new File([card], cardFileName(ratingId), { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: t('rating:share.title'), text: t('rating:share.text') });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
      // Share sheet refused (e.g. no user activation left): fall back to the download.
    }
  }
  saveBlob(card, file.name);
  return 'downloaded';
}
