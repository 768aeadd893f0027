import { sendDueNotifications, type NotificationPassOptions } from '../../app/mail/notification-digest.server.ts';
import type { Logger } from '../logger.ts';

export interface NotificationJob {
  stop(): Promise<void>;
}

/**
 * Runs the notification job's pass (docs/decisions/116) now and every `intervalMs` after the previous one
 * ended, until stopped. Several processes may run it: each item and each day's digest goes out once.
 */
export function startNotificationJob(options: NotificationPassOptions & { log: Logger; intervalMs: number }): NotificationJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (stopped) return;
    running = (async () => {
      try {
        const result = await sendDueNotifications(options);
        if (result.immediate + result.digests > 0) options.log.info(result, 'notifications queued');
      } catch (error) {
        options.log.error({ err: error }, 'notification pass failed');
      } finally {
        running = undefined;
        if (!stopped) timer = setTimeout(run, options.intervalMs);
      }
    })();
  };
  timer = setTimeout(run, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
