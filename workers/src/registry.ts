import { JOB_NAMES, type JobName } from '@fitrater/platform';
import type { JobHandler } from './handlers/types';
import { mailSendHandler } from './handlers/mail-send.handler';
import { resetRequestHandler } from './handlers/reset-request.handler';
import { maintenanceCleanupHandler } from './handlers/maintenance-cleanup.handler';
import { rateOutfitHandler } from './handlers/rate-outfit.handler';
import { cardRenderHandler } from './handlers/card-render.handler';
// Community (issue 11)
import { challengeRotateHandler } from './handlers/challenge-rotate.handler';
import { billingSweepHandler } from './handlers/billing-sweep.handler';
import { stylingCombineHandler, stylingGenerateHandler, stylingSuggestHandler, trendsGenerateHandler } from './handlers/styling.handler';
import { trendsRefreshHandler } from './handlers/trends-refresh.handler';
import { chatReplyHandler } from './handlers/chat-reply.handler';
// notifications (issue 12)
import { notifyBroadcastHandler } from './handlers/notify-broadcast.handler';
import { pushSendHandler } from './handlers/push-send.handler';
import { notifyReminderHandler } from './handlers/notify-reminder.handler';
// hardening (issue 8)
import { accountExportHandler } from './handlers/account-export.handler';
import { closetExtractHandler } from './handlers/closet-extract.handler';

/** One handler per job of the catalogue. The mapped type makes a missing entry a compile error too. */
export const HANDLERS: { [N in JobName]: JobHandler<N> } = {
  'mail.send': mailSendHandler,
  'auth.reset.request': resetRequestHandler,
  'maintenance.cleanup': maintenanceCleanupHandler,
  'outfit.rate': rateOutfitHandler,
  'card.render': cardRenderHandler,
  // Community (issue 11)
  'challenge.rotate': challengeRotateHandler,
  // Billing (issue 14)
  'billing.sweep': billingSweepHandler,
  // Premium styling and trends (issue 15)
  'styling.suggest': stylingSuggestHandler,
  'styling.generate': stylingGenerateHandler,
  'styling.combine': stylingCombineHandler,
  'trends.generate': trendsGenerateHandler,
  'trends.refresh': trendsRefreshHandler,
  'chat.reply': chatReplyHandler,
  // notifications (issue 12)
  'notify.broadcast': notifyBroadcastHandler,
  'push.send': pushSendHandler,
  'notify.reminder': notifyReminderHandler,
  // hardening (issue 8)
  'account.export': accountExportHandler,
  'closet.extract': closetExtractHandler,
};

/** Refuses to boot when the catalogue and the handlers disagree (e.g. a job added without a handler). */
export function assertHandlersCoverCatalogue(handlers: Record<string, unknown> = HANDLERS): void {
  const missing = JOB_NAMES.filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !(JOB_NAMES as string[]).includes(name));
  if (missing.length || unknown.length) {
    throw new Error(
      `Job handlers do not match the catalogue: ${missing.length ? `missing ${missing.join(', ')}` : ''}${missing.length && unknown.length ? '; ' : ''}${unknown.length ? `unknown ${unknown.join(', ')}` : ''}`,
    );
  }
}
