import { ENGINE_FALLBACK_REASONS, ENGINE_NAMES, STAGE_PERCENT, type EngineFallbackReason, type EngineName, type Rating } from '@fitrater/contracts';
import type { RatingModel } from './rating.model';

export const ratingImagePath = (id: string) => `/api/ratings/${id}/image`;
export const ratingCardPath = (id: string) => `/api/ratings/${id}/card.png`;

const isEngineName = (value: string | null): value is EngineName => (ENGINE_NAMES as readonly (string | null)[]).includes(value);
const isFallbackReason = (value: string | null): value is EngineFallbackReason => (ENGINE_FALLBACK_REASONS as readonly (string | null)[]).includes(value);

/** The API shape of a rating row. */
export function toApiRating(row: RatingModel): Rating {
  const done = row.status === 'done';
  return {
    id: row.id,
    status: row.status,
    stage: row.stage,
    percent: STAGE_PERCENT[row.stage],
    occasion: row.occasion,
    customOccasion: row.customOccasion,
    description: row.description,
    hasImage: row.imageKey !== null,
    imageUrl: row.preparedImageKey ? ratingImagePath(row.id) : null,
    cardUrl: done ? ratingCardPath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    overallRating: row.overallRating,
    rating: row.overallRating,
    language: row.language,
    summary: row.summary,
    feedback: row.feedback,
    emoji: row.emoji,
    components: row.components,
    confidence: row.confidence,
    dayStreak: row.dayStreak,
    isNewDay: row.isNewDay,
    newBadges: row.newBadges ?? [],
    engine: done && isEngineName(row.engine) ? row.engine : null,
    engineFallback: done && isFallbackReason(row.engineFallback) ? row.engineFallback : null,
    error: row.status === 'failed' ? { code: row.errorCode ?? 'RATING_FAILED', message: row.errorMessage ?? 'Rating failed' } : null,
  };
}
