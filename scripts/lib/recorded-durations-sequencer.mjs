// Vitest's file order for the projects of `vitest.config.ts` (the browser suite's included):
// within each project, the longest files first, by the durations recorded in
// scripts/test-durations.json. Vitest itself orders by its own cache of the last run
// (node_modules/.vite), and without one (a clean clone, CI) by file size, which put the
// prose property tests (small files, 15–35 s each) last: one worker ran them while the other idled.
// Files the record does not know run first (Vitest's rule for files it has not timed). Refresh the
// record after a full run with `node scripts/test-durations.mjs`.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';
import { ROOT } from './project.mjs';

/** @type {Record<string, number>} seconds per `project:path from the repository root` */
const RECORDED = JSON.parse(readFileSync(new URL('../test-durations.json', import.meta.url), 'utf8'));

/** The recorded seconds of a test file, or Infinity when it has not been timed. */
export function recordedSeconds(projectName, moduleId, recorded = RECORDED) {
  return recorded[`${projectName}:${relative(ROOT, moduleId)}`] ?? Infinity;
}

export class RecordedDurationsSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files, recorded = RECORDED) {
    // Vitest's order keeps each group and project together (group order first); only the order
    // inside each run of one project's files changes.
    const base = await super.sort(files);
    const sorted = [];
    for (let start = 0; start < base.length;) {
      let end = start + 1;
      while (end < base.length && base[end].project === base[start].project) end += 1;
      const run = base.slice(start, end).map((spec, index) => ({ spec, index, seconds: recordedSeconds(spec.project.name, spec.moduleId, recorded) }));
      run.sort((a, b) => (b.seconds - a.seconds) || (a.index - b.index));
      sorted.push(...run.map(({ spec }) => spec));
      start = end;
    }
    return sorted;
  }
}
