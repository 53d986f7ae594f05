import type { NotificationKind } from '@fitrater/contracts';
import type { Db } from '@fitrater/platform';
import { recipientPage, type Audience } from './audience.repository';

/** Recipients are read in pages of this many (keyset by id). */
export const RECIPIENT_PAGE = 5000;

/** Calls `visit` with each page of a broadcast's recipients, in id order, until the last one. */
export async function forEachRecipientPage(
  db: Db, broadcast: { kind: NotificationKind; audience: Audience }, now: Date, visit: (ids: string[]) => Promise<void> | void,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const page = await recipientPage(db, broadcast, { after, limit: RECIPIENT_PAGE, now });
    if (page.length) await visit(page.map((recipient) => recipient.id));
    if (page.length < RECIPIENT_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/** How many accounts a broadcast would reach (CLI --dry-run). */
export async function countRecipients(db: Db, broadcast: { kind: NotificationKind; audience: Audience }, now: Date): Promise<number> {
  let total = 0;
  await forEachRecipientPage(db, broadcast, now, (ids) => { total += ids.length; });
  return total;
}
