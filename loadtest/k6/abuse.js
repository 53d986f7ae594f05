// Members keep reading while one account floods WebSockets: GET /api/user/profile + /api/usage for
// 20 s quiet, then 20 s more while `flood` opens SOCKETS sockets with one account's token (the server
// keeps at most WS_MAX_PER_USER of them, closing the oldest with 1008, and refuses more than
// WS_MAX_PER_ADDRESS from one address). The reads' p95 under attack must stay within 2× the quiet p95
// (QUIET_P95_MS: take it from the quiet phase of a first run, or from `npm run load -- abuse`).
// Twin of `npm run load -- abuse`; k6 has no raw TCP, so the slowloris half (trickled header lines)
// is only in the node runner.
//   node loadtest/seed-users.mjs --count 21 > users.json
//   k6 run -e BASE_URL=http://localhost:3000 -e USERS_FILE=users.json -e QUIET_P95_MS=5 loadtest/k6/abuse.js
import http from 'k6/http';
import { check, sleep } from 'k6';
import { WebSocket } from 'k6/experimental/websockets';
import { Counter } from 'k6/metrics';
import { setTimeout } from 'k6/timers';
import { BASE_URL, WS_URL, loadUsers, authHeaders } from './lib.js';

const users = loadUsers();
const attacker = users[0];
const members = users.slice(1);
const SOCKETS = Number(__ENV.SOCKETS || 1000);
const QUIET_P95_MS = Number(__ENV.QUIET_P95_MS || 10);

const policyCloses = new Counter('ws_policy_closes');

export const options = {
  scenarios: {
    quiet: { executor: 'constant-vus', vus: 20, duration: '20s', exec: 'read', tags: { phase: 'quiet' } },
    attacked: { executor: 'constant-vus', vus: 20, startTime: '20s', duration: '20s', exec: 'read', tags: { phase: 'attacked' } },
    flood: { executor: 'per-vu-iterations', vus: SOCKETS, iterations: 1, startTime: '20s', maxDuration: '25s', exec: 'flood' },
  },
  thresholds: {
    'http_req_duration{phase:attacked}': [`p(95)<${2 * QUIET_P95_MS}`],
    'http_req_failed{phase:attacked}': ['rate==0'],
    // The account's surplus sockets were closed or refused with 1008.
    ws_policy_closes: [`count>=${Math.max(0, SOCKETS - 20 - 10)}`],
  },
};

export function read() {
  const user = members[(__VU - 1) % members.length];
  for (const path of ['/api/user/profile', '/api/usage']) {
    const res = http.get(`${BASE_URL}${path}`, { headers: authHeaders(user.token) });
    check(res, { [`${path} 200`]: (r) => r.status === 200 });
  }
  sleep(0.1);
}

export function flood() {
  const ws = new WebSocket(WS_URL);
  ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: attacker.token }));
  ws.onclose = (event) => {
    if (event.code === 1008) policyCloses.add(1);
  };
  setTimeout(() => ws.close(), 20_000);
}
