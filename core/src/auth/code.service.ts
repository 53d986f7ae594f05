import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS } from '@fitrater/contracts';
import { AuthCodeModel, type CodePurpose } from './auth-code.model';
import { AppError } from '@fitrater/platform';
import { generateCode, hashCode, safeEqualHex } from './crypto';

/**
 * One-time codes (DECISIONS.md): 6 CSPRNG digits, 10 minutes, single use,
 * 5 wrong tries, and a new code voids the old one. Only a hash is stored.
 */
export async function issueCode(trx: Knex, purpose: CodePurpose, subjectId: string, now: Date): Promise<string> {
  const code = generateCode();
  const id = randomUUID();
  // One live code per subject: a request and its worker job (or two requests) may issue at the same
  // moment, and the second delete would not see the first one's new row; take turns per subject.
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`auth-code:${purpose}:${subjectId}`]);
  await AuthCodeModel.query(trx).delete().where({ purpose, subjectId }).whereNull('consumedAt');
  await AuthCodeModel.query(trx).insert({
    id,
    purpose,
    subjectId,
    codeHash: hashCode(id, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'locked' | 'missing';

/**
 * Checks a code and, when `consume` is set, marks it used. A wrong code
 * counts an attempt in its own committed statement so that a caller's
 * rollback cannot erase it. Row lock makes concurrent guesses count one by one.
 */
export async function checkCode(
  db: Knex,
  purpose: CodePurpose,
  subjectId: string,
  code: string,
  now: Date,
  consume: boolean,
): Promise<CodeCheck> {
  return db.transaction(async (trx) => {
    const row = await AuthCodeModel.query(trx).where({ purpose, subjectId }).whereNull('consumedAt').forUpdate().first();
    if (!row) return 'missing';
    if (row.attempts >= CODE_MAX_ATTEMPTS) return 'locked';
    if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (!safeEqualHex(row.codeHash, hashCode(row.id, code))) {
      await AuthCodeModel.query(trx).patch({ attempts: row.attempts + 1 }).where({ id: row.id });
      return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'locked' : 'invalid';
    }
    if (consume) await AuthCodeModel.query(trx).patch({ consumedAt: now }).where({ id: row.id });
    return 'ok';
  });
}

export function assertCodeOk(result: CodeCheck): void {
  switch (result) {
    case 'ok':
      return;
    case 'expired':
      throw new AppError('CODE_EXPIRED');
    case 'locked':
      throw new AppError('CODE_LOCKED');
    default:
      throw new AppError('INVALID_CODE');
  }
}
