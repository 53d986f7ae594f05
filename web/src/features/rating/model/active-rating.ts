/**
 * The rating being analysed, remembered for this tab so a reload mid-rating
 * resumes the overlay from the server's saved stage.
 */
const KEY = 'fitRater-active-rating';

export interface ActiveRating {
  id: string;
  hasImage: boolean;
}

export const activeRatingStore = {
  read(): ActiveRating | null {
    try {
      const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as ActiveRating | null;
      return value && typeof value.id === 'string' ? { id: value.id, hasImage: Boolean(value.hasImage) } : null;
    } catch {
      return null;
    }
  },
  write(value: ActiveRating | null): void {
    try {
      if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value));
      else window.sessionStorage.removeItem(KEY);
    } catch {
      // storage blocked: resuming after a reload is lost, nothing else
    }
  },
};
