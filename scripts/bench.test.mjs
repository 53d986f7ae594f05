import { describe, expect, it } from 'vitest';
import { markdownTable, parseResults, resultTables, updateDocument, renderSection, findBenches } from './bench.mjs';

describe('bench runner', () => {
  it('finds the start-time bench and *.bench.mjs files', () => {
    const files = findBenches();
    expect(files.some((f) => f.endsWith('scripts/bench/start-time.mjs'))).toBe(true);
    expect(files.every((f) => f.includes('scripts/bench/') || f.endsWith('.bench.mjs'))).toBe(true);
  });
  it('reads JSON lines among other output', () => {
    expect(parseResults('progress\n{"bench":"a","rows":[]}\n{broken\n[1]\n')).toEqual([{ bench: 'a', rows: [] }]);
  });
  it('turns rows, nested objects and scalars into tables', () => {
    expect(resultTables({ bench: 'a', rows: [{ x: 1 }] })).toEqual([[{ x: 1 }]]);
    expect(resultTables({ bench: 'b', bare: { rps: 10, p99: 2 }, profile: { rps: 5, p99: 4 }, ratio: 0.5 })).toEqual([
      [{ case: 'bare', rps: 10, p99: 2 }, { case: 'profile', rps: 5, p99: 4 }],
      [{ ratio: 0.5 }],
    ]);
    expect(markdownTable([{ case: 'warm', ms: 1200 }, { case: 'cold', ms: 3.456, extra: 'a|b' }])).toBe(
      '| case | ms | extra |\n| --- | ---: | --- |\n| warm | 1200 |  |\n| cold | 3.46 | a\\|b |',
    );
    expect(markdownTable([{ ratio: 0.0834 }])).toBe('| ratio |\n| --- |\n| 0.0834 |');
  });
  it('replaces only the sections of the benches that ran', () => {
    const m = { date: 'D', nproc: 2, cpu: 'cpu', node: 'v20', load: '0' };
    const first = updateDocument('', new Map([['a', renderSection('a', [{ bench: 'a', rows: [{ v: 1 }] }], 'x.mjs', m)], ['b', renderSection('b', [{ bench: 'b', rows: [{ v: 2 }] }], 'y.mjs', m)]]));
    const second = updateDocument(first, new Map([['a', renderSection('a', [{ bench: 'a', rows: [{ v: 9 }] }], 'x.mjs', m)]]));
    expect(second).toContain('| 9 |');
    expect(second).not.toContain('| 1 |');
    expect(second).toContain('| 2 |');
    expect(second.match(/<!-- bench:a -->/g)).toHaveLength(1);
  });
});
