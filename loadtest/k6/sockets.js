// 1,000 open sockets on one api process (k6/experimental/websockets), each a signed-in user; a second
// scenario changes random users' profiles (PATCH /api/user/profile publishes `profile.updated` to that
// user's sockets). Latency = arrival − the event's `at` (set by the publisher; same machine's clock).
// Twin of `npm run load -- sockets` (which publishes on Redis directly).
//   node loadtest/seed-users.mjs --count 1000 > users.json
//   k6 run -e BASE_URL=http://localhost:3000 -e USERS_FILE=users.json loadtest/k6/sockets.js
import http from 'k6/http';
import { check } from 'k6';
import { WebSocket } from 'k6/experimental/websockets';
import { Counter, Trend } from 'k6/metrics';
import { setTimeout } from 'k6/timers';
import { BASE_URL, WS_URL, loadUsers, authHeaders, parseEvent } from './lib.js';

const users = loadUsers();
const SOCKETS = Number(__ENV.SOCKETS || 1000);
const SECONDS = Number(__ENV.SECONDS || 20);
const RATE = Number(__ENV.RATE || 50);

const latency = new Trend('ws_event_latency_ms', true);
const ready = new Counter('ws_sessions_ready');
const dropped = new Counter('ws_dropped');

export const options = {
  scenarios: {
    // Every socket stays open for the whole run (plus the time to open them all).
    sockets: { executor: 'per-vu-iterations', vus: SOCKETS, iterations: 1, maxDuration: `${SECONDS + 60}s`, exec: 'hold' },
    publish: { executor: 'constant-arrival-rate', rate: RATE, timeUnit: '1s', startTime: '15s', duration: `${SECONDS}s`, preAllocatedVUs: 10, exec: 'publish' },
  },
  thresholds: {
    ws_event_latency_ms: ['p(95)<20'],
    ws_sessions_ready: [`count>=${SOCKETS}`],
    ws_dropped: ['count==0'],
    'http_req_failed{scenario:publish}': ['rate<0.001'],
  },
};

export function hold() {
  const user = users[(__VU - 1) % users.length];
  const ws = new WebSocket(WS_URL);
  let closing = false;
  ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: user.token }));
  ws.onmessage = (message) => {
    const event = parseEvent(message.data);
    if (!event) return;
    if (event.type === 'session.ready') {
      ready.add(1);
      // Open until the publishing scenario (starts at 15 s) has finished.
      setTimeout(() => { closing = true; ws.close(); }, (15 + SECONDS + 2) * 1000);
    } else if (event.type === 'profile.updated') latency.add(Date.now() - Date.parse(event.at));
  };
  ws.onclose = () => { if (!closing) dropped.add(1); };
}

export function publish() {
  const user = users[Math.floor(Math.random() * Math.min(SOCKETS, users.length))];
  const res = http.patch(`${BASE_URL}/api/user/profile`, JSON.stringify({ name: `Load ${Date.now() % 100000}` }), { headers: authHeaders(user.token) });
  check(res, { 'profile patched': (r) => r.status === 200 });
}
