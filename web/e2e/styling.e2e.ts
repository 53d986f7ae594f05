import { describe, expect, it } from 'vitest';
import { UserModel, userChangesSeen } from '@fitrater/core';
import { pauseQueue, resumeQueue } from '@fitrater/platform';
import { coloursNamed } from '@fitrater/stylist';
import { horizontalOverflow, screenshot } from './support/browser';
import { expectVisible } from './support/expect';
import { countFrames, ratedOutfit, signedInPage, stylingAccount } from './support/styling';
import { visit } from './support/layout-audit';
import { e2eSuite } from './support/suite';

/**
 * Premium styling in a phone browser against the real stack (queue, styling worker, socket,
 * local engine): the upsell for free members, the generator with live progress and a reload
 * mid-request, the combiner's "rate N more" answer then a combination, and the history.
 */
const suite = e2eSuite();

describe('/premium styling', () => {
  it('shows free members the upsell instead of the tools', async () => {
    const { token } = await stylingAccount(suite.stack, false);
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token);
    await page.goto('/premium');
    await expectVisible(page.getByRole('heading', { name: 'Premium AI styling' }));
    await expectVisible(page.getByRole('link', { name: 'Go Premium' }));
    expect(await page.getByRole('button', { name: 'Generate outfit' }).count()).toBe(0);
    await screenshot(page, 'en-premium-styling-upsell');
    // What /subscribe promises is reachable: each of these screens is tested below.
    await page.goto('/subscribe');
    for (const feature of ['Better outfit suggestions after every rating', 'Premium AI styling: outfit generator and combiner', 'Personal fashion trends']) {
      await expectVisible(page.getByText(feature));
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('generates an outfit live, resumes it after a reload, combines rated outfits and keeps the history', async () => {
    const { token, userId } = await stylingAccount(suite.stack, true);
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token);
    const progress = countFrames(page, 'styling.progress');
    await page.goto('/premium');
    const generator = page.locator('section', { has: page.getByRole('heading', { name: 'Outfit generator' }) });
    await expectVisible(generator);
    await expectVisible(page.getByText('Your generated outfits, combinations and outfit advice will appear here.'));

    // Occasion is required.
    await generator.getByRole('button', { name: 'Generate outfit' }).click();
    await expectVisible(generator.getByText('Please select an occasion'));

    await generator.getByLabel('Occasion').selectOption({ label: 'Job Interview' });
    await generator.getByLabel('Weather (optional)').selectOption({ label: 'Rainy' });
    await generator.getByLabel('Body type (optional)').selectOption({ label: 'Pear Shape' });
    await generator.getByRole('button', { name: 'Generate outfit' }).click();
    await expectVisible(page.getByText('Premium outfit suggestion generated'), 20_000);
    await expectVisible(generator.getByRole('heading', { name: 'Styling notes' }));
    await expectVisible(generator.getByRole('heading', { name: 'Job Interview' }));
    const footwear = await generator.locator('.styling-pieces__row', { hasText: 'Footwear' }).locator('dd').innerText();
    expect(footwear.length).toBeGreaterThan(3);
    expect(progress.n).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'en-premium-generated');

    // A request in flight survives a reload: the queue is paused, the page reloads, then the worker finishes it.
    await pauseQueue(suite.stack.ctx, 'styling');
    try {
      await generator.getByLabel('Occasion').selectOption({ label: 'Brunch' });
      await generator.getByRole('button', { name: 'Generate outfit' }).click();
      await expectVisible(generator.getByRole('progressbar'));
      await page.reload();
      await expectVisible(page.locator('section', { has: page.getByRole('heading', { name: 'Outfit generator' }) }).getByRole('progressbar'));
      await expectVisible(page.getByText('Waiting for the stylist…'));
    } finally {
      await resumeQueue(suite.stack.ctx, 'styling');
    }
    await expectVisible(generator.getByRole('heading', { name: 'Brunch' }), 20_000);

    // The combiner says how many more outfits rated 7+ it needs, then combines them.
    const combiner = page.locator('section', { has: page.getByRole('heading', { name: 'Outfit combiner' }) });
    await ratedOutfit(suite.stack, userId, 8.1, 'navy');
    await combiner.getByLabel('Occasion').selectOption({ label: 'Date Night' });
    await combiner.getByRole('button', { name: 'Combine my outfits' }).click();
    await expectVisible(combiner.getByText('You need 1 more outfit rated 7+ before the combiner can work. Rate one and come back.'));
    await ratedOutfit(suite.stack, userId, 8.7, 'camel');
    await combiner.getByRole('button', { name: 'Combine my outfits' }).click();
    await expectVisible(page.getByText('Outfit combination generated based on your style history'), 20_000);
    await expectVisible(combiner.getByText('Built from 2 of your outfits'));

    // History: newest first, each opens in place.
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Your suggestions' }) });
    await expectVisible(history.locator('summary').first());
    expect(await history.locator('summary').count()).toBe(3);
    await expect(history.locator('summary').first().innerText()).resolves.toContain('Combination');
    await history.locator('summary').first().click();
    await expectVisible(history.getByText('Built from 2 of your outfits'));
    await screenshot(page, 'en-premium-history');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the generated outfit\'s colours in German, each chip with its swatch', async () => {
    const { token } = await stylingAccount(suite.stack, true);
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token, 'de');
    await page.goto('/premium');
    await page.getByLabel('Anlass').first().selectOption({ label: 'Vorstellungsgespräch' });
    await page.getByRole('button', { name: 'Outfit erstellen' }).click();
    await expectVisible(page.getByText('Premium-Outfitvorschlag erstellt'), 20_000);
    const chips = page.getByRole('list', { name: 'Farben' }).first();
    await chips.scrollIntoViewIfNeeded();
    const shown = await chips.locator('li').evaluateAll((items) => items.map((li) => ({
      text: li.textContent ?? '',
      dot: (li.querySelector('.styling-chip__dot') as HTMLElement | null)?.style.background ?? null,
    })));
    expect(shown.length).toBeGreaterThan(0);
    for (const chip of shown) {
      // The German name from the stylist's table, and a dot in that colour.
      expect(coloursNamed(chip.text, 'de')[0]?.name, chip.text).toBe(chip.text);
      expect(chip.dot, chip.text).toMatch(/^rgb\(/);
    }
    await screenshot(page, 'de-premium-generated-colours', { viewport: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads right-to-left in Arabic', async () => {
    const { token } = await stylingAccount(suite.stack, true);
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token, 'ar');
    await page.goto('/premium');
    await expectVisible(page.getByRole('heading', { name: 'مولّد الإطلالات' }));
    await page.getByLabel('المناسبة').first().selectOption({ label: 'اجتماع عمل' });
    await page.getByRole('button', { name: 'أنشئ إطلالة' }).click();
    await expectVisible(page.getByText('تم إنشاء اقتراح إطلالة مميز'), 20_000);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'ar-premium-generated');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a better outfit suggestion for a rated outfit', () => {
  it('arrives live on the results screen in four parts, and the history dialog shows it again', async () => {
    const { token, userId } = await stylingAccount(suite.stack, true);
    const outfitId = await ratedOutfit(suite.stack, userId, 7.4, 'navy');
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token);
    const progress = countFrames(page, 'styling.progress');
    await page.goto(`/results?id=${outfitId}`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Better outfit suggestion' }) });
    await panel.getByRole('button', { name: 'Get A Better Outfit Suggestion' }).click();
    await expectVisible(page.getByText('Your outfit suggestion is ready'), 20_000);
    for (const part of ['Top', 'Bottom', 'Shoes', 'Accessories']) await expectVisible(panel.getByRole('heading', { name: part, exact: true }));
    await expectVisible(panel.getByRole('heading', { name: 'Overall' }));
    // The worn white sneakers scored 6.1: the advice changes them and keeps the blazer (8.4).
    await expectVisible(panel.locator('.styling-advice__part', { hasText: 'Shoes' }).getByText('Change it'));
    await expectVisible(panel.locator('.styling-advice__part', { hasText: 'Top' }).getByText('Keep it'));
    expect(progress.n).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'en-results-suggestion');

    await page.goto('/history');
    await page.getByRole('button', { name: 'Details' }).first().click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByRole('heading', { name: 'Better outfit suggestion' }));
    await expectVisible(dialog.getByRole('heading', { name: 'Overall' }));
    await expectVisible(dialog.getByRole('button', { name: 'Ask for a fresh suggestion' }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Arabic', async () => {
    const { token, userId } = await stylingAccount(suite.stack, true);
    const outfitId = await ratedOutfit(suite.stack, userId, 6.8, 'camel');
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token, 'ar');
    await page.goto(`/results?id=${outfitId}`);
    await page.getByRole('button', { name: 'احصل على اقتراح إطلالة أفضل' }).click();
    await expectVisible(page.getByText('اقتراح إطلالتك جاهز'), 20_000);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'ar-results-suggestion');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a free member with no credit one upsell and no button that would answer 403', async () => {
    const { token, userId } = await stylingAccount(suite.stack, false);
    const outfitId = await ratedOutfit(suite.stack, userId, 7.4, 'navy');
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token);
    await page.goto(`/results?id=${outfitId}`);
    await expectVisible(page.getByText('Personal suggestions for this outfit are part of Premium.'));
    expect(await page.getByRole('button', { name: 'Get A Better Outfit Suggestion' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Subscribe For Better Style Suggestions' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a free member spend a suggestion earned by an invitation, and shows how many are left', async () => {
    const { token, userId } = await stylingAccount(suite.stack, false);
    // One credit, as a completed referral leaves it (the earning itself: referrals.test.ts).
    await UserModel.query(suite.stack.ctx.db).patch({ freeSuggestionCredits: 1 }).where({ id: userId });
    await userChangesSeen(suite.stack.ctx);
    const outfitId = await ratedOutfit(suite.stack, userId, 7.4, 'navy');
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token);
    await page.goto(`/results?id=${outfitId}`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Better outfit suggestion' }) });
    await expectVisible(panel.getByText('Free suggestions from your invitations: 1'));
    await panel.getByRole('button', { name: 'Get A Better Outfit Suggestion' }).click();
    await expectVisible(page.getByText('Your outfit suggestion is ready'), 20_000);
    await expectVisible(panel.getByRole('heading', { name: 'Overall' }));
    await page.waitForFunction(() => !document.body.textContent?.includes('Free suggestions from your invitations'));
    expect((await UserModel.query(suite.stack.ctx.db).findById(userId))?.freeSuggestionCredits).toBe(0);

    // The suggestion they earned stays on that rating: reopened from a fresh load and from the history.
    await page.reload();
    await expectVisible(panel.getByRole('heading', { name: 'Overall' }));
    expect(await panel.getByRole('button', { name: 'Get A Better Outfit Suggestion' }).count()).toBe(0);
    await expectVisible(panel.getByText('Want advice on every outfit?'));
    await page.goto('/history');
    await page.getByRole('button', { name: 'Details' }).first().click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByRole('heading', { name: 'Overall' }));
    expect(await dialog.getByRole('button', { name: 'Get A Better Outfit Suggestion' }).count()).toBe(0);
    // The dialog opens at its top, with focus on its title.
    expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Outfit details');
    await screenshot(page, 'en-history-earned-suggestion', { viewport: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('trends', () => {
  it('home Rate/Trends tabs for members: at most five trends and the tip of the day', async () => {
    const { token } = await stylingAccount(suite.stack, true);
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token);
    await page.goto('/home');
    await page.getByRole('tab', { name: 'Trends' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Trending now' }));
    await expectVisible(page.getByRole('heading', { name: 'Style tip of the day' }));
    const cards = page.locator('.trend-card');
    await expectVisible(cards.first());
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(5);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'en-home-trends-tab');
    await page.getByRole('tab', { name: 'Rate' }).click();
    await expectVisible(page.locator('#home-panel-rate'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/trends: filters, personalised insight with bookmark, preferences, and a generation watched live', async () => {
    const { token } = await stylingAccount(suite.stack, true);
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token);
    const progress = countFrames(page, 'trends.progress');
    await page.goto('/trends');
    await expectVisible(page.getByRole('heading', { name: 'All trends' }));
    await expect(page.getByText('Coming soon').count()).resolves.toBe(0);

    await page.getByLabel('Category').selectOption({ label: 'Colours' });
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.trend-card__meta')).every((m) => m.textContent?.startsWith('Colours')));
    expect(await page.locator('.trend-card').count()).toBeGreaterThan(0);
    for (const level of await page.locator('.trend-level').allTextContents()) expect(['Emerging', 'Rising', 'Peak', 'Declining']).toContain(level);

    const firstName = await page.locator('.trend-card h3').first().innerText();
    await page.locator('.trend-card').first().getByRole('button', { name: 'Personalise for me' }).click();
    const insight = page.locator('.trend-insight', { hasText: firstName });
    await expectVisible(insight);
    await expectVisible(insight.getByRole('heading', { name: 'How to wear it' }));
    await insight.getByRole('button', { name: `Bookmark ${firstName}` }).click();
    await expectVisible(insight.getByRole('button', { name: `Remove the bookmark from ${firstName}` }));

    await page.getByLabel('Preferred styles').fill(' minimal,, tailored , ');
    await page.getByLabel('Lifestyle').selectOption({ label: 'Creative' });
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expectVisible(page.getByText('Preferences Updated'));
    await expect(page.getByLabel('Preferred styles').inputValue()).resolves.toBe('minimal, tailored');

    await page.getByRole('button', { name: 'Generate trends' }).click();
    await expectVisible(page.getByText('Trends Generated'), 20_000);
    expect(progress.n).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.reload();
    await expect(page.getByLabel('Preferred styles').inputValue()).resolves.toBe('minimal, tailored');
    await expectVisible(page.locator('.trend-insight', { hasText: firstName }).getByRole('button', { name: `Remove the bookmark from ${firstName}` }));
    await screenshot(page, 'en-trends', { viewport: true });
    await page.locator('.trend-insight').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'en-trends-insight', { viewport: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/trends in Arabic', async () => {
    const { token } = await stylingAccount(suite.stack, true);
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token, 'ar');
    await page.goto('/trends');
    await expectVisible(page.getByRole('heading', { name: 'كل الصيحات' }));
    await page.locator('.trend-card').first().getByRole('button', { name: 'خصّصها لي' }).click();
    await expectVisible(page.locator('.trend-insight').first());
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'ar-trends', { viewport: true });
    await page.locator('.trend-insight').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'ar-trends-insight', { viewport: true });
    await page.locator('.trend-card').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'ar-trends-card', { viewport: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('free members see the pitch on /trends and no tabs at home', async () => {
    const { token } = await stylingAccount(suite.stack, false);
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token);
    await page.goto('/trends');
    await expectVisible(page.getByRole('heading', { name: 'Fashion trends are part of Premium' }));
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL('**/subscribe');
    // Inside the app: nothing on /subscribe has the home screen's rate panel, which is waited for.
    await visit(page, '/home');
    await expectVisible(page.locator('#home-panel-rate'));
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('premium analytics on the profile', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`draws score over time, averages per piece, occasions and palette (${language})`, async () => {
      const { token, userId } = await stylingAccount(suite.stack, true);
      await ratedOutfit(suite.stack, userId, 6.4, 'navy');
      await ratedOutfit(suite.stack, userId, 8.7, 'camel');
      await ratedOutfit(suite.stack, userId, 7.9, 'navy');
      const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token, language);
      await page.goto('/profile');
      const card = page.locator('section.dash');
      await expectVisible(card.getByRole('img'));
      expect(await card.locator('.dash-chart__dot').count()).toBe(3);
      expect(await card.locator('.dash-bars').first().locator('li').count()).toBe(4);
      expect(await card.locator('.dash-palette__legend li').count()).toBeGreaterThan(2);
      if (language === 'en') {
        await expectVisible(card.getByRole('heading', { name: 'Your style dashboard' }));
        await expectVisible(card.getByText('navy (2)'));
        await expectVisible(card.getByRole('img', { name: 'Ratings: 3. First score 6.4, latest 7.9.' }));
      } else {
        await expectVisible(card.getByRole('heading', { name: 'لوحة أسلوبك' }));
        await expectVisible(card.getByText('الكحلي (2)'));
      }
      expect(await horizontalOverflow(page)).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `${language}-profile-dashboard`, { viewport: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
