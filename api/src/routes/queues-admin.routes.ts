import type { FastifyInstance } from 'fastify';
import { FailedJobsReply, QueueListReply, QueueParams, RetryJobBody, RetryReply } from '@fitrater/contracts';
import { type CoreContext } from '@fitrater/core';
import { allQueueStatuses, listFailedJobs, parseQueueName, retryFailedJob, retryFailedJobs } from '@fitrater/platform';
import { typed } from './typed';

/** The admin queue view: counts, failed jobs with errors, retry. Admin role checked on every call. */
export async function queuesAdminRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);

  app.get('/api/admin/queues', { schema: { summary: 'Job counts per queue (admin)', response: { 200: QueueListReply } }, preHandler: app.requireAdmin },
    async () => ({ queues: await allQueueStatuses(ctx) }));

  app.get('/api/admin/queues/:queue/failed', {
    schema: { summary: 'Failed jobs of a queue (admin)', params: QueueParams, response: { 200: FailedJobsReply } }, preHandler: app.requireAdmin,
  }, async (request) => ({ jobs: await listFailedJobs(ctx, parseQueueName(request.params.queue)) }));

  app.post('/api/admin/queues/:queue/retry', {
    schema: { summary: 'Retry a queue\'s failed jobs (admin)', params: QueueParams, body: RetryJobBody, response: { 200: RetryReply } }, preHandler: app.requireAdmin,
  }, async (request) => {
    const queue = parseQueueName(request.params.queue);
    if ('all' in request.body) return { retried: await retryFailedJobs(ctx, queue) };
    await retryFailedJob(ctx, queue, request.body.jobId);
    return { retried: 1 };
  });
}
