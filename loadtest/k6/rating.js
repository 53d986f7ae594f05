// The rating flow: POST /api/ratings, then wait for `rating.done` on the user's socket (/api/ws).
// Twin of `npm run load -- rating`. Each VU is one user with its socket open, rating in a loop.
//   node loadtest/seed-users.mjs --count 10 > users.json
//   k6 run -e BASE_URL=http://localhost:3000 -e USERS_FILE=users.json loadtest/k6/rating.js
// The server should run AI_PROVIDER=openai against an OpenAI-wire fake with a fixed latency
// (ENGINE_MS, default 300) and FREE_MONTHLY_RATINGS high enough; overhead = total − ENGINE_MS.
import { WebSocket } from 'k6/experimental/websockets';
import { Counter, Trend } from 'k6/metrics';
import { setTimeout, clearTimeout } from 'k6/timers';
import { WS_URL, loadUsers, userOf, postJson, parseEvent } from './lib.js';

const users = loadUsers();
const ENGINE_MS = Number(__ENV.ENGINE_MS || 300);
const SECONDS = Number(__ENV.SECONDS || 20);

const total = new Trend('rating_done_ms', true);
const overhead = new Trend('rating_overhead_ms', true);
const failed = new Counter('rating_failed');
const lost = new Counter('rating_lost');
const rejected = new Counter('rating_post_rejected');

export const options = {
  scenarios: { rating: { executor: 'per-vu-iterations', vus: users.length, iterations: 1, maxDuration: `${SECONDS + 60}s` } },
  thresholds: {
    rating_overhead_ms: ['p(95)<150'],
    rating_failed: ['count==0'],
    rating_lost: ['count==0'],
    rating_post_rejected: ['count==0'],
  },
};

export default function () {
  const user = userOf(users);
  const until = Date.now() + SECONDS * 1000;
  const ws = new WebSocket(WS_URL);
  let pending = null; // { id, started, timer }
  const early = {}; // done/failed that arrived before the POST answered: ratingId → { type, at }

  function finish(type, at) {
    if (type === 'rating.done') {
      total.add(at - pending.started);
      overhead.add(at - pending.started - ENGINE_MS);
    } else failed.add(1);
    clearTimeout(pending.timer);
    pending = null;
    next();
  }

  async function next() {
    if (Date.now() > until) return ws.close();
    const started = Date.now();
    const res = await postJson('/api/ratings', { description: `k6 outfit ${__VU}-${started}: navy blazer, white shirt`, occasion: 'work' }, user.token);
    if (res.status !== 202) {
      rejected.add(1);
      return setTimeout(next, 1000);
    }
    const id = res.json('ratingId');
    // Nothing within 30 s counts as lost (the socket delivers done or failed for every rating).
    pending = { id, started, timer: setTimeout(() => { lost.add(1); pending = null; next(); }, 30000) };
    if (early[id]) finish(early[id].type, early[id].at);
  }

  ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: user.token }));
  ws.onmessage = (message) => {
    const event = parseEvent(message.data);
    if (!event) return;
    if (event.type === 'session.ready') return void next();
    if (event.type !== 'rating.done' && event.type !== 'rating.failed') return;
    if (pending && event.data.ratingId === pending.id) finish(event.type, Date.now());
    else early[event.data.ratingId] = { type: event.type, at: Date.now() };
  };
}
