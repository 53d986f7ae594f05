// Sign-up and login bursts within the real limits (RATE_LIMIT_SCALE=1): each simulated person comes
// from its own address (X-Forwarded-For; the server must trust this machine: TRUST_PROXY=127.0.0.1),
// and one address goes over the sign-up limit (10 an hour) and must get 429 with Retry-After.
// Twin of `npm run load -- auth` (which also verifies each e-mail code from the outbox; k6 cannot
// read the outbox, so here the logins use seeded accounts with a known password).
//   node loadtest/seed-users.mjs --count 100 --password 'Velvet#Closet42' > users.json
//   k6 run -e BASE_URL=http://localhost:3000 -e USERS_FILE=users.json -e PASSWORD='Velvet#Closet42' loadtest/k6/auth.js
import http from 'k6/http';
import { check } from 'k6';
import { Counter } from 'k6/metrics';
import { BASE_URL, loadUsers } from './lib.js';

const users = loadUsers();
const PASSWORD = __ENV.PASSWORD || 'Velvet#Closet42';
const REGISTER_LIMIT = 10;
const serverErrors = new Counter('server_errors');

// Bursts: 20 sign-ups (or logins) a second for 3 s, then quiet for 5 s, four times.
const burst = (rate) => ({
  executor: 'ramping-arrival-rate', startRate: 0, timeUnit: '1s', preAllocatedVUs: 40, maxVUs: 80,
  stages: [0, 1, 2, 3].flatMap(() => [{ target: rate, duration: '1s' }, { target: rate, duration: '3s' }, { target: 0, duration: '1s' }, { target: 0, duration: '3s' }]),
});

export const options = {
  scenarios: {
    signup: { ...burst(20), exec: 'signup' },
    login: { ...burst(20), exec: 'login', startTime: '2s' },
    overLimit: { executor: 'per-vu-iterations', vus: 1, iterations: 1, exec: 'overLimit', startTime: '35s' },
  },
  thresholds: {
    'http_req_duration{name:register}': ['p(95)<1000'],
    'http_req_duration{name:login}': ['p(95)<1000'],
    checks: ['rate==1'],
    server_errors: ['count==0'],
  },
};

let n = 0;
const ipOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) || 1}`;

function post(path, body, ip, name) {
  const res = http.post(`${BASE_URL}${path}`, JSON.stringify(body), { headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, tags: { name } });
  if (res.status >= 500) serverErrors.add(1);
  return res;
}

export function signup() {
  n += 1;
  const id = __VU * 100000 + n;
  const res = post('/api/auth/register', { name: `Burst ${id}`, email: `k6-burst-${id}-${Date.now()}@load.test`, password: PASSWORD }, ipOf(id), 'register');
  check(res, { 'register 201': (r) => r.status === 201 && typeof r.json('tempUserId') === 'string' });
}

export function login() {
  n += 1;
  // Each seeded account logs in at most a few times per 10 minutes (limit 10 per address and account).
  const user = users[(__VU * 7 + n) % users.length];
  const res = post('/api/auth/login', { email: user.email, password: PASSWORD }, ipOf(200000 + __VU * 1000 + n), 'login');
  check(res, { 'login 200': (r) => r.status === 200 && typeof r.json('token') === 'string' });
}

export function overLimit() {
  for (let i = 0; i < REGISTER_LIMIT + 3; i++) {
    const res = post('/api/auth/register', { name: 'Over', email: `k6-over-${i}-${Date.now()}@load.test`, password: PASSWORD }, '10.250.0.1', 'register-over-limit');
    if (i < REGISTER_LIMIT) check(res, { 'within the limit: 201': (r) => r.status === 201 });
    else check(res, { 'over the limit: 429 with Retry-After': (r) => r.status === 429 && Boolean(r.headers['Retry-After']) });
  }
}
