// The notifications module's public surface (docs/decisions/041-notifications.md): every part of
// the product sends residents' messages through `Notifier.notify`, which applies the resident's
// choices, writes the log and queues each channel. The scheduled reminders and holiday notices
// (`createNoticeSchedule`) are made here too, run by jobs/notification-scheduler.ts.

export { createNotifier } from './notifier.ts';
export type { NotificationMessage, Notifier, Queued } from './notifier.ts';
export { createNoticeSchedule } from './notice-schedule.ts';
export type { NoticeRun } from './notice-schedule.ts';
export { registerNoticeScheduleDevRoute } from './notice-dev-routes.ts';
