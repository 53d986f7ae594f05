// `node loadtest/seed-users.mjs --count N [--premium] [--password PW] > users.json`: accounts and
// sessions for the k6 scenarios (USERS_FILE). See loadtest/src/seed-users.ts.
import { runTs } from '../scripts/lib/run-ts.mjs';

await runTs('loadtest/src/seed-users.ts');
