// A Vitest reporter for scripts/test.mjs: writes the file named in FITRATER_VITEST_TAIL_FILE once every
// test file has started, at most FITRATER_VITEST_TAIL_RUNNING (default 1) are still running and none has
// failed: while the run's last files finish, the other workers' cores sit idle, and test.mjs starts the
// browser suite then instead of after the very last file. With FITRATER_VITEST_TAIL_PROJECT set, it
// writes it instead when the first file of that project starts (the projects before it all passed).
// Nothing is written after a failure, so a failing run never starts the browser suite.
import { writeFileSync } from 'node:fs';

export default class TailReporter {
  constructor() {
    this.file = process.env.FITRATER_VITEST_TAIL_FILE;
    this.running = Number(process.env.FITRATER_VITEST_TAIL_RUNNING ?? 1);
    this.project = process.env.FITRATER_VITEST_TAIL_PROJECT || null;
    this.total = 0;
    this.started = 0;
    this.ended = 0;
    this.failed = false;
    this.signalled = false;
  }

  onTestRunStart(specifications) {
    this.total = specifications.length;
  }

  onTestModuleStart(testModule) {
    this.started += 1;
    if (this.project && testModule.project.name === this.project) this.signal();
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
    if (this.project || this.total === 0) return;
    if (this.started < this.total || this.started - this.ended > this.running) return;
    this.signal();
  }

  signal() {
    if (!this.file || this.signalled || this.failed) return;
    this.signalled = true;
    writeFileSync(this.file, `${JSON.stringify({ started: this.started, ended: this.ended, total: this.total })}\n`);
  }
}
