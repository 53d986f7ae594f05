import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCodes, type ApiErrorBody, type ErrorCode } from '@fitrater/contracts';
import { isAppError } from '@fitrater/platform';

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, details?: unknown) {
  const body: ApiErrorBody = { error: { code, message: message ?? ErrorCodes[code].message, ...(details === undefined ? {} : { details }) } };
  return reply.status(ErrorCodes[code].status).type('application/json').send(body);
}

/**
 * Errors the router raises before any hook runs (a path segment over 100 characters, a malformed
 * %-escape): without this, Fastify answers them in its own shape, echoing the path (fuzz test).
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Invalid request: a path segment is too long' : 'Invalid request: malformed URL';
  return sendError(reply, 'VALIDATION', message);
}

/** Maps every failure to `{error:{code,message}}` with the right status; internals never leak. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.code, error.message, error.details);
    }
    if (error.validation) {
      const first = error.validation[0];
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = missing
        ? `Invalid request: ${field ? `${field}.` : ''}${missing} is required`
        : field
          ? `Invalid request: ${field} ${first?.message ?? 'is invalid'}`
          : `Invalid request: ${first?.message ?? error.message}`;
      return sendError(reply, 'VALIDATION', message);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, 'PAYLOAD_TOO_LARGE');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 'VALIDATION', `Invalid request: ${error.message}`);
    }
    if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: { code: 'VALIDATION', message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL');
  });
});
