import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@fitrater/platform';

/** True when any string in the value (keys included) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * Postgres text cannot hold U+0000: a NUL anywhere in a request's text made the statement fail
 * and the api answer 500 (found by the fuzz test on POST /api/user/style-preferences). Refused
 * up front for every route: JSON bodies, query strings and path parameters.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError('VALIDATION', 'Invalid request: text may not contain NUL characters');
    }
  });
});
