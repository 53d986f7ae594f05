import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { authenticateToken, evictCachedUser, startSessionCache, startUserCache, type AuthenticatedSession, type CoreContext } from '@fitrater/core';
import { AppError } from '@fitrater/platform';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes neither the user's row nor their usage counter: its answer keeps the cached row. */
    userUnchanged?: boolean;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate` on protected routes. */
    auth: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler for admin-only routes (server-side role check). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler for premium-only routes: signed in and premium now, else 403 PREMIUM_REQUIRED. */
    requirePremium(request: FastifyRequest): Promise<void>;
  }
}

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The authenticated user of a protected route (authenticate ran first). */
export function currentAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

type Hooks = RouteOptions['preHandler'] | RouteOptions['onRequest'];
const hookList = (hooks: Hooks): unknown[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: CoreContext }) => {
  app.decorateRequest('auth', null);
  // Signed-in reads skip the token lookup while the session is cached (revocations evict it over Redis).
  const stopSessionCache = startSessionCache(opts.ctx);
  // …and the user row too, while no change to it has been notified (users/user-cache.ts).
  const stopUserCache = startUserCache(opts.ctx);
  app.addHook('onClose', async () => {
    await stopSessionCache();
    await stopUserCache();
  });
  // Read-your-writes: a signed-in request that may have changed the user is evicted here before
  // its answer leaves, so the user's next request reads the row again even if Postgres's
  // notification has not arrived yet. Routes that write only their own tables say `userUnchanged`.
  app.addHook('onSend', async (request) => {
    if (!request.auth || request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.userUnchanged) return;
    evictCachedUser(opts.ctx, request.auth.user.id);
  });
  // The sign-in gates must run before the body is read: as a preHandler, an anonymous caller
  // could make the api receive and parse a 14 MB body first. Routes name a gate where they
  // like (most say `preHandler: app.authenticate`); this moves every gate to onRequest, so
  // no route can get it wrong, and request.auth is set before any preHandler (per-user limits).
  app.addHook('onRoute', (route) => {
    const gates = new Set<unknown>([app.authenticate, app.requireAdmin, app.requirePremium]);
    const pre = hookList(route.preHandler);
    const moved = pre.filter((hook) => gates.has(hook));
    if (moved.length === 0) return;
    route.preHandler = pre.filter((hook) => !gates.has(hook)) as RouteOptions['preHandler'];
    route.onRequest = [...moved, ...hookList(route.onRequest)] as RouteOptions['onRequest'];
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const session = await authenticateToken(opts.ctx, token);
    if (!session) throw new AppError('UNAUTHENTICATED', 'Authentication required: the session has ended, please sign in again');
    request.auth = session;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.auth?.user.role !== 'admin') throw new AppError('FORBIDDEN');
  });
  app.decorate('requirePremium', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.auth?.user.isPremiumAt(new Date())) throw new AppError('PREMIUM_REQUIRED');
  });
});
