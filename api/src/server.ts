import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { checkoutAvailable, createCoreContext } from '@fitrater/core';
import { createLogger, installProcessSafetyNet, loadConfigOrExit, redisEvictionPolicy, waitForRedis } from '@fitrater/platform';
import { buildApp } from './app';

const config = loadConfigOrExit();
const logger = createLogger(config, 'api');
const ctx = createCoreContext(config, { logger });
let closeApp: () => Promise<void> = () => ctx.close();
installProcessSafetyNet(logger, { close: () => closeApp() });

/** The built web app: next to the bundle in production (dist/api → web/dist), or WEB_ROOT. */
function webRoot(): string | null {
  const candidates = [process.env.WEB_ROOT, join(dirname(fileURLToPath(import.meta.url)), '../../web/dist')].filter(Boolean) as string[];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? null;
}

/** BullMQ loses jobs silently when Redis evicts keys: refuse that in production. */
async function checkRedisPolicy(): Promise<void> {
  try {
    await waitForRedis(ctx.redis, 5000);
  } catch {
    logger.warn('Redis is not reachable yet; /api/health reports it and queued work returns 503 until it is');
    return;
  }
  const policy = await redisEvictionPolicy(ctx.redis);
  if (policy === null || policy === 'noeviction') return;
  const message = `Redis maxmemory-policy is "${policy}"; queues need "noeviction" (redis-cli CONFIG SET maxmemory-policy noeviction)`;
  if (config.nodeEnv === 'production') {
    logger.fatal(message);
    await ctx.close();
    process.exit(78);
  }
  logger.warn(message);
}

/** The sandbox checkout lets anyone "pay": say so at every start in production, in capitals. */
function warnAboutSandbox(): void {
  if (config.paymentProvider !== 'sandbox' || config.nodeEnv !== 'production') return;
  if (checkoutAvailable(config)) {
    logger.warn({ publicUrl: config.publicUrl }, 'SANDBOX PAYMENTS: PAYMENT_PROVIDER=sandbox, no money moves and anyone can "pay" for premium. Set PAYMENT_PROVIDER=flutterwave for real customers');
  } else {
    logger.warn({ publicUrl: config.publicUrl }, 'SANDBOX PAYMENTS SWITCHED OFF: PAYMENT_PROVIDER=sandbox on a public PUBLIC_URL; the subscribe page says payments are not configured yet. Configure Flutterwave, or set ALLOW_SANDBOX_PAYMENTS=true to let anyone "pay" in test mode');
  }
}

await checkRedisPolicy();
warnAboutSandbox();
const app = await buildApp({ ctx, webRoot: webRoot() });
app.addHook('onClose', async () => ctx.close());
closeApp = () => app.close();

try {
  const address = await app.listen({ port: config.port, host: config.host });
  logger.info({ address, env: config.nodeEnv }, `FitRater api listening on ${address.replace('0.0.0.0', 'localhost')}`);
} catch (error) {
  logger.fatal({ err: (error as Error).message }, 'could not start the api');
  await ctx.close();
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(130);
    closing = true;
    logger.info({ signal }, 'shutting down');
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
