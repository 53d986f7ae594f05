/**
 * `npm run load -- <scenario> [--duration SECONDS] [--json]`: runs one load scenario against a stack
 * it starts itself (scenarios/*.ts, the k6 twins in loadtest/k6/) and exits 1 when a threshold fails.
 */
import { loadavg } from 'node:os';
import { prepareTemplateDatabase } from '@fitrater/test-support';
import { SCENARIOS } from './scenarios';
import type { ScenarioResult } from './lib/stats';

function usage(): string {
  const names = SCENARIOS.map((s) => `  ${s.name.padEnd(8)} ${s.summary} (default ${s.defaultDurationSeconds} s)`).join('\n');
  return `Usage: npm run load -- <scenario> [--duration SECONDS] [--json]\n\nScenarios:\n${names}\n`;
}

function parseArgs(argv: string[]): { name: string | null; duration: number | null; json: boolean } {
  let name: string | null = null;
  let duration: number | null = null;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--duration' || arg.startsWith('--duration=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      duration = Number(value);
      if (!Number.isFinite(duration) || duration <= 0) throw new Error(`--duration must be a number of seconds, got ${value}`);
    } else if (arg === '--help' || arg === '-h') name = null;
    else if (!arg.startsWith('-')) name = arg;
    else throw new Error(`Unknown option ${arg}\n\n${usage()}`);
  }
  return { name, duration, json };
}

function print(result: ScenarioResult, load: { before: string; after: string }): void {
  console.log(`\n${result.scenario}: ${result.description}`);
  console.log(`duration ${result.durationSeconds} s; load average before ${load.before}, after ${load.after}`);
  for (const [key, value] of Object.entries(result.metrics)) console.log(`  ${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  for (const t of result.thresholds) console.log(`  ${t.ok ? 'ok  ' : 'FAIL'} ${t.name}: ${t.value} ${t.op} ${t.limit}`);
}

const args = (() => {
  try {
    return parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
})();
const scenario = SCENARIOS.find((s) => s.name === args.name);
if (!scenario) {
  if (args.name) console.error(`Unknown scenario "${args.name}"\n`);
  console.error(usage());
  process.exit(args.name ? 2 : 0);
}
const log = (message: string) => console.error(`[load] ${message}`);
const fmt = () => loadavg().map((l) => l.toFixed(2)).join(' ');
await prepareTemplateDatabase();
const before = fmt();
const result = await scenario.run({ durationSeconds: args.duration ?? scenario.defaultDurationSeconds, log });
const after = fmt();
const passed = result.thresholds.every((t) => t.ok);
if (args.json) console.log(JSON.stringify({ ...result, loadAverage: { before, after }, passed }));
else print(result, { before, after });
log(passed ? `${scenario.name}: every threshold met` : `${scenario.name}: THRESHOLDS FAILED`);
process.exitCode = passed ? 0 : 1;
// Whatever a scenario left open (a socket closing slowly) does not keep the run alive.
setTimeout(() => process.exit(), 5000).unref();
