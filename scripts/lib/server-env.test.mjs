import { describe, expect, it } from 'vitest';
import { workerProcessCount } from './server-env.mjs';

describe('workerProcessCount', () => {
  it('runs one workers process unless told otherwise', () => {
    expect(workerProcessCount({})).toBe(1);
    expect(workerProcessCount({ WORKER_PROCESSES: '' })).toBe(1);
  });

  it('takes WORKER_PROCESSES when set', () => {
    expect(workerProcessCount({ WORKER_PROCESSES: '2' })).toBe(2);
    expect(workerProcessCount({ WORKER_PROCESSES: ' 4 ' })).toBe(4);
  });

  it('refuses anything but a whole number from 1 to 16, naming the setting', () => {
    for (const bad of ['0', '17', '1.5', 'two', '-1']) {
      expect(() => workerProcessCount({ WORKER_PROCESSES: bad })).toThrow(/WORKER_PROCESSES must be a whole number from 1 to 16/);
    }
  });
});
