// Premium styling: 50 premium users ask the outfit generator (POST /api/premium/outfit-suggestion),
// wait for `styling.done` on the socket, think 1 s, repeat. Twin of `npm run load -- styling`.
//   node loadtest/seed-users.mjs --count 50 --premium > users.json
//   k6 run -e BASE_URL=http://localhost:3000 -e USERS_FILE=users.json loadtest/k6/styling.js
// The server should run AI_PROVIDER=openai against an OpenAI-wire fake answering a GeneratedOutfit
// after ENGINE_MS (default 300); overhead = total − ENGINE_MS.
import { WebSocket } from 'k6/experimental/websockets';
import { Counter, Trend } from 'k6/metrics';
import { setTimeout, clearTimeout } from 'k6/timers';
import { WS_URL, loadUsers, userOf, postJson, parseEvent } from './lib.js';

const users = loadUsers();
const ENGINE_MS = Number(__ENV.ENGINE_MS || 300);
const SECONDS = Number(__ENV.SECONDS || 20) + Number(__ENV.WARM_UP_SECONDS || 5);
const THINK_MS = 1000;
// Measured after a warm-up at the same load (fresh processes: JIT, pools, Postgres backends), as `npm run load` does.
const WARM_UP_SECONDS = Number(__ENV.WARM_UP_SECONDS || 5);
const RUN_STARTED = Date.now();
const phase = (startedAt) => ({ phase: startedAt - RUN_STARTED < WARM_UP_SECONDS * 1000 ? 'warm-up' : 'measured' });
// contracts/src/styling.ts STYLING_OCCASION_IDS and WEATHER_IDS
const OCCASIONS = ['business-meeting', 'casual-weekend', 'date-night', 'wedding-guest', 'job-interview', 'brunch', 'evening-party', 'travel', 'gym-workout', 'beach-pool', 'formal-dinner', 'concert-festival'];
const WEATHER = ['sunny-warm', 'cool-breezy', 'rainy', 'cold-winter', 'hot-humid', 'mild-spring'];

const total = new Trend('styling_done_ms', true);
const overhead = new Trend('styling_overhead_ms', true);
const failed = new Counter('styling_failed');
const lost = new Counter('styling_lost');
const rejected = new Counter('styling_post_rejected');

export const options = {
  scenarios: { styling: { executor: 'per-vu-iterations', vus: Math.min(50, users.length), iterations: 1, maxDuration: `${SECONDS + 60}s` } },
  thresholds: {
    'styling_overhead_ms{phase:measured}': ['p(95)<=150'],
    styling_failed: ['count==0'],
    styling_lost: ['count==0'],
    styling_post_rejected: ['count==0'],
  },
};

export default function () {
  const user = userOf(users);
  const until = Date.now() + SECONDS * 1000;
  const ws = new WebSocket(WS_URL);
  let pending = null;
  let n = 0;
  const early = {};

  function finish(type, at) {
    if (type === 'styling.done') {
      total.add(at - pending.started, phase(pending.started));
      overhead.add(at - pending.started - ENGINE_MS, phase(pending.started));
    } else failed.add(1);
    clearTimeout(pending.timer);
    pending = null;
    setTimeout(next, THINK_MS);
  }

  async function next() {
    if (Date.now() > until) return ws.close();
    n += 1;
    const started = Date.now();
    const body = { occasion: OCCASIONS[(__VU + n) % OCCASIONS.length], weather: WEATHER[n % WEATHER.length] };
    const res = await postJson('/api/premium/outfit-suggestion', body, user.token);
    if (res.status !== 202) {
      rejected.add(1);
      return setTimeout(next, THINK_MS);
    }
    const id = res.json('requestId');
    pending = { id, started, timer: setTimeout(() => { lost.add(1); pending = null; next(); }, 30000) };
    if (early[id]) finish(early[id].type, early[id].at);
  }

  ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: user.token }));
  ws.onmessage = (message) => {
    const event = parseEvent(message.data);
    if (!event) return;
    if (event.type === 'session.ready') return void setTimeout(next, Math.random() * THINK_MS);
    if (event.type !== 'styling.done' && event.type !== 'styling.failed') return;
    if (pending && event.data.requestId === pending.id) finish(event.type, Date.now());
    else early[event.data.requestId] = { type: event.type, at: Date.now() };
  };
}
