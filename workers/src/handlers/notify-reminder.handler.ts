import { sendScheduledReminder } from '@fitrater/core';
import type { JobHandler } from './types';

/** The hourly reminder tick: a broadcast for the time zones at the reminder's local hour (deduplicated per hour). */
export const notifyReminderHandler: JobHandler<'notify.reminder'> = async ({ kind, hour }, { ctx }) => sendScheduledReminder(ctx, kind, hour);
