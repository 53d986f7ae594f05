import { afterAll, describe, expect, it } from 'vitest';
import { RatingModel, setRole } from '@fitrater/core';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@fitrater/test-support';
import { e2eSuite } from './support/suite';
import { horizontalOverflow, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** The admin panel's AI engine section: the engine in use, the model's probe, and the built-in engine's answers in its place. */
const ai: FakeOpenAiServer = await startFakeOpenAiServer();
const suite = e2eSuite({ env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0', LOCAL_VISION: 'off' } });
afterAll(async () => ai.close());

describe('admin panel: AI engine', () => {
  it('shows the engine, the probed model and a fallback counted when the model was rate-limited, in English and Arabic', async () => {
    const email = newEmail('engine-admin');
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Ada', email);
    await setRole(suite.stack.ctx, email, 'admin');
    // A rating while the model answers 429 with a long Retry-After: the built-in engine answers it.
    ai.setQuirks({ rateLimitRetryAfter: 60 });
    const res = await fetch(`${suite.stack.url}/api/ratings`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'navy blazer, white shirt, grey trousers', occasion: 'work' }),
    });
    const { ratingId } = (await res.json()) as { ratingId: string };
    for (let i = 0; i < 200 && (await RatingModel.query(suite.stack.ctx.db).findById(ratingId))?.status !== 'done'; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await RatingModel.query(suite.stack.ctx.db).findById(ratingId))?.engineFallback).toBe('rate_limited');
    ai.setQuirks(null);

    for (const language of ['en', 'ar'] as const) {
      const context = await phoneContext(suite.browser, suite.stack.url);
      await context.addInitScript(([t, lng]) => {
        localStorage.setItem('token', t!);
        localStorage.setItem('fitRater-language', lng!);
      }, [token, language]);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/admin');
      const section = page.locator('section[aria-labelledby="engine-title"]');
      await expectVisible(section.locator('[data-engine-provider="openai"]'));
      await expect.poll(() => section.locator('tr[data-reason="rate_limited"] td[data-capability="rating"]').textContent()).toBe('1');
      if (language === 'en') await expectVisible(section.getByRole('heading', { name: 'AI engine' }));
      else await expectVisible(section.getByRole('heading', { name: 'محرّك الذكاء الاصطناعي' }));
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-engine-${language}`);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
