import { HttpError } from '../../../lib/http';
import { RATING_IMAGE_MAX_BYTES, SUPPORTED_IMAGE_TYPES, isRatingOccasion } from '@fitrater/contracts/values';

/** The rate form's rules (spec part 1 §5), checked before anything is sent. */
export type RateMode = 'photo' | 'text';
export type RateField = 'occasion' | 'customOccasion' | 'file' | 'description';
export type RateProblem = 'selectOccasion' | 'customOccasion' | 'noImage' | 'noDescription' | 'unsupported' | 'tooLarge';

export interface RateDraft {
  mode: RateMode;
  file: Pick<File, 'type' | 'size' | 'name'> | null;
  description: string;
  occasion: string;
  customOccasion: string;
}

const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/** JPEG, PNG, GIF or WebP (by type, or by name when the browser gives no type) and at most 10 MB. */
export function fileProblem(file: Pick<File, 'type' | 'size' | 'name'>): 'unsupported' | 'tooLarge' | null {
  const type = file.type.toLowerCase();
  const supported = type ? (SUPPORTED_IMAGE_TYPES as readonly string[]).includes(type) || type === 'image/jpg' : EXTENSIONS.test(file.name);
  if (!supported) return 'unsupported';
  if (file.size > RATING_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Every problem of the draft, by field, in the order the spec checks them. Empty when it can be sent. */
export function validateRateDraft(draft: RateDraft): Partial<Record<RateField, RateProblem>> {
  const problems: Partial<Record<RateField, RateProblem>> = {};
  if (!isRatingOccasion(draft.occasion)) problems.occasion = 'selectOccasion';
  else if (draft.occasion === 'custom' && !draft.customOccasion.trim()) problems.customOccasion = 'customOccasion';
  if (draft.mode === 'photo') {
    if (!draft.file) problems.file = 'noImage';
    else {
      const problem = fileProblem(draft.file);
      if (problem) problems.file = problem;
    }
  } else if (!draft.description.trim()) {
    problems.description = 'noDescription';
  }
  return problems;
}

/** The server's refusal of a rating request, as the form's own field problem when it is one. */
export function serverProblem(error: unknown): { field: RateField; problem: RateProblem } | null {
  if (!(error instanceof HttpError)) return null;
  const message = (error.serverMessage ?? '').toLowerCase();
  if (error.status === 413 || error.code === 'FILE_TOO_LARGE') return { field: 'file', problem: 'tooLarge' };
  if (error.status === 415 || error.code === 'UNSUPPORTED_IMAGE') return { field: 'file', problem: 'unsupported' };
  if (error.status !== 400) return null;
  if (message.startsWith('please select an occasion')) return { field: 'occasion', problem: 'selectOccasion' };
  if (message.startsWith('please provide a custom occasion')) return { field: 'customOccasion', problem: 'customOccasion' };
  if (message.startsWith('no description provided')) return { field: 'description', problem: 'noDescription' };
  return null;
}

export const isUsageLimitError = (error: unknown) => error instanceof HttpError && (error.code === 'USAGE_LIMIT' || error.status === 402);
