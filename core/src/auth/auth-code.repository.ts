import type { Knex } from 'knex';
import { AuthCodeModel, type CodePurpose } from './auth-code.model';

// The SQL of one-time codes: the per-subject turn taken while a code is issued, the live code of a
// subject (locked while it is checked), and the counts and marks a check leaves. What a code is and
// how many tries it gets are in code.service.ts.

/** Takes the subject's turn for issuing a code until the transaction ends (two issuers cannot both keep one). */
export async function lockCodeSubject(trx: Knex, purpose: CodePurpose, subjectId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`auth-code:${purpose}:${subjectId}`]);
}

/** Voids the subject's unused codes. */
export async function deleteLiveCodes(trx: Knex, purpose: CodePurpose, subjectId: string): Promise<void> {
  await AuthCodeModel.query(trx).delete().where({ purpose, subjectId }).whereNull('consumedAt');
}

export async function insertCode(trx: Knex, code: Pick<AuthCodeModel, 'id' | 'purpose' | 'subjectId' | 'codeHash' | 'expiresAt'>): Promise<void> {
  await AuthCodeModel.query(trx).insert({ ...code, attempts: 0 });
}

/** The subject's unused code, locked until the transaction ends so concurrent guesses count one by one. */
export async function lockLiveCode(trx: Knex, purpose: CodePurpose, subjectId: string): Promise<AuthCodeModel | undefined> {
  return AuthCodeModel.query(trx).where({ purpose, subjectId }).whereNull('consumedAt').forUpdate().first();
}

export async function saveCodeAttempts(trx: Knex, id: string, attempts: number): Promise<void> {
  await AuthCodeModel.query(trx).patch({ attempts }).where({ id });
}

export async function markCodeConsumed(trx: Knex, id: string, at: Date): Promise<void> {
  await AuthCodeModel.query(trx).patch({ consumedAt: at }).where({ id });
}
