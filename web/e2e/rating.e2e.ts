import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { horizontalOverflow, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/**
 * The rating flow in a phone browser against the real stack (queue, worker,
 * WebSocket, local engine): a photo rated live stage by stage, the result and
 * its share card, a text-only rating, the free limit after two, the history
 * with its filter and milestones, the profile, and all of it in Arabic.
 */
const suite = e2eSuite();
const downloads = join(tmpdir(), `fitrater-e2e-${process.pid}`);

beforeAll(async () => {
  mkdirSync(downloads, { recursive: true });
});

/**
 * A real photo of one person in an outfit (MIT, see stylist/test/fixtures/photos/README.md) on a light
 * wall, as a 900x1200 JPEG: the local engine refuses photos with nobody in them.
 */
async function outfitJpeg(): Promise<Buffer> {
  const person = await sharp(fileURLToPath(new URL('../../stylist/test/fixtures/photos/skirt-top.jpg', import.meta.url)))
    .resize(800, 1100, { fit: 'inside' }).toBuffer();
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 236, g: 232, b: 224 } } })
    .composite([{ input: person, gravity: 'center' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Waits until every profile counter has counted up to its number (the hidden text beside it holds the final value). */
async function countersSettled(page: Page): Promise<void> {
  const unsettled = () => page.locator('.stat').evaluateAll((stats) => stats.filter((stat) =>
    stat.querySelector('.stat__value')?.textContent !== stat.querySelector('.visually-hidden')?.textContent).length);
  await expect.poll(unsettled, { timeout: 5_000 }).toBe(0);
}

async function signedInContext(token: string, language: 'en' | 'ar'): Promise<BrowserContext> {
  // With motion: these screens' score ring and profile counters count up, and the tests read them settle.
  const context = await phoneContext(suite.browser, suite.stack.url, { reducedMotion: 'no-preference' });
  await context.addInitScript(
    ([t, lng]) => {
      localStorage.setItem('token', t!);
      localStorage.setItem('fitRater-language', lng!);
    },
    [token, language],
  );
  return context;
}

/** Records every status line the overlay shows, and every rating.progress frame the socket delivers. */
async function watchStages(page: Page) {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (text.includes('"rating.progress"')) frames.push((JSON.parse(text) as { data: { stage: string } }).data.stage);
    });
  });
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __stages: string[] }).__stages = shown;
    new MutationObserver(() => {
      const line = document.querySelector('.overlay__status');
      const text = line?.textContent?.trim();
      if (text && shown[shown.length - 1] !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    frames,
    shown: () => page.evaluate(() => (window as unknown as { __stages: string[] }).__stages),
  };
}

describe('rating an outfit (English)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let stages: Awaited<ReturnType<typeof watchStages>>;
  let photoRatingId = '';

  beforeAll(async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Ada Obi', newEmail('rate'));
    context = await signedInContext(token, 'en');
    page = await context.newPage();
    errors = watchErrors(page);
    stages = await watchStages(page);
  });

  afterAll(() => context?.close());

  it('shows the rate form with the free ratings left and the daily motivation', async () => {
    await page.goto('/home');
    await expectVisible(page.getByRole('button', { name: 'Rate My Outfit' }));
    await expectVisible(page.getByText('Free Ratings Left'));
    // The count shows '…' until the usage has loaded.
    await expect.poll(() => page.locator('.rate-form__left strong').textContent()).toBe('2');
    await expectVisible(page.getByRole('heading', { name: 'Daily motivation' }));
    expect(await page.locator('.motivation__text').textContent()).not.toBe('');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'en-rating-01-home');
  });

  it('validates on the client with the spec messages', async () => {
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();
    await expectVisible(page.getByText('Please select an occasion'));
    await expectVisible(page.getByText('No image selected'));
    // The camera capture input is there for phones.
    expect(await page.locator('input[name="camera"]').getAttribute('capture')).toBe('environment');
    await page.locator('input[name="photo"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectVisible(page.getByText('Unsupported image format', { exact: false }));
    await screenshot(page, 'en-rating-02-validation');
  });

  it('uploads a real photo and shows the live stages from the socket, then the result', async () => {
    await page.locator('input[name="photo"]').setInputFiles({ name: 'outfit.jpg', mimeType: 'image/jpeg', buffer: await outfitJpeg() });
    await expectVisible(page.getByRole('img', { name: 'Your outfit photo' }));
    await page.getByLabel('Occasion').selectOption('work');
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();

    await expectVisible(page.getByRole('dialog', { name: 'Analyzing your outfit' }));
    await screenshot(page, 'en-rating-03-overlay', { viewport: true });

    await page.waitForURL('**/results?id=*', { timeout: 30_000 });
    photoRatingId = new URL(page.url()).searchParams.get('id')!;
    const shown = await stages.shown();
    const distinct = new Set(shown.filter((text) => text !== 'Done!'));
    expect(distinct.size, `overlay showed ${JSON.stringify(shown)}`).toBeGreaterThanOrEqual(2);
    // The lines shown are the stages the server pushed over the WebSocket (not a timer).
    expect(stages.frames).toEqual(expect.arrayContaining(['preparing', 'analysing']));
    // Every server line the overlay drew is a stage the socket delivered, in the order delivered; the overlay may
    // skip a stage (it goes straight to Done! once the result is in) but never invents one.
    const lineOf: Record<string, string> = {
      'Waiting for the stylist…': 'queued', 'Preparing your photo…': 'preparing', 'Analyzing colors, fit and style…': 'analysing',
      'Scoring each piece…': 'scoring', 'Saving your results…': 'saving', 'Done!': 'done',
    };
    const drawn = shown.map((text) => lineOf[text]).filter((stage): stage is string => stage !== undefined && stage !== 'done');
    const delivered = ['queued', ...stages.frames];
    for (const stage of drawn) expect(delivered, `overlay drew ${stage} that the socket never delivered`).toContain(stage);
    expect(drawn.map((stage) => delivered.indexOf(stage))).toEqual([...drawn.map((stage) => delivered.indexOf(stage))].sort((a, b) => a - b));
    expect(shown[shown.length - 1]).toBe('Done!');

    await expectVisible(page.getByText('AI-powered fashion analysis'));
    const score = Number(await page.locator('.ring__score').getAttribute('data-score'));
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(10);
    const headline = score >= 8 ? 'Excellent Style!' : score >= 6 ? 'Good Look!' : 'Room for Improvement';
    await expectVisible(page.getByRole('heading', { name: headline }));
    for (const part of ['Top', 'Bottom', 'Footwear', 'Accessories']) await expectVisible(page.locator('.component__name', { hasText: part }));
    // The ring counts up and settles on the score with one decimal.
    await expect.poll(() => page.locator('.ring__score').textContent(), { timeout: 5_000 }).toBe(score.toFixed(1));
    await expectVisible(page.getByRole('heading', { name: 'Streak Extended!' }));
    await expectVisible(page.getByRole('link', { name: 'Subscribe For Better Style Suggestions' }));
    await expectVisible(page.getByText('New badge unlocked!', { exact: false }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'en-rating-04-results');
  });

  it('downloads the share card as a 1080x1920 PNG', async () => {
    const share = page.getByRole('button', { name: 'Share your card' });
    await expectVisible(share, 30_000);
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.results__share button')?.disabled, undefined, { timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), share.click()]);
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^fitrater-[0-9a-f]{8}\.png$/);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920]);
  });

  it('rates a text-only description with a custom occasion', async () => {
    await page.getByRole('link', { name: 'Rate Another Outfit' }).click();
    await page.waitForURL('**/home');
    // The count shows '…' until the usage has loaded.
    await expect.poll(() => page.locator('.rate-form__left strong').textContent()).toBe('1');
    await page.getByText('Describe', { exact: true }).click();
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();
    await expectVisible(page.getByText('No description provided'));
    await page.getByLabel('Describe your outfit').fill('White linen shirt, navy chinos, brown leather loafers and a silver watch');
    await page.getByLabel('Occasion').selectOption('custom');
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();
    await expectVisible(page.getByText('Please provide a custom occasion'));
    await page.getByLabel('Your occasion').fill('Gallery opening');
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Analyzing your outfit' }));
    await page.waitForURL('**/results?id=*', { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('id')).not.toBe(photoRatingId);
    await expectVisible(page.getByText('White linen shirt', { exact: false }));
    await expectVisible(page.locator('.results__occasion', { hasText: 'Gallery opening' }));
    await expectVisible(page.getByText('AI-powered fashion analysis'));
  });

  it('after two ratings the free limit view replaces the form', async () => {
    await page.getByRole('link', { name: 'Rate Another Outfit' }).click();
    await page.waitForURL('**/home');
    await expectVisible(page.getByRole('heading', { name: 'Free Limit Reached' }));
    await expectVisible(page.getByRole('link', { name: 'Go Premium!' }));
    expect(await page.getByRole('button', { name: 'Rate My Outfit' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Go Premium!' }).getAttribute('href')).toBe('/subscribe');
    await screenshot(page, 'en-rating-05-limit-reached');
  });

  it('the history shows both outfits, the first-outfit milestone and the occasion filter', async () => {
    await page.goto('/history');
    await expectVisible(page.getByRole('heading', { name: 'Your Style Journey' }));
    await expectVisible(page.locator('.history-card'));
    expect(await page.locator('.history-card').count()).toBe(2);
    // Newest first: the text-only rating on top, the photo (the first outfit) below it.
    await expectVisible(page.locator('.history-card').nth(1).getByText('Your first outfit!'));
    expect(await page.locator('.history-card').first().locator('.rating-thumb__txt').count()).toBe(1);
    await screenshot(page, 'en-rating-06-history');

    await page.getByLabel('Filter by occasion').selectOption('work');
    await page.waitForFunction(() => document.querySelectorAll('.history-card').length === 1);
    await expectVisible(page.locator('.history-card').getByText('Your first outfit!'));
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.history-card').length === 2);

    await page.locator('.history-card').nth(1).getByRole('button', { name: 'View details' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Outfit details' }));
    await expectVisible(page.getByRole('dialog').getByText('Component breakdown'));
    await screenshot(page, 'en-rating-07-history-detail', { viewport: true });
    await page.keyboard.press('Escape');
  });

  it('the profile counts the ratings and shows usage, badges, analytics, insights and recent ratings', async () => {
    await page.goto('/profile');
    await expectVisible(page.getByRole('heading', { name: 'Achievement Badges' }));
    await expectVisible(page.getByText("You've reached your monthly limit"));
    await expectVisible(page.getByRole('link', { name: 'Upgrade to Premium' }));
    await expectVisible(page.getByText('Rate 3 or more outfits to unlock personalized insights!'));
    await expectVisible(page.getByRole('heading', { name: 'Recent Ratings' }));
    expect(await page.locator('.recent__item').count()).toBe(2);
    // The counters count up over 1.5 s and settle on the numbers.
    await expect.poll(() => page.locator('.stat__value').first().textContent(), { timeout: 5_000 }).toBe('2');
    await countersSettled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'en-rating-08-profile');

    await page.goto('/achievements');
    await expectVisible(page.getByRole('heading', { name: 'First Look' }));
    await expectVisible(page.getByText('Unlocked on', { exact: false }));
    await screenshot(page, 'en-rating-09-achievements');
    expect(errors).toEqual([]);
  });

  it('an unknown rating id shows "Rating data not found"', async () => {
    await page.goto('/results?id=00000000-0000-4000-8000-000000000000');
    await expectVisible(page.getByRole('heading', { name: 'Rating data not found' }));
    await page.goto('/results?id=not-a-uuid');
    await expectVisible(page.getByRole('heading', { name: 'Rating data not found' }));
  });
});

describe('rating in Arabic', () => {
  it('rates a description live and shows the result, history and profile right-to-left', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'ليلى حسن', newEmail('layla-rate'));
    const context = await signedInContext(token, 'ar');
    const page = await context.newPage();
    const errors = watchErrors(page);
    const stages = await watchStages(page);

    await page.goto('/home');
    await expectVisible(page.getByRole('button', { name: 'قيّم إطلالتي' }));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'ar-rating-01-home');

    await page.getByText('وصف', { exact: true }).click();
    await page.getByLabel('صف إطلالتك').fill('قميص أبيض من الكتان، بنطال كحلي، حذاء جلدي بني وساعة فضية');
    await page.locator('select[data-field="occasion"]').selectOption('wedding');
    await page.getByRole('button', { name: 'قيّم إطلالتي' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'جارٍ تحليل إطلالتك' }));
    await screenshot(page, 'ar-rating-02-overlay', { viewport: true });

    await page.waitForURL('**/results?id=*', { timeout: 30_000 });
    expect(new Set(await stages.shown()).size).toBeGreaterThanOrEqual(2);
    await expectVisible(page.getByText('تحليل أزياء بالذكاء الاصطناعي'));
    const score = Number(await page.locator('.ring__score').getAttribute('data-score'));
    const headline = score >= 8 ? 'أسلوب رائع!' : score >= 6 ? 'إطلالة جميلة!' : 'هناك مجال للتحسين';
    await expectVisible(page.getByRole('heading', { name: headline }));
    await expectVisible(page.locator('.results__occasion', { hasText: 'زفاف' }));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Mirrored: the back button sits on the right-hand side.
    const back = (await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).boundingBox())!;
    expect(back.x).toBeGreaterThan(300);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const arabicScore = new Intl.NumberFormat('ar', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
    await expect.poll(() => page.locator('.ring__score').textContent(), { timeout: 5_000 }).toBe(arabicScore);
    await screenshot(page, 'ar-rating-03-results');

    await page.goto('/history');
    await expectVisible(page.getByText('إطلالتك الأولى!'));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'ar-rating-04-history');

    await page.goto('/profile');
    await expectVisible(page.getByRole('heading', { name: 'شارات الإنجازات' }));
    await expectVisible(page.getByRole('heading', { name: 'أحدث التقييمات' }));
    await countersSettled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'ar-rating-05-profile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
