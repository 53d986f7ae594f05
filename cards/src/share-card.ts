import type { Language } from '@fitrater/contracts';

export interface ShareCardInput {
  /** The prepared outfit photo (JPEG), or null for a text-only rating. */
  photo: Buffer | null;
  score: number;
  emoji: string;
  /** Localized headline: 'Excellent Style!' (≥ 8), 'Good Look!' (≥ 6), else 'Room for Improvement'. */
  headline: string;
  /** Localized occasion label (default 'Everyday'). */
  occasion: string;
  /** At most 4 feedback lines are drawn. */
  feedbackLines: string[];
  language: Language;
}

export const SHARE_CARD_WIDTH = 1080;
export const SHARE_CARD_HEIGHT = 1920;
