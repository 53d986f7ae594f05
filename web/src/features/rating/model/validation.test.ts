import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { fileProblem, isUsageLimitError, serverProblem, validateRateDraft, type RateDraft } from './validation';

const MB = 1024 * 1024;
const photo = (type: string, size = MB, name = 'look.jpg') => ({ type, size, name });
const draft = (patch: Partial<RateDraft>): RateDraft => ({ mode: 'photo', file: photo('image/jpeg'), description: '', occasion: 'casual', customOccasion: '', ...patch });

describe('rate form validation', () => {
  it('accepts a photo with an occasion, and a description with an occasion', () => {
    expect(validateRateDraft(draft({}))).toEqual({});
    expect(validateRateDraft(draft({ mode: 'text', file: null, description: 'White linen shirt, navy chinos' }))).toEqual({});
  });

  it('needs an occasion from the list', () => {
    expect(validateRateDraft(draft({ occasion: '' }))).toEqual({ occasion: 'selectOccasion' });
    expect(validateRateDraft(draft({ occasion: 'gala' }))).toEqual({ occasion: 'selectOccasion' });
  });

  it('a custom occasion needs non-blank text', () => {
    expect(validateRateDraft(draft({ occasion: 'custom', customOccasion: '   ' }))).toEqual({ customOccasion: 'customOccasion' });
    expect(validateRateDraft(draft({ occasion: 'custom', customOccasion: 'Gallery opening' }))).toEqual({});
  });

  it('photo mode needs a photo; text mode needs a non-blank description', () => {
    expect(validateRateDraft(draft({ file: null }))).toEqual({ file: 'noImage' });
    expect(validateRateDraft(draft({ mode: 'text', file: null, description: ' \n ' }))).toEqual({ description: 'noDescription' });
    // A photo chosen earlier does not satisfy text mode, and a description does not satisfy photo mode.
    expect(validateRateDraft(draft({ mode: 'text', description: '' }))).toEqual({ description: 'noDescription' });
    expect(validateRateDraft(draft({ file: null, description: 'jeans' }))).toEqual({ file: 'noImage' });
  });

  it('reports every problem at once', () => {
    expect(validateRateDraft(draft({ occasion: '', file: null }))).toEqual({ occasion: 'selectOccasion', file: 'noImage' });
  });

  it('JPEG, PNG, GIF and WebP up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'IMAGE/PNG']) expect(fileProblem(photo(type))).toBeNull();
    expect(fileProblem(photo('image/svg+xml'))).toBe('unsupported');
    expect(fileProblem(photo('image/heic'))).toBe('unsupported');
    expect(fileProblem(photo('application/pdf'))).toBe('unsupported');
    expect(fileProblem(photo('image/jpeg', 10 * MB))).toBeNull();
    expect(fileProblem(photo('image/jpeg', 10 * MB + 1))).toBe('tooLarge');
    expect(validateRateDraft(draft({ file: photo('image/png', 11 * MB) }))).toEqual({ file: 'tooLarge' });
  });

  it('falls back to the file name when the browser gives no type', () => {
    expect(fileProblem(photo('', MB, 'IMG_0001.JPEG'))).toBeNull();
    expect(fileProblem(photo('', MB, 'notes.txt'))).toBe('unsupported');
  });

  it("maps the server's refusals back to the form's fields", () => {
    const err = (status: number, code: string, message: string) => new HttpError(`${status}: x`, status, code as never, message, undefined);
    expect(serverProblem(err(400, 'VALIDATION', 'Please select an occasion'))).toEqual({ field: 'occasion', problem: 'selectOccasion' });
    expect(serverProblem(err(400, 'VALIDATION', 'Please provide a custom occasion'))).toEqual({ field: 'customOccasion', problem: 'customOccasion' });
    expect(serverProblem(err(400, 'VALIDATION', 'No description provided: add a photo'))).toEqual({ field: 'description', problem: 'noDescription' });
    expect(serverProblem(err(413, 'FILE_TOO_LARGE', 'File too large – …10MB'))).toEqual({ field: 'file', problem: 'tooLarge' });
    expect(serverProblem(err(415, 'UNSUPPORTED_IMAGE', 'Unsupported image format'))).toEqual({ field: 'file', problem: 'unsupported' });
    expect(serverProblem(err(500, 'INTERNAL', 'boom'))).toBeNull();
    expect(serverProblem(new Error('offline'))).toBeNull();
    expect(isUsageLimitError(err(429, 'USAGE_LIMIT', 'Usage limit reached'))).toBe(true);
    expect(isUsageLimitError(err(429, 'RATE_LIMITED', 'Too many requests'))).toBe(false);
  });
});
