import { createCoreContext } from '@fitrater/core';
import { configureSharpForWorkers, createLogger, installProcessSafetyNet, loadConfigOrExit } from '@fitrater/platform';
import { probeAtStart } from '@fitrater/providers';
import { warmStylingKnowledge } from '@fitrater/stylist';
import { resolveQueues, startWorkers } from './runtime';
import { lowerPriorityIfBackground } from './cpu-priority';
import { onShutdown } from './shutdown';

const config = loadConfigOrExit();
const logger = createLogger(config, 'workers');
const ctx = createCoreContext(config, { logger });
configureSharpForWorkers();
let closeAll: () => Promise<void> = () => ctx.close();
installProcessSafetyNet(logger, { close: () => closeAll() });

try {
  lowerPriorityIfBackground(resolveQueues(config.workerQueues), logger);
  const runtime = await startWorkers(ctx);
  // What the configured models accept, probed (or read from Redis) in the background: logged, and ready for the first answer.
  void probeAtStart(config, logger, ctx.redis);
  // The built-in engine answers chat and styling (or stands in for a failing model): its colour stories are ready before the first question.
  const queues = resolveQueues(config.workerQueues);
  if (queues.includes('chat') || queues.includes('styling')) void warmStylingKnowledge();
  // Bounded by the safety net's timeout: a job that does not finish in time is handed to another worker by BullMQ once its lock expires.
  closeAll = async () => {
    await runtime.close();
    await ctx.close();
  };
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
