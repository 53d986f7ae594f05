import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@fitrater/platform';

/** What is wrong with a request's text that Postgres cannot store, if anything. */
type TextFault = 'nul' | 'surrogate';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringFault(text: string): TextFault | null {
  if (text.includes('\u0000')) return 'nul';
  if (UNPAIRED_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** The first fault found in any string of the value (keys included), or null. */
function findTextFault(value: unknown, depth = 0): TextFault | null {
  if (typeof value === 'string') return stringFault(value);
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const fault = findTextFault(item, depth + 1);
      if (fault) return fault;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const fault = stringFault(key) ?? findTextFault(item, depth + 1);
    if (fault) return fault;
  }
  return null;
}

const TEXT_FAULT_MESSAGES: Record<TextFault, string> = {
  nul: 'Invalid request: text may not contain NUL characters',
  surrogate: 'Invalid request: text must be valid Unicode (it holds an unpaired surrogate)',
};

/**
 * Postgres cannot store U+0000 in text, nor an unpaired UTF-16 surrogate in jsonb (JSON.parse
 * accepts "\ud800", JSON.stringify writes it back as that escape, and Postgres refuses it). Either
 * made the statement fail and the api answer 500 (both found by the fuzz test on
 * POST /api/user/style-preferences). Refused up front for every route: JSON bodies, query strings
 * and path parameters.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const fault = findTextFault(request.body) ?? findTextFault(request.query) ?? findTextFault(request.params);
    if (fault) throw new AppError('VALIDATION', TEXT_FAULT_MESSAGES[fault]);
  });
});
