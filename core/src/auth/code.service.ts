import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS } from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import type { CodePurpose } from './auth-code.model';
import { deleteLiveCodes, insertCode, lockCodeSubject, lockLiveCode, markCodeConsumed, saveCodeAttempts } from './auth-code.repository';
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
  await lockCodeSubject(trx, purpose, subjectId);
  await deleteLiveCodes(trx, purpose, subjectId);
  await insertCode(trx, { id, purpose, subjectId, codeHash: hashCode(id, code), expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000) });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'locked' | 'missing';

/**
 * Checks a code and, when `consume` is set, marks it used. A wrong code
 * counts an attempt in its own committed transaction so that a caller's
 * rollback cannot erase it.
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
    const row = await lockLiveCode(trx, purpose, subjectId);
    if (!row) return 'missing';
    if (row.attempts >= CODE_MAX_ATTEMPTS) return 'locked';
    if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (!safeEqualHex(row.codeHash, hashCode(row.id, code))) {
      await saveCodeAttempts(trx, row.id, row.attempts + 1);
      return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'locked' : 'invalid';
    }
    if (consume) await markCodeConsumed(trx, row.id, now);
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
