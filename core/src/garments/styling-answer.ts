import type { CoreContext } from '../context';

export interface StoredStylingAnswer {
  id: string;
  status: string;
  occasion: string | null;
  result: unknown;
}

/**
 * A member's styling request, read straight from its table: styling dresses looks from the closet
 * (it imports this domain), so the closet reads the looks it is asked to wear or improve here
 * instead of importing styling back.
 */
export async function ownStylingAnswer(ctx: CoreContext, userId: string, id: string): Promise<StoredStylingAnswer | undefined> {
  return ctx.db('styling_requests').select('id', 'status', 'occasion', 'result').where({ id, userId }).first() as Promise<StoredStylingAnswer | undefined>;
}
