import cron from 'node-cron';
import { createCoreContext } from '@fitrater/core';
import { createLogger, installProcessSafetyNet, loadConfigOrExit } from '@fitrater/platform';
import { SCHEDULE } from './schedule';
import { onShutdown } from './shutdown';

/**
 * The scheduler only enqueues. Each tick's job id is derived from the tick's
 * time, so two schedulers running at once still enqueue each job once.
 */
const config = loadConfigOrExit();
const logger = createLogger(config, 'scheduler');
const ctx = createCoreContext(config, { logger, dbPool: { min: 0, max: 1 } });
installProcessSafetyNet(logger, { close: () => ctx.close() });

const tasks = SCHEDULE.map((entry) =>
  cron.schedule(entry.cron, async () => {
    try {
      await entry.enqueue(ctx, new Date());
    } catch (error) {
      logger.error({ task: entry.name, err: (error as Error).message }, 'scheduled enqueue failed');
    }
  }, { timezone: 'UTC', name: entry.name }),
);
// Entries marked atStart run once now too (e.g. this week's challenge on a fresh install); ids keep it idempotent.
const atStart = SCHEDULE.filter((e) => e.atStart);
const startup = atStart.map((entry) => entry.enqueue(ctx, new Date()).then(
  () => true,
  (error: Error) => { logger.error({ task: entry.name, err: error.message }, 'start-up enqueue failed'); return false; },
));
logger.info({ tasks: SCHEDULE.map((e) => `${e.name} (${e.cron})`) }, 'scheduler ready');
// Once every start-up job is in the queue (a failure is logged above instead), so an operator or a test knows it.
void Promise.all(startup).then((enqueued) => {
  if (enqueued.every(Boolean)) logger.info({ tasks: atStart.map((e) => e.name) }, 'start-up tasks enqueued');
});

onShutdown(logger, async () => {
  for (const task of tasks) await task.stop();
  await ctx.close();
});
