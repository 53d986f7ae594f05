import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import TailReporter from './tail-reporter.mjs';

const module = (state, project = 'unit') => ({ state: () => state, ok: () => state !== 'failed', project: { name: project } });
const testCase = (state) => ({ result: () => ({ state }) });

describe('tail reporter', () => {
  let dir;
  let file;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tail-reporter-'));
    file = join(dir, 'tail.json');
    process.env.FITRATER_VITEST_TAIL_FILE = file;
    delete process.env.FITRATER_VITEST_TAIL_RUNNING;
    delete process.env.FITRATER_VITEST_TAIL_PROJECT;
  });
  afterEach(() => {
    delete process.env.FITRATER_VITEST_TAIL_FILE;
    rmSync(dir, { recursive: true, force: true });
  });

  it('signals once every file has started and only the last one still runs', () => {
    const reporter = new TailReporter();
    reporter.onTestRunStart([{}, {}, {}]);
    reporter.onTestModuleStart(module('pending'));
    reporter.onTestModuleStart(module('pending'));
    reporter.onTestModuleEnd(module('passed'));
    // One still runs, but a third file has not started yet.
    expect(existsSync(file)).toBe(false);
    reporter.onTestModuleStart(module('pending'));
    // Two run: not yet.
    expect(existsSync(file)).toBe(false);
    reporter.onTestModuleEnd(module('passed'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ started: 3, ended: 2, total: 3 });
  });

  it('never signals after a failed test or a failed file', () => {
    for (const fail of [(r) => r.onTestCaseResult(testCase('failed')), (r) => r.onTestModuleEnd(module('failed'))]) {
      const reporter = new TailReporter();
      reporter.onTestRunStart([{}, {}]);
      reporter.onTestModuleStart(module('pending'));
      reporter.onTestModuleStart(module('pending'));
      fail(reporter);
      reporter.onTestModuleEnd(module('passed'));
      reporter.onTestModuleEnd(module('passed'));
      expect(existsSync(file)).toBe(false);
    }
  });

  it('waits for as few running files as FITRATER_VITEST_TAIL_RUNNING allows', () => {
    process.env.FITRATER_VITEST_TAIL_RUNNING = '0';
    const reporter = new TailReporter();
    reporter.onTestRunStart([{}, {}]);
    reporter.onTestModuleStart(module('pending'));
    reporter.onTestModuleStart(module('pending'));
    reporter.onTestModuleEnd(module('passed'));
    expect(existsSync(file)).toBe(false);
    reporter.onTestModuleEnd(module('passed'));
    expect(existsSync(file)).toBe(true);
  });

  it('with FITRATER_VITEST_TAIL_PROJECT, signals when that project\'s first file starts, unless an earlier file failed', () => {
    process.env.FITRATER_VITEST_TAIL_PROJECT = 'integration';
    const reporter = new TailReporter();
    reporter.onTestRunStart([{}, {}, {}]);
    reporter.onTestModuleStart(module('pending'));
    reporter.onTestModuleEnd(module('passed'));
    expect(existsSync(file)).toBe(false);
    reporter.onTestModuleStart(module('pending', 'integration'));
    expect(existsSync(file)).toBe(true);

    rmSync(file);
    const failing = new TailReporter();
    failing.onTestRunStart([{}, {}]);
    failing.onTestModuleStart(module('pending'));
    failing.onTestModuleEnd(module('failed'));
    failing.onTestModuleStart(module('pending', 'integration'));
    expect(existsSync(file)).toBe(false);
  });
});
