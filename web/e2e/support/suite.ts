import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { launchBrowser } from './browser';

export interface E2eSuite {
  /** The real stack (api serving web/dist, workers, fresh database and Redis prefix). */
  readonly stack: TestStack;
  readonly browser: Browser;
}

/** Starts the stack and Chromium before a file's tests and stops both after them. */
export function e2eSuite(options: { env?: Record<string, string> } = {}): E2eSuite {
  let stack: TestStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startTestStack({ web: true, env: options.env });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  return {
    get stack() {
      if (!stack) throw new Error('e2eSuite: the stack is not started yet (use it inside tests or hooks)');
      return stack;
    },
    get browser() {
      if (!browser) throw new Error('e2eSuite: the browser is not started yet (use it inside tests or hooks)');
      return browser;
    },
  };
}
