import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { UserModel, userChangesSeen } from '@fitrater/core';
import type { TestStack } from '@fitrater/test-support';
import { phoneContext, watchErrors } from './browser';
import { createAccount, newEmail } from './accounts';
import { TRACK_FETCHES } from './layout-audit';
import type { Browser } from 'playwright-core';

/** An account made through the API; premium granted the way `fitrater premium grant` does (an expiry in the future). */
export async function stylingAccount(stack: TestStack, premium: boolean, name = 'Sam Styled'): Promise<{ token: string; userId: string }> {
  const email = newEmail('styling');
  const token = await createAccount(stack.url, stack.ctx, name, email);
  if (premium) await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000) }).where({ email });
  // The api serves users from memory until Postgres notifies the change.
  await userChangesSeen(stack.ctx);
  const user = await UserModel.query(stack.ctx.db).findOne({ email });
  return { token, userId: user!.id };
}

/** A phone page signed in with `token`, in `language`; its fetches are counted, so `visit` can move inside the app. */
export async function signedInPage(browser: Browser, stack: TestStack, token: string, language = 'en'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await phoneContext(browser, stack.url);
  await context.addInitScript(TRACK_FETCHES);
  await context.addInitScript(([t, lng]) => {
    localStorage.setItem('token', t!);
    localStorage.setItem('fitRater-language', lng!);
    localStorage.setItem('fitRater-intro-seen', '1');
  }, [token, language]);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

const part = (rating: number, description: string) => ({ status: 'visible', rating, description });

/** A finished rating as the rating job leaves it, with measured components (what the combiner reads). */
export async function ratedOutfit(stack: TestStack, userId: string, overall: number, look: 'navy' | 'camel'): Promise<string> {
  const id = randomUUID();
  const components = look === 'navy'
    ? { top: part(8.4, 'Crisp white shirt with a navy blazer'), bottom: part(7.9, 'Charcoal tailored trousers'), footwear: part(6.1, 'Worn white sneakers'), accessories: part(7.8, 'Brown leather belt and watch') }
    : { top: part(7.2, 'Cream cable-knit sweater'), bottom: part(8.6, 'Dark straight-leg jeans'), footwear: part(8.8, 'Brown suede Chelsea boots'), accessories: { status: 'not_assessable', rating: null, description: 'No accessories visible.' } };
  await stack.ctx.db('ratings').insert({
    id, user_id: userId, request_key: `e2e-${id.slice(0, 12)}`, status: 'done', stage: 'done', occasion: 'date', description: 'Outfit for a dinner date', language: 'en',
    content_hash: id.replace(/-/g, '').padEnd(64, '0'), overall_rating: overall, emoji: '🔥', summary: 'Sharp and balanced.', feedback: 'Good proportions.',
    components: JSON.stringify(components), confidence: 0.8, engine: 'local', completed_at: new Date(),
  });
  return id;
}

/** Counts socket frames of one event type the page receives. */
export function countFrames(page: Page, type: string): { n: number } {
  const counter = { n: 0 };
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => {
    if (String(payload).includes(`"${type}"`)) counter.n += 1;
  }));
  return counter;
}
