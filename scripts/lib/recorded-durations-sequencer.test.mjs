import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ROOT } from './project.mjs';
import { RecordedDurationsSequencer } from './recorded-durations-sequencer.mjs';

const project = (name, groupOrder) => ({ name, config: { sequence: { groupOrder }, isolate: false } });
const unit = project('unit', 0);
const integration = project('integration', 1);
const spec = (p, path, size) => ({ project: p, moduleId: join(ROOT, path), size });

/** A sequencer as on a clean clone: Vitest's own cache knows no results, only file sizes. */
function cleanClone(specs) {
  const sizes = new Map(specs.map((s) => [`${s.project.name}:${s.moduleId.slice(ROOT.length + 1)}`, { size: s.size }]));
  return new RecordedDurationsSequencer({ config: { root: ROOT }, cache: { getFileTestResults: () => undefined, getFileStats: (key) => sizes.get(key) } });
}

describe('recorded durations sequencer', () => {
  it('runs the longest recorded files of a project first, untimed ones before them, and keeps projects and groups apart', async () => {
    const specs = [
      spec(integration, 'i/slow.test.ts', 100), spec(integration, 'i/big.test.ts', 9000),
      spec(unit, 'u/big-quick.test.ts', 9000), spec(unit, 'u/small-slow.test.ts', 100), spec(unit, 'u/new.test.ts', 50), spec(unit, 'u/mid.test.ts', 5000),
    ];
    const recorded = { 'unit:u/big-quick.test.ts': 0.5, 'unit:u/small-slow.test.ts': 30, 'unit:u/mid.test.ts': 4, 'integration:i/slow.test.ts': 60, 'integration:i/big.test.ts': 2 };
    const order = (await cleanClone(specs).sort(specs, recorded)).map((s) => `${s.project.name}:${s.moduleId.slice(ROOT.length + 1)}`);
    expect(order).toEqual([
      'unit:u/new.test.ts', 'unit:u/small-slow.test.ts', 'unit:u/mid.test.ts', 'unit:u/big-quick.test.ts',
      'integration:i/slow.test.ts', 'integration:i/big.test.ts',
    ]);
  });

  it('keeps Vitest\'s order (biggest first) between files with the same recorded time', async () => {
    const specs = [spec(unit, 'u/a.test.ts', 10), spec(unit, 'u/b.test.ts', 20)];
    const order = (await cleanClone(specs).sort(specs, { 'unit:u/a.test.ts': 1, 'unit:u/b.test.ts': 1 })).map((s) => s.moduleId.slice(ROOT.length + 1));
    expect(order).toEqual(['u/b.test.ts', 'u/a.test.ts']);
  });
});
