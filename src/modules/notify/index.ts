/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { audienceRecipients } from "./server/audience";
export { startBriefWorker } from "./server/brief-job";
export { deliverPush } from "./server/deliver-push";
export type { PushJob } from "./server/deliver-push";
export { deliverSms } from "./server/deliver-sms";
export { holdersOf, platformHoldersOf } from "./server/holders-of";
export { countUnread } from "./server/list-notifications";
export { sendNotificationMail } from "./server/notification-mail";
export { NOTIFICATION_CHANNEL, notify, notifyMany, signal } from "./server/notify";
export type { SmsJob } from "./server/queue-sms";
export { smsReach } from "./server/sms-reach";
export { loadFamilyWeeks } from "./server/week-facts";
