import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UserModel, userChangesSeen } from '@fitrater/core';
import { createLocalStylist } from '@fitrater/stylist';
import type { Language } from '@fitrater/contracts';
import { horizontalOverflow, screenshot } from './support/browser';
import { expectVisible } from './support/expect';
import { visit } from './support/layout-audit';
import { signedInPage, stylingAccount } from './support/styling';
import { e2eSuite } from './support/suite';

/**
 * The stylist's own words in Arabic, Japanese, Korean and Chinese on a phone: a rating written by
 * the engine in the member's language, an old one in English that says so, a chat reply and a
 * generated outfit. Every piece of AI text lays out in its own direction (dir="auto"), and no
 * page scrolls sideways. With FITRATER_SCREENSHOTS=1 the screens are pictured in test-artifacts/screenshots/.
 */
const suite = e2eSuite();

const CASES: { language: Exclude<Language, 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt'>; description: string; question: string; send: string; ask: string; writtenIn: RegExp }[] = [
  { language: 'ar', description: 'بنطلون تشينو كحلي، قميص أبيض، حذاء لوفر بني', question: 'ماذا ألبس لمقابلة عمل؟', send: 'إرسال', ask: 'اسأل منسّق أزيائك…', writtenIn: /مكتوب باللغة الإنجليزية/ },
  { language: 'ja', description: 'ネイビーのチノパン、白いシャツ、赤茶色のスニーカー', question: '面接に何を着ればいい？', send: '送信', ask: 'スタイリストに質問…', writtenIn: /英語で書かれています/ },
  { language: 'ko', description: '검정 후드티, 검정 청바지, 갈색 샌들', question: '면접에 뭐 입어요?', send: '보내기', ask: '스타일리스트에게 물어보세요…', writtenIn: /영어로 작성됨/ },
  { language: 'zh', description: '藏青色卡其裤、白衬衫、棕色乐福鞋', question: '面试穿什么？', send: '发送', ask: '问问你的造型师…', writtenIn: /以英语撰写/ },
];

/** A finished rating written by the local engine, as the rating job stores it. */
async function engineRating(userId: string, language: Language, description: string): Promise<string> {
  const answer = await createLocalStylist().rate({ image: null, description, occasion: 'work', customOccasion: null, language });
  const id = randomUUID();
  await suite.stack.ctx.db('ratings').insert({
    id, user_id: userId, request_key: `e2e-${id.slice(0, 12)}`, status: 'done', stage: 'done', occasion: 'work', description, language,
    content_hash: id.replace(/-/g, '').padEnd(64, '0'), overall_rating: answer.overallRating, emoji: answer.emoji, summary: answer.summary,
    feedback: answer.feedback, components: JSON.stringify(answer.components), confidence: answer.confidence, engine: 'local', completed_at: new Date(),
  });
  return id;
}

const aiTextWithoutDirAuto = (page: Page) => page.evaluate(() =>
  Array.from(document.querySelectorAll('.results__summary, .results__feedback, .component__text, .component__tips li, .chat-msg__text, .styling-pieces dd'))
    .filter((el) => el.getAttribute('dir') !== 'auto' && !el.closest('[dir="auto"]')).map((el) => el.className || el.tagName));

describe('the stylist\'s prose in Arabic, Japanese, Korean and Chinese', () => {
  for (const c of CASES) {
    it(`${c.language}: rating, old English rating, chat reply and generated outfit`, async () => {
      const { token, userId } = await stylingAccount(suite.stack, true, 'Noor Lee');
      await UserModel.query(suite.stack.ctx.db).patch({ language: c.language, addressForm: 'feminine' }).where({ id: userId });
      await userChangesSeen(suite.stack.ctx);
      const mine = await engineRating(userId, c.language, c.description);
      const old = await engineRating(userId, 'en', 'navy chinos, white shirt, brown loafers');
      const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token, c.language);

      // One load; the other screens are reached inside the app, as a member moves between them. A route's
      // code may still be arriving when visit returns, so each screen is then known by what only it shows.
      await page.goto(`/results?id=${mine}`);
      await expectVisible(page.locator('.results__feedback'), 15_000);
      expect(await page.locator('.written-in').count()).toBe(0);
      expect(await aiTextWithoutDirAuto(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `${c.language}-prose-01-result`);

      await visit(page, `/results?id=${old}`);
      await expectVisible(page.getByText(c.writtenIn), 15_000);
      expect(await page.locator('.results__summary').getAttribute('lang')).toBe('en');
      await screenshot(page, `${c.language}-prose-02-old-english-result`, { viewport: true });

      await visit(page, '/chat');
      await page.getByLabel(c.ask).fill(c.question);
      await page.getByRole('button', { name: c.send }).click();
      await expectVisible(page.locator('.chat-msg--assistant[data-status="done"]'), 20_000);
      expect(await aiTextWithoutDirAuto(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `${c.language}-prose-03-chat`, { viewport: true });

      await visit(page, '/premium');
      const generator = page.locator('section').filter({ has: page.locator('select') }).first();
      await generator.locator('select').first().selectOption({ index: 5 });
      await generator.locator('button[type="submit"]').first().click();
      await expectVisible(page.locator('.styling-pieces dd').first(), 25_000);
      expect(await aiTextWithoutDirAuto(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `${c.language}-prose-04-premium-generated`);
      if (c.language === 'ar') {
        // The member chose the feminine form: the outfit's notes address her so, and never in the plural.
        const notes = await page.locator('.styling-result').first().innerText();
        expect(notes).toMatch(/اختاري/u);
        expect(notes).not.toMatch(/اختاروا|اختر /u);
      }
      // The form-of-address setting is offered only while the interface is in Arabic.
      await visit(page, '/profile');
      await expectVisible(page.locator('#settings-title'), 15_000);
      expect(await page.locator('.address-form').count()).toBe(c.language === 'ar' ? 1 : 0);
      if (c.language === 'ar') {
        await expectVisible(page.getByLabel('كيف يخاطبك منسّق الأزياء'));
        await page.locator('.address-form').scrollIntoViewIfNeeded();
        await screenshot(page, 'ar-prose-05-settings-address-form', { viewport: true });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
