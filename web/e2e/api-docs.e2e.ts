import { describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import { phoneContext, screenshot } from './support/browser';
import { expectVisible } from './support/expect';

/** The API reference at /api/docs renders under the app's Content-Security-Policy (no relaxation). */
const suite = e2eSuite();

describe('API reference page', () => {
  it('renders every operation from /api/openapi.json without a CSP violation', async () => {
    const context = await phoneContext(suite.browser, suite.stack.url);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    await page.goto('/api/docs');
    // Swagger UI parses the whole document and draws 100+ operations before its title shows: on two cores shared
    // with the other browser file and Vitest's last one that once took over the usual 15 s.
    await expectVisible(page.getByText('FitRater API').first(), 60_000);
    await expectVisible(page.locator('.opblock').first());
    expect(await page.locator('.opblock').count()).toBeGreaterThan(60);
    await page.locator('.opblock-summary').filter({ hasText: '/api/auth/login' }).first().click();
    await expectVisible(page.getByText('Request body').first());
    await screenshot(page, 'api-docs', { viewport: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
