import { remindUnansweredLeads } from '../../app/features/quote/lead-reminders.server.ts';
import { sendDueNotifications, type NotificationPassOptions } from '../../app/mail/notification-digest.server.ts';
import type { Logger } from '../logger.ts';
import { startRepeatingJob, type RepeatingJob } from './repeating-job.ts';

/**
 * Runs the reminders of unanswered leads that are due (docs/decisions/117), then the notification pass
 * (docs/decisions/116), now and every `intervalMs` after the previous run ended, until stopped. Several
 * processes may run it: each reminder, each item and each day's digest goes out once.
 */
export function startNotificationJob(options: NotificationPassOptions & { log: Logger; intervalMs: number }): RepeatingJob {
  return startRepeatingJob({
    log: options.log,
    intervalMs: options.intervalMs,
    failed: 'notification pass failed',
    pass: async () => {
      const reminded = await remindUnansweredLeads(options);
      if (reminded > 0) options.log.info({ reminded }, 'lead reminders queued');
      const result = await sendDueNotifications(options);
      if (result.immediate + result.digests > 0) options.log.info(result, 'notifications queued');
    },
  });
}
