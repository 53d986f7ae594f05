import { apiRequest } from '../../../lib/http';
import { fetchAuthorizedBlob } from '../../../lib/authorized-blob';
import { ratingKey } from '../../../lib/ratings/keys';
import type { CreateRatingReply, Rating, RatingOccasion } from '@fitrater/contracts';

export interface CreateRatingInput {
  file: File | null;
  description: string;
  occasion: RatingOccasion;
  customOccasion: string;
  /** One per submission: a double tap or a retried request makes one rating and uses one unit. */
  idempotencyKey: string;
}

/** A photo goes as multipart (no base64 inflation); a description alone as JSON. */
export function createRating({ file, description, occasion, customOccasion, idempotencyKey }: CreateRatingInput): Promise<CreateRatingReply> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const custom = occasion === 'custom' ? customOccasion.trim() : '';
  if (file) {
    const form = new FormData();
    form.append('occasion', occasion);
    if (description.trim()) form.append('description', description.trim());
    if (custom) form.append('customOccasion', custom);
    form.append('file', file, file.name || 'outfit');
    return apiRequest<CreateRatingReply>('/api/ratings', { method: 'POST', body: form, headers });
  }
  return apiRequest<CreateRatingReply>('/api/ratings', {
    method: 'POST',
    body: { imageUrl: null, description: description.trim(), occasion, ...(custom ? { customOccasion: custom } : {}) },
    headers,
  });
}

export const getRating = (id: string, signal?: AbortSignal) => apiRequest<Rating>(ratingKey(id), { signal });

export const deleteRating = (id: string) => apiRequest<void>(ratingKey(id), { method: 'DELETE' });

/** The 1080x1920 share card (owner-only, so fetched with the token). */
export const fetchCard = (id: string) => fetchAuthorizedBlob(`${ratingKey(id)}/card.png`);

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
