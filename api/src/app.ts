import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import multipart from '@fastify/multipart';
import { type CoreContext } from '@fitrater/core';
import { loggerOptions } from '@fitrater/platform';
import { errorsPlugin, frameworkErrors } from './plugins/errors.plugin';
import { sharedSchemaCompilers } from './plugins/schema-compilers';
import { clientErrorHandler } from './plugins/client-errors';
import { textGuardPlugin } from './plugins/text-guard.plugin';
import { authPlugin } from './plugins/auth.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import { securityPlugin } from './plugins/security.plugin';
import { staticWebPlugin } from './plugins/static-web.plugin';
import { openapiPlugin } from './plugins/openapi.plugin';
import { healthRoutes } from './routes/health.routes';
import { authRoutes } from './routes/auth.routes';
import { userRoutes } from './routes/user.routes';
import { installRoutes } from './routes/install.routes';
import { wsRoutes } from './routes/ws.routes';
import { ratingRoutes } from './routes/rating.routes';
import { stylingRoutes } from './routes/styling.routes';
import { trendsRoutes } from './routes/trends.routes';
import { styleDashboardRoutes } from './routes/style-dashboard.routes';
import { insightsRoutes } from './routes/insights.routes';
// Community
import { closetRoutes } from './routes/closet.routes';
import { garmentRoutes } from './routes/garments.routes';
import { challengeRoutes } from './routes/challenge.routes';
import { referralRoutes } from './routes/referral.routes';
// Billing
import { billingRoutes } from './routes/billing.routes';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout.routes';
import { chatRoutes } from './routes/chat.routes';
import { RealtimeHub, type HubOptions } from './realtime/hub';
// notifications
import { pushRoutes } from './routes/push.routes';
import { notificationsAdminRoutes } from './routes/notifications-admin.routes';
import { metricsPlugin } from './plugins/metrics.plugin';
import { queuesAdminRoutes } from './routes/queues-admin.routes';
import { engineAdminRoutes } from './routes/engine-admin.routes';
// "Download my data"
import { accountExportRoutes } from './routes/account-export.routes';
import { paymentsAdminRoutes } from './routes/payments-admin.routes';
import { capConnectionsPerAddress } from './server-limits/connection-cap';
import { trustedProxyMatcher } from './server-limits/trusted-proxies';
import { gateUpgradesPerAddress } from './server-limits/upgrade-gate';
import { RefusalTally } from './server-limits/refusal-tally';

export interface AppOptions {
  ctx: CoreContext;
  /** Folder of the built web app, or null to serve the API only. */
  webRoot?: string | null;
  hub?: HubOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: RealtimeHub;
  }
}

/** Builds the Fastify app around a core context. server.ts listens; tests inject or listen on port 0. */
export async function buildApp({ ctx, webRoot = null, hub: hubOptions }: AppOptions): Promise<FastifyInstance> {
  // How often Node looks for expired requests: a slow client is closed at most this late.
  const connectionsCheckingInterval = Math.min(1000, Math.max(50, Math.floor(ctx.config.httpHeadersTimeoutMs / 4)));
  const app = Fastify({
    logger: loggerOptions(ctx.config, 'api'),
    // Only the listed proxies' X-Forwarded-For is believed (false: none), so a client cannot pick its address.
    trustProxy: ctx.config.trustProxy.length > 0 ? ctx.config.trustProxy : false,
    bodyLimit: 64 * 1024,
    // Fastify's own defaults (0) turn Node's request and header timeouts off: a client that never
    // finishes its headers would hold its socket for ever. Set explicitly (HTTP_*_TIMEOUT_MS).
    // A socket idle this long is dropped without an answer. Two checking intervals past the request
    // timeout, so a client that stalls mid-body is always answered 408 by the request timeout first.
    connectionTimeout: ctx.config.httpRequestTimeoutMs + 2 * connectionsCheckingInterval,
    requestTimeout: ctx.config.httpRequestTimeoutMs,
    keepAliveTimeout: ctx.config.httpKeepAliveTimeoutMs,
    http: {
      headersTimeout: ctx.config.httpHeadersTimeoutMs,
      requestTimeout: ctx.config.httpRequestTimeoutMs,
      connectionsCheckingInterval,
    },
    frameworkErrors,
    clientErrorHandler,
    // Unknown properties are refused, not silently stripped (schemas say additionalProperties:false).
    // Coercion stays on because query strings arrive as text (?limit=2).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // Compiled once per process, not per app (see schema-compilers.ts).
    schemaController: { compilersFactory: sharedSchemaCompilers },
  });

  const isTrustedProxy = trustedProxyMatcher(ctx.config.trustProxy);
  // Refusals are summarised once a minute: a flood logged line by line would cost what refusing it saves.
  const refusals = new RefusalTally(app.log);
  app.addHook('onClose', async () => refusals.stop());
  capConnectionsPerAddress(app.server, {
    maxPerAddress: ctx.config.httpMaxConnectionsPerAddress,
    isTrustedProxy,
    onRefused: (address) => refusals.count('connection-over-address-cap', address),
  });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // In front of the plugin's upgrade listener: over WS_MAX_PER_ADDRESS is refused before any routing.
  gateUpgradesPerAddress(app.server, {
    maxPerAddress: ctx.config.wsMaxPerAddress,
    isTrustedProxy,
    onRefused: (address) => refusals.count('websocket-over-address-cap', address),
  });
  await app.register(authPlugin, { ctx });
  await app.register(rateLimitPlugin, { ctx });
  await app.register(textGuardPlugin);
  // Before the routes: it collects them as they are added.
  await app.register(openapiPlugin, { ctx });

  const hub = new RealtimeHub(ctx, hubOptions);
  app.decorate('hub', hub);
  app.addHook('onClose', async () => hub.close());
  // Prometheus: after the hub, which it counts.
  await app.register(metricsPlugin, { ctx });

  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(installRoutes, { ctx });
  await app.register(ratingRoutes, { ctx });
  await app.register(insightsRoutes, { ctx });
  // Community
  await app.register(closetRoutes, { ctx });
  await app.register(garmentRoutes, { ctx });
  await app.register(challengeRoutes, { ctx });
  await app.register(referralRoutes, { ctx });
  // Billing
  await app.register(billingRoutes, { ctx });
  await app.register(sandboxCheckoutRoutes, { ctx });
  await app.register(paymentsAdminRoutes, { ctx });
  // Premium styling and trends
  await app.register(stylingRoutes, { ctx });
  await app.register(trendsRoutes, { ctx });
  await app.register(styleDashboardRoutes, { ctx });
  await app.register(chatRoutes, { ctx });
  // notifications
  await app.register(pushRoutes, { ctx });
  await app.register(notificationsAdminRoutes, { ctx });
  await app.register(queuesAdminRoutes, { ctx });
  await app.register(engineAdminRoutes, { ctx });
  // "Download my data"
  await app.register(accountExportRoutes, { ctx });
  await app.register(wsRoutes, { hub, refusals });
  await app.register(staticWebPlugin, { root: webRoot });
  return app;
}
