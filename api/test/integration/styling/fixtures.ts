import { randomUUID } from 'node:crypto';
import type { RatingComponents } from '@fitrater/contracts';
import { userChangesSeen } from '@fitrater/core';
import type { TestStack } from '@fitrater/test-support';

export async function grantPremium(stack: TestStack, userId: string): Promise<void> {
  await stack.ctx.db('users').update({ premium_expires_at: new Date(Date.now() + 5 * 86_400_000) }).where({ id: userId });
  // The api serves users from memory until Postgres notifies the change.
  await userChangesSeen(stack.ctx);
}

const part = (rating: number, description: string) => ({ status: 'visible' as const, rating, description });

/** A finished rating row as the rating job leaves it (what the combiner and per-rating advice read). */
export async function insertRating(stack: TestStack, userId: string, overall: number, components: RatingComponents, occasion = 'date'): Promise<string> {
  const id = randomUUID();
  await stack.ctx.db('ratings').insert({
    id, user_id: userId, request_key: `k-${id.slice(0, 12)}`, status: 'done', stage: 'done', occasion, description: 'test outfit', language: 'en',
    content_hash: id.replace(/-/g, '').padEnd(64, '0'), overall_rating: overall, emoji: '🔥', summary: 'ok', feedback: 'ok', components: JSON.stringify(components),
    confidence: 0.8, engine: 'local', completed_at: new Date(),
  });
  return id;
}

export const NAVY_OUTFIT: RatingComponents = {
  top: part(8.4, 'Crisp white shirt with a navy blazer'),
  bottom: part(7.9, 'Charcoal tailored trousers'),
  footwear: part(6.1, 'Worn white sneakers'),
  accessories: part(7.8, 'Brown leather belt and watch'),
};
export const CAMEL_OUTFIT: RatingComponents = {
  top: part(7.2, 'Cream cable-knit sweater'),
  bottom: part(8.6, 'Dark straight-leg jeans'),
  footwear: part(8.8, 'Brown suede Chelsea boots'),
  accessories: { status: 'not_assessable', rating: null, description: 'No accessories visible.' },
};
