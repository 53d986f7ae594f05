import { configureSharpForWorkers, createCoreContext, createLogger, loadConfigOrExit } from '@fitrater/core';
import { startWorkers } from './runtime';
import { onShutdown } from './shutdown';

const config = loadConfigOrExit();
const logger = createLogger(config, 'workers');
const ctx = createCoreContext(config, { logger });
configureSharpForWorkers();

try {
  const runtime = await startWorkers(ctx);
  onShutdown(logger, async () => {
    // Finishes the active jobs before exiting (BullMQ worker.close()).
    await runtime.close();
    await ctx.close();
  });
} catch (error) {
  logger.fatal({ err: (error as Error).message }, 'workers failed to start');
  await ctx.close();
  process.exit(1);
}
