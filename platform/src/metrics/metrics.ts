import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PlatformContext } from '../context';
import { allQueueStatuses } from '../queue/queue-admin.service';
import { JOB_DURATION_BUCKETS, readJobTimings } from './job-timings';
import { readEngineFallbacks } from './engine-fallbacks';

export interface AppMetrics {
  contentType: string;
  observeHttp(route: string, method: string, status: number, seconds: number): void;
  render(): Promise<string>;
}

/**
 * The api's Prometheus registry (one per app, not prom-client's global one, so
 * several apps in one test process stay apart). Queue depths, job durations and
 * push counts are read at scrape time from Redis and Postgres, so they cover
 * every worker process, not only this one.
 */
export function createMetrics(ctx: PlatformContext, sources: { wsConnections(): number }): AppMetrics {
  const registry = new Registry();
  const http = new Histogram({
    name: 'fitrater_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'fitrater_websocket_connections',
    help: 'Open WebSocket connections on this api process',
    registers: [registry],
    collect() {
      this.set(sources.wsConnections());
    },
  });
  new Gauge({
    name: 'fitrater_queue_jobs',
    help: 'Jobs per queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of await allQueueStatuses(ctx)) {
        for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed', 'paused'] as const) {
          this.set({ queue: status.queue, state }, status[state]);
        }
      }
    },
  });
  new Counter({
    name: 'fitrater_push_notifications_total',
    help: 'Web push messages by outcome (sent: accepted by the push service; failed: refused, gone or given up), all broadcasts',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      const row = await ctx.db('broadcasts').sum({ sent: 'sent', failed: 'failed' }).first();
      this.reset();
      this.inc({ outcome: 'sent' }, Number(row?.sent ?? 0));
      this.inc({ outcome: 'failed' }, Number(row?.failed ?? 0));
    },
  });
  new Counter({
    name: 'fitrater_engine_fallbacks_total',
    help: 'Answers the built-in engine gave in place of the configured model, by capability (rating, chat, styling) and reason (all worker processes)',
    labelNames: ['capability', 'reason'] as const,
    registers: [registry],
    async collect() {
      const counts = await readEngineFallbacks(ctx.redis, ctx.config.redisPrefix);
      this.reset();
      for (const { capability, reason, count } of counts) this.inc({ capability, reason }, count);
    },
  });
  // Job durations are measured by the workers (Redis hash); rendered here as a real histogram.
  registry.registerMetric({
    name: 'fitrater_job_duration_seconds',
    help: 'Job run time by job name and outcome (all worker processes)',
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const timings = await readJobTimings(ctx.redis, ctx.config.redisPrefix);
      const values = timings.flatMap((t) => {
        const labels = { job: t.job, outcome: t.outcome };
        return [
          ...JOB_DURATION_BUCKETS.map((bound, i) => ({ metricName: 'fitrater_job_duration_seconds_bucket', labels: { ...labels, le: bound }, value: t.buckets[i]! })),
          { metricName: 'fitrater_job_duration_seconds_bucket', labels: { ...labels, le: '+Inf' }, value: t.count },
          { metricName: 'fitrater_job_duration_seconds_sum', labels, value: t.sum },
          { metricName: 'fitrater_job_duration_seconds_count', labels, value: t.count },
        ];
      });
      return { name: 'fitrater_job_duration_seconds', help: 'Job run time by job name and outcome (all worker processes)', type: 'histogram', aggregator: 'sum', values };
    },
  } as never);
  return {
    contentType: registry.contentType,
    observeHttp: (route, method, status, seconds) => http.observe({ route, method, status: String(status) }, seconds),
    render: () => registry.metrics(),
  };
}
