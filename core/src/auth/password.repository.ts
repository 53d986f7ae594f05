import type { Knex } from 'knex';
import { UserModel } from '../users';

// The SQL of a member's password: the account a password is checked against and the new hash saved
// on it (in the caller's transaction, beside the sessions it revokes). The rules are in password.service.ts.

export async function findAccount(db: Knex, userId: string): Promise<UserModel | undefined> {
  return UserModel.query(db).findById(userId);
}

export async function savePasswordHash(trx: Knex, userId: string, passwordHash: string, at: Date): Promise<void> {
  await UserModel.query(trx).patch({ passwordHash, updatedAt: at }).where({ id: userId });
}
