import type {
  BodyType, LookSource, StylingAccepted, StylingOccasionId, StylingRequest, WeatherId,
} from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

/** Premium styling calls (docs/API.md, "Premium styling"): each POST answers 202 and the work arrives over the socket. */
export const HISTORY_KEY = '/api/premium/suggestions';
export const suggestionKey = (id: string) => `/api/premium/suggestions/${id}`;
/** The latest advice the user may read for one rated outfit ({suggestion: null} when none). */
export const outfitAdviceKey = (outfitId: string) => `/api/style-suggestions/${outfitId}`;

/** Dressed from what the member owns: where pieces come from, pieces every option keeps, how many looks side by side. */
export interface ClosetAsk {
  source?: LookSource;
  lockedItemIds?: string[];
  options?: number;
}

export interface OutfitAsk extends ClosetAsk {
  occasion: StylingOccasionId;
  weather?: WeatherId;
  bodyType?: BodyType;
}

export const requestOutfit = (ask: OutfitAsk) => apiRequest<StylingAccepted>('/api/premium/outfit-suggestion', { method: 'POST', body: ask });
export const requestCombination = (occasion: StylingOccasionId, closet: ClosetAsk = {}) =>
  apiRequest<StylingAccepted>('/api/outfits/combine', { method: 'POST', body: { occasion, ...closet } });
/** Per-rating advice: only the outfit id goes up; the server reads the rating itself. */
export const requestRatingAdvice = (outfitId: string) => apiRequest<StylingAccepted>('/api/style-suggestions', { method: 'POST', body: { outfitId } });
export const getSuggestion = (id: string, signal?: AbortSignal) => apiRequest<StylingRequest>(suggestionKey(id), { signal });
export const listSuggestions = () => apiRequest<{ suggestions: StylingRequest[] }>(HISTORY_KEY);
