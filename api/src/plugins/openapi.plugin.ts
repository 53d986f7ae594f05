import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorBody } from '@fitrater/contracts';
import type { CoreContext } from '@fitrater/core';
import { operationIdOf } from './openapi-operation-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (the schema-coverage test reads it). */
    routeCatalogue: RouteOptions[];
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document, generated from the routes' TypeBox schemas (nothing written by hand),
 * at GET /api/openapi.json, and the Swagger UI reference page at /api/docs. Registered before the
 * routes: @fastify/swagger collects them as they are added. Every route also documents the shared
 * `{error:{code,message}}` body for its 4xx and 5xx answers. A client generator gets, per operation,
 * an operationId derived from method and path (here, so route files cannot forget it), the route's
 * own one-line `summary`, and its security: the bearer token, or none for public routes.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: CoreContext }) => {
  const catalogue: RouteOptions[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    catalogue.push(route);
    if (route.schema?.hide || route.url.startsWith(DOCS_PREFIX)) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { '4xx': ErrorBody, '5xx': ErrorBody, ...response } };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FitRater API',
        version: ctx.config.version,
        description: 'Every route of the FitRater API, generated from the schemas the server validates with. '
          + 'Errors are `{"error":{"code","message"}}`; signed-in routes take `Authorization: Bearer <token>`. '
          + 'Realtime events arrive over the WebSocket `/api/ws` (see docs/API.md).',
      },
      // Relative: the API is on the server that serves this document (whatever PUBLIC_URL the deployment has).
      servers: [{ url: '/', description: 'The server this document is served from' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Routes behind a sign-in gate (app.authenticate, requireAdmin, requirePremium) need the bearer token.
    transform: ({ schema, url, route }) => {
      const method = [route.method].flat()[0]!;
      const gates = new Set<unknown>([app.authenticate, app.requireAdmin, app.requirePremium]);
      const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean);
      const signedIn = hooks.some((hook) => gates.has(hook));
      // Grouped by the path's first segment after /api (auth, user, ratings, closet, …).
      const tag = url.split('/')[url.startsWith('/api/') ? 2 : 1] ?? 'api';
      const documented = {
        ...schema,
        operationId: schema?.operationId ?? operationIdOf(String(method), url),
        tags: schema?.tags ?? [tag],
        security: signedIn ? [{ bearer: [] }] : [],
      };
      return { schema: documented as typeof schema, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
});
