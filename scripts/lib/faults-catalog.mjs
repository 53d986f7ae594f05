// The fault suite (docs/OPERATIONS.md): which test covers which fault. `npm run faults` runs them all
// (vitest.faults.config.ts); `slow: true` files run only there, the others also in `npm test`.
export const FAULTS = [
  { id: 'F1', fault: 'worker SIGKILL mid-rating (and mid-mail delivery)', files: ['api/test/integration/ratings/openai-workers.test.ts', 'workers/test/integration/mail-worker-crash.test.ts'] },
  { id: 'F2', fault: 'SIGKILL after the result is committed, before the job is acknowledged', files: ['api/test/integration/faults/f2-commit-before-ack.test.ts'] },
  { id: 'F3', fault: 'rolling SIGTERM of workers with jobs in flight', files: ['api/test/integration/faults/f3-rolling-sigterm.test.ts'] },
  { id: 'F4', fault: 'Redis restarted mid-run (AOF on)', files: ['api/test/integration/faults/f4-redis-restart.test.ts'] },
  { id: 'F5', fault: 'Postgres restarted mid-run', files: ['api/test/faults/f5-postgres-restart.test.ts'], slow: true },
  { id: 'F6', fault: 'double submit and retried requests', files: ['api/test/integration/ratings/quota.test.ts'] },
  { id: 'F7', fault: 'AI 429 / 5xx / malformed / timeout / stream cut', files: ['api/test/integration/faults/f7-ai-timeout.test.ts', 'stylist/test/integration/openai.test.ts', 'api/test/integration/ratings/openai-workers.test.ts', 'api/test/integration/styling/styling-openai.test.ts', 'api/test/integration/chat/chat-openai.test.ts'] },
  { id: 'F8', fault: 'payment webhook ×3 racing the redirect', files: ['api/test/integration/billing/sandbox-payment.test.ts', 'api/test/integration/billing/flutterwave-payment.test.ts'] },
  { id: 'F9', fault: 'socket dropped mid-stream (rating and chat resume)', files: ['api/test/integration/faults/f9-rating-socket-drop.test.ts', 'api/test/integration/chat/chat-flow.test.ts'] },
  { id: 'F10', fault: 'push service 410 / 429 (and a push worker crash)', files: ['api/test/integration/notifications/push-broadcast.test.ts', 'workers/test/integration/push-worker-crash.test.ts'] },
  { id: 'F11', fault: 'disk full on the data folder', files: ['api/test/integration/faults/f11-disk-full.test.ts'] },
  { id: 'F12', fault: 'two schedulers running at once', files: ['api/test/integration/faults/f12-two-schedulers.test.ts'] },
  { id: 'S1', fault: 'scale out: two api and two workers processes, a rating posted on A streams to a socket on B', files: ['api/test/integration/faults/scale-out.test.ts'] },
  { id: 'S2', fault: 'Redis Cluster (3 nodes) with a hash-tagged queue prefix', files: ['api/test/faults/redis-cluster.test.ts'], slow: true },
];

export const FAULT_TEST_FILES = [...new Set(FAULTS.flatMap((f) => f.files))];
