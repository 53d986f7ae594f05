// Signed-in reads at a constant arrival rate: GET /api/user/profile and GET /api/usage.
// Twin of `npm run load -- reads`. Run:
//   node loadtest/seed-users.mjs --count 50 > users.json
//   k6 run -e BASE_URL=http://localhost:3000 -e USERS_FILE=users.json -e RATE=400 loadtest/k6/reads.js
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, loadUsers, authHeaders } from './lib.js';

const users = loadUsers();
const RATE = Number(__ENV.RATE || 400);
const DURATION = __ENV.DURATION || '20s';
const read = { executor: 'constant-arrival-rate', rate: RATE, timeUnit: '1s', duration: DURATION, preAllocatedVUs: 50, maxVUs: 100 };

export const options = {
  scenarios: {
    profile: { ...read, exec: 'profile' },
    usage: { ...read, exec: 'usage' },
  },
  thresholds: {
    http_req_failed: ['rate<0.001'],
    'http_req_duration{scenario:profile}': ['p(99)<20'],
    'http_req_duration{scenario:usage}': ['p(99)<20'],
    // The arrival rate was held: fewer than 5 % of the iterations could not start.
    dropped_iterations: [`count<${Math.ceil(RATE * 2 * 20 * 0.05)}`],
  },
};

const token = () => users[Math.floor(Math.random() * users.length)].token;

export function profile() {
  const res = http.get(`${BASE_URL}/api/user/profile`, { headers: authHeaders(token()) });
  check(res, { 'profile 200': (r) => r.status === 200 });
}

export function usage() {
  const res = http.get(`${BASE_URL}/api/usage`, { headers: authHeaders(token()) });
  check(res, { 'usage 200': (r) => r.status === 200 });
}
