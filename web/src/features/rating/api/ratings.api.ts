import { apiRequest } from '../../../lib/http';
import { uploadForm } from '../../../lib/upload';
import { preparedFile } from '../../../lib/photo';
import { fetchAuthorizedBlob } from '../../../lib/authorized-blob';
import { ratingKey } from '../../../data/ratings/keys';
import type { CreateRatingReply, Rating, RatingOccasion } from '@fitrater/contracts';

export interface CreateRatingInput {
  file: File | null;
  description: string;
  occasion: RatingOccasion;
  customOccasion: string;
  /** One per submission: a double tap or a retried request makes one rating and uses one unit. */
  idempotencyKey: string;
  /** Fraction of the photo sent (0–1). */
  onUploadProgress?(fraction: number): void;
  /** Cancels the upload (until the server has answered). */
  signal?: AbortSignal;
}

/**
 * A photo goes as multipart (no base64 inflation), prepared on the device first
 * (≤ 1600 px, upright, no metadata) and sent with upload progress, tried again
 * once if the connection drops (same idempotency key: one rating, one unit).
 * A description alone goes as JSON.
 */
export async function createRating({ file, description, occasion, customOccasion, idempotencyKey, onUploadProgress, signal }: CreateRatingInput): Promise<CreateRatingReply> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const custom = occasion === 'custom' ? customOccasion.trim() : '';
  if (file) {
    const form = new FormData();
    form.append('occasion', occasion);
    if (description.trim()) form.append('description', description.trim());
    if (custom) form.append('customOccasion', custom);
    const photo = await preparedFile(file);
    signal?.throwIfAborted();
    form.append('file', photo, photo.name || 'outfit');
    return uploadForm<CreateRatingReply>('/api/ratings', form, { headers, onProgress: onUploadProgress, signal });
  }
  return apiRequest<CreateRatingReply>('/api/ratings', {
    method: 'POST',
    body: { imageUrl: null, description: description.trim(), occasion, ...(custom ? { customOccasion: custom } : {}) },
    headers,
    signal,
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
