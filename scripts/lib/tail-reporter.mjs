// A Vitest reporter for scripts/test.mjs: writes the file named in FITRATER_VITEST_TAIL_FILE once every
// test file has started, at most FITRATER_VITEST_TAIL_RUNNING (default 1) are still running and none has
// failed. The run's last files are its longest ones, and while they finish the other workers' cores sit
// idle; test.mjs starts the browser suite then instead of after the very last file. Nothing is written
// after a failure, so a failing run never starts the browser suite.
import { writeFileSync } from 'node:fs';

export default class TailReporter {
  constructor() {
    this.file = process.env.FITRATER_VITEST_TAIL_FILE;
    this.running = Number(process.env.FITRATER_VITEST_TAIL_RUNNING ?? 1);
    this.total = 0;
    this.started = 0;
    this.ended = 0;
    this.failed = false;
    this.signalled = false;
  }

  onTestRunStart(specifications) {
    this.total = specifications.length;
  }

  onTestModuleStart() {
    this.started += 1;
    this.check();
  }

  onTestModuleEnd(testModule) {
    this.ended += 1;
    if (testModule.state() === 'failed' || !testModule.ok()) this.failed = true;
    this.check();
  }

  onTestCaseResult(testCase) {
    if (testCase.result().state === 'failed') this.failed = true;
  }

  check() {
    if (!this.file || this.signalled || this.failed || this.total === 0) return;
    if (this.started < this.total || this.started - this.ended > this.running) return;
    this.signalled = true;
    writeFileSync(this.file, `${JSON.stringify({ started: this.started, ended: this.ended, total: this.total })}\n`);
  }
}
