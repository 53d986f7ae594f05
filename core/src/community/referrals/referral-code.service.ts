import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, referralPath, type ReferralLink } from '@fitrater/contracts';
import type { Knex } from 'knex';
import type { CoreContext } from '../../context';

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/**
 * The user's one referral code, made on first ask (random, 31^8 ≈ 8.5e11 codes;
 * a collision with another user's code is simply retried). Concurrent first
 * asks agree on one row: the user id is the primary key.
 */
export async function referralLink(ctx: CoreContext, userId: string): Promise<ReferralLink> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await ctx.db('referral_codes').where({ userId }).select('code').first();
    if (existing) return linkFor(ctx, existing.code as string);
    const inserted = await ctx.db('referral_codes').insert({ userId, code: newCode() }).onConflict().ignore().returning('code');
    if (inserted.length) return linkFor(ctx, (inserted[0] as { code: string }).code);
  }
  throw new Error('Could not allocate a referral code');
}

const linkFor = (ctx: CoreContext, code: string): ReferralLink => ({ code, shareLink: `${ctx.config.publicUrl}${referralPath(code)}` });

/** The owner of a code, if any. */
export async function referrerOf(db: Knex, code: string): Promise<{ userId: string; email: string } | undefined> {
  return db('referral_codes as c').join('users as u', 'u.id', 'c.user_id').where('c.code', code)
    .select('c.user_id', 'u.email').first() as Promise<{ userId: string; email: string } | undefined>;
}
