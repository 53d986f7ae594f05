import type { Db } from '@fitrater/platform';
import type { CoreContext } from './context';

/**
 * What one domain tells the others, by name, with what each event carries. A domain that must react
 * to another's change subscribes here (core/src/reactions.ts wires them) instead of being called by
 * it, so the domain that changes knows nothing of who listens.
 */
export interface DomainEvents {
  /** A member's first rating finished; emitted in the transaction that counts it, with the member's row locked. */
  'rating.firstCompleted': { userId: string; at: Date };
  /** A new account exists (in the transaction that created it); `referralCode` is the friend's link it came from, if any. */
  'account.registered': { userId: string; email: string; referralCode: string | null; at: Date };
  /** The welcome mail reached the provider or gave up for good (in the transaction that records it on the outbox row). */
  'mail.welcomeSettled': { userId: string; status: 'sent' | 'failed' };
  /** A member's paid plan started, was extended or ended: anything cached from their row is stale. */
  'membership.changed': { userId: string };
}

export type DomainEventName = keyof DomainEvents;
/**
 * A reaction gets the context with `db` set to the emitter's transaction when there is one, so cause
 * and reaction commit (or roll back) together.
 */
export type DomainEventHandler<K extends DomainEventName> = (event: DomainEvents[K], ctx: CoreContext) => Promise<void> | void;

const handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();

/** Subscribes `handler` to `name`; returns the unsubscribe. */
export function onDomainEvent<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): () => void {
  const list = handlers.get(name) ?? [];
  list.push(handler as DomainEventHandler<never>);
  handlers.set(name, list);
  return () => {
    const at = list.indexOf(handler as DomainEventHandler<never>);
    if (at >= 0) list.splice(at, 1);
  };
}

/**
 * Runs every reaction to `name`, one after another, on `db` (pass the transaction the change is in;
 * by default the context's own pool). A reaction that throws fails the emitter, so a transaction
 * rolls back cause and reactions together rather than keeping half of them.
 */
export async function emitDomainEvent<K extends DomainEventName>(ctx: CoreContext, name: K, event: DomainEvents[K], db: Db = ctx.db): Promise<void> {
  const list = handlers.get(name);
  if (!list?.length) return;
  const scoped = db === ctx.db ? ctx : { ...ctx, db };
  for (const handler of [...list] as DomainEventHandler<K>[]) await handler(event, scoped);
}
