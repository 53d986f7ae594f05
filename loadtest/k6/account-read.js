// k6 scenario: signed-in users reading their profile while the health check is polled.
// Run: k6 run -e BASE_URL=http://localhost:3000 -e TOKEN=fr_... loadtest/k6/account-read.js
// (TOKEN from `node loadtest/seed-session.mjs`). The same scenario runs without k6:
// `node loadtest/run.mjs` (autocannon), which our machines use because k6 cannot be installed.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
const TOKEN = __ENV.TOKEN;

export const options = {
  scenarios: {
    profile: { executor: 'constant-vus', vus: 20, duration: '20s', exec: 'profile' },
    health: { executor: 'constant-arrival-rate', rate: 5, timeUnit: '1s', duration: '20s', preAllocatedVUs: 2, exec: 'health' },
  },
  thresholds: {
    'http_req_failed': ['rate<0.01'],
    'http_req_duration{scenario:profile}': ['p(99)<250'],
  },
};

export function profile() {
  const res = http.get(`${BASE_URL}/api/user/profile`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  check(res, { 'profile 200': (r) => r.status === 200, 'has email': (r) => r.json('email') !== undefined });
}

export function health() {
  const res = http.get(`${BASE_URL}/api/health`);
  check(res, { 'health 200': (r) => r.status === 200 });
}
