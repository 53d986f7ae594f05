// `node loadtest/seed-session.mjs` — prints a session token for the k6 scripts.
import { runTs } from '../scripts/lib/run-ts.mjs';

const { seedSession } = await runTs('loadtest/src/seed-session.ts');
console.log(await seedSession());
