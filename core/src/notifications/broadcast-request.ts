import { NOTIFICATION_LIMITS, type NotificationKind } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { findUserByEmail } from '../users';
import { cleanFeatures, sameOriginPath, type BroadcastContent } from './content';
import { createBroadcast } from './broadcast.service';
import { countSubscriptionsOf, type BroadcastSource } from './broadcast.repository';
import type { Audience } from './audience.repository';
import { countRecipients, forEachRecipientPage } from './audience';
import { tipIndexOfDay } from './tips';

/** What an operator asks for (admin panel or CLI). */
export type BroadcastRequest =
  | { kind: 'morning_tip' }
  | { kind: 'streak_reminder' }
  | { kind: 'app_update'; features: string[] }
  | { kind: 'premium_tip'; message: string }
  | { kind: 'custom'; title: string; body: string; url?: string | null };

export interface BroadcastPlan {
  kind: NotificationKind;
  content: BroadcastContent;
  audience: Audience;
}

/** Validates and turns a request into what is stored; `toEmail` narrows it to one account (CLI --user). */
export async function planBroadcast(ctx: CoreContext, request: BroadcastRequest, toEmail?: string): Promise<BroadcastPlan> {
  let audience: Audience = { all: true };
  if (toEmail) {
    const user = await findUserByEmail(ctx.db, toEmail);
    if (!user) throw new AppError('USER_NOT_FOUND');
    audience = { userId: user.id };
  }
  switch (request.kind) {
    case 'morning_tip':
      return { kind: 'morning_tip', content: { tip: tipIndexOfDay(ctx.now().toISOString().slice(0, 10)) }, audience };
    case 'streak_reminder':
      return { kind: 'streak_reminder', content: {}, audience };
    case 'app_update': {
      const features = cleanFeatures(request.features);
      if (!features.length) throw new AppError('VALIDATION', 'Invalid request: list at least one feature');
      if (features.some((f) => f.length > NOTIFICATION_LIMITS.featureMax)) throw new AppError('VALIDATION', `Invalid request: a feature may have at most ${NOTIFICATION_LIMITS.featureMax} characters`);
      return { kind: 'app_update', content: { features }, audience };
    }
    case 'premium_tip': {
      const message = request.message.trim();
      if (!message) throw new AppError('VALIDATION', 'Invalid request: the tip needs a message');
      return { kind: 'premium_tip', content: { message }, audience };
    }
    case 'custom': {
      const title = request.title.trim();
      const body = request.body.trim();
      if (!title || !body) throw new AppError('VALIDATION', 'Invalid request: a notification needs a title and a message');
      return { kind: 'custom', content: { title, body, url: sameOriginPath(request.url, ctx.config.publicUrl) }, audience };
    }
  }
}

export async function startBroadcast(
  ctx: CoreContext, request: BroadcastRequest, by: { source: BroadcastSource; userId?: string | null; toEmail?: string },
): Promise<string> {
  const plan = await planBroadcast(ctx, request, by.toEmail);
  const { id } = await createBroadcast(ctx, { ...plan, source: by.source, createdBy: by.userId ?? null });
  return id;
}

/** Recipient count without sending anything (CLI --dry-run). */
export async function previewBroadcast(ctx: CoreContext, request: BroadcastRequest, toEmail?: string): Promise<{ recipients: number; subscriptions: number }> {
  const plan = await planBroadcast(ctx, request, toEmail);
  const recipients = await countRecipients(ctx.db, plan, ctx.now());
  return { recipients, subscriptions: await countTargetSubscriptions(ctx, plan) };
}

async function countTargetSubscriptions(ctx: CoreContext, plan: BroadcastPlan): Promise<number> {
  let total = 0;
  await forEachRecipientPage(ctx.db, plan, ctx.now(), async (ids) => { total += await countSubscriptionsOf(ctx.db, ids); });
  return total;
}
