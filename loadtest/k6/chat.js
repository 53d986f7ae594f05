// Stylist chat streaming: 50 premium users send a message, read the streamed reply (`chat.delta`…
// `chat.done` on the socket), think 1 s, repeat. Twin of `npm run load -- chat`.
//   node loadtest/seed-users.mjs --count 50 --premium > users.json
//   k6 run -e BASE_URL=http://localhost:3000 -e USERS_FILE=users.json loadtest/k6/chat.js
// The server should run AI_PROVIDER=openai against an OpenAI-wire fake streaming its first token
// after FIRST_TOKEN_MS (default 300) and CHAT_RATE_LIMIT_MAX high enough.
import { WebSocket } from 'k6/experimental/websockets';
import { Counter, Trend } from 'k6/metrics';
import { setTimeout, clearTimeout } from 'k6/timers';
import { WS_URL, loadUsers, userOf, postJson, parseEvent } from './lib.js';

const users = loadUsers();
const FIRST_TOKEN_MS = Number(__ENV.FIRST_TOKEN_MS || 300);
const SECONDS = Number(__ENV.SECONDS || 20) + Number(__ENV.WARM_UP_SECONDS || 5);
const THINK_MS = 1000;
// Measured after a warm-up at the same load (fresh processes: JIT, pools, Postgres backends), as `npm run load` does.
const WARM_UP_SECONDS = Number(__ENV.WARM_UP_SECONDS || 5);
const RUN_STARTED = Date.now();
const phase = (startedAt) => ({ phase: startedAt - RUN_STARTED < WARM_UP_SECONDS * 1000 ? 'warm-up' : 'measured' });

const firstDelta = new Trend('chat_first_delta_ms', true);
const firstDeltaOverhead = new Trend('chat_first_delta_overhead_ms', true);
const wholeReply = new Trend('chat_reply_ms', true);
const failed = new Counter('chat_failed');
const lost = new Counter('chat_lost');
const rejected = new Counter('chat_send_rejected');

export const options = {
  scenarios: { chat: { executor: 'per-vu-iterations', vus: Math.min(50, users.length), iterations: 1, maxDuration: `${SECONDS + 60}s` } },
  thresholds: {
    'chat_first_delta_overhead_ms{phase:measured}': ['p(95)<=100'],
    chat_failed: ['count==0'],
    chat_lost: ['count==0'],
    chat_send_rejected: ['count==0'],
  },
};

export default function () {
  const user = userOf(users);
  const until = Date.now() + SECONDS * 1000;
  const ws = new WebSocket(WS_URL);
  let pending = null; // { id, started, sawDelta, timer }
  const early = {}; // events for a reply that arrived before the send answered: replyId → [{ type, at }]

  function onReplyEvent(type, at) {
    if (type === 'chat.delta' && !pending.sawDelta) {
      pending.sawDelta = true;
      firstDelta.add(at - pending.started, phase(pending.started));
      firstDeltaOverhead.add(at - pending.started - FIRST_TOKEN_MS, phase(pending.started));
    } else if (type === 'chat.done' || type === 'chat.failed') {
      if (type === 'chat.failed') failed.add(1);
      else wholeReply.add(at - pending.started);
      clearTimeout(pending.timer);
      pending = null;
      setTimeout(next, THINK_MS);
    }
  }

  async function next() {
    if (Date.now() > until) return ws.close();
    const started = Date.now();
    const res = await postJson('/api/chat/send', { message: 'What shoes go with a navy suit for a wedding?', personality: 'professional' }, user.token);
    if (res.status !== 202) {
      rejected.add(1);
      return setTimeout(next, THINK_MS);
    }
    const id = res.json('replyId');
    pending = { id, started, sawDelta: false, timer: setTimeout(() => { lost.add(1); pending = null; next(); }, 30000) };
    for (const e of early[id] || []) if (pending) onReplyEvent(e.type, e.at);
  }

  ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: user.token }));
  ws.onmessage = (message) => {
    const event = parseEvent(message.data);
    if (!event) return;
    if (event.type === 'session.ready') return void setTimeout(next, Math.random() * THINK_MS);
    if (!event.type.startsWith('chat.')) return;
    const at = Date.now();
    if (pending && event.data.replyId === pending.id) onReplyEvent(event.type, at);
    else (early[event.data.replyId] = early[event.data.replyId] || []).push({ type: event.type, at });
  };
}
