import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { closeContexts, sharedBrowser } from './browser';

export interface E2eSuite {
  /** The real stack (api serving web/dist, workers, fresh database and Redis prefix). */
  readonly stack: TestStack;
  /** The worker's Chromium (shared with the files before and after this one; never its contexts). */
  readonly browser: Browser;
}

/**
 * Starts the stack before a file's tests and stops it after them; the browser is the worker's, and the
 * contexts the file opened are closed after it.
 */
export function e2eSuite(options: { env?: Record<string, string> } = {}): E2eSuite {
  let stack: TestStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startTestStack({ web: true, env: options.env }), sharedBrowser()]);
  });
  afterAll(async () => {
    if (browser) await closeContexts(browser);
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
