import { z } from "zod";
import {
  ZAudienceInput,
  ZListNotificationsInput,
  ZMarkReadInput,
  ZPeopleSearchInput,
  ZPushScheduleInput,
  ZRegisterDeviceInput,
  ZRulesInput,
  ZSendInput,
  ZUnregisterDeviceInput,
} from "~/modules/notify/schemas";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure, scopedProcedure } from "~/platform/api/trpc";
import { clearNotifications } from "~/modules/notify/server/clear-notifications";
import { countUnread, listNotifications } from "~/modules/notify/server/list-notifications";
import { markRead, openNotification } from "~/modules/notify/server/mark-read";
import { notificationsScreen } from "~/modules/notify/server/notifications-screen";
import { getPushSchedule, updatePushSchedule } from "~/modules/notify/server/push-schedule";
import { registerDevice, unregisterDevice } from "~/modules/notify/server/register-device";
import { getNotificationRules, updateNotificationRules } from "~/modules/notify/server/rules";
import { searchRecipients } from "~/modules/notify/server/search-people";
import { countAudience, listSentMessages, sendMessage } from "~/modules/notify/server/send-message";
import { sendScreen } from "~/modules/notify/server/send-screen";
import { live } from "./live";

export const notificationsRouter = createTRPCRouter({
  /** mine, newest first, a page at a time */
  list: ownProcedure
    .input(ZListNotificationsInput)
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.actor, input)),
  unreadCount: ownProcedure.query(({ ctx }) => countUnread(ctx.db, ctx.actor)),
  /** my unread count, live over SSE (src/platform/realtime) */
  live,
  markRead: ownProcedure.input(ZMarkReadInput).mutation(({ ctx, input }) => markRead(ctx.db, ctx.actor, input)),
  clear: ownProcedure.mutation(({ ctx }) => clearNotifications(ctx.db, ctx.actor)),
  /** one of mine, opened from a push or a mail (GET /api/notifications/{id}/open): marked read, its page given */
  open: ownProcedure
    .input(z.object({ id: recordId() }))
    .mutation(({ ctx, input }) => openNotification(ctx.db, ctx.actor, input.id)),
  /** what /notifications shows: a page of mine and the unread count (the page's one action) */
  screen: ownProcedure
    .input(ZListNotificationsInput.pick({ cursor: true }))
    .query(({ ctx, input }) => notificationsScreen(ctx.db, ctx.actor, input)),

  /** how many people a message would reach */
  audienceCount: scopedProcedure("notification.send", "school")
    .input(ZAudienceInput)
    .query(({ ctx, input }) => countAudience(ctx.db, ctx.actor, ctx.scope, input)),
  people: scopedProcedure("notification.send", "school")
    .input(ZPeopleSearchInput)
    .query(({ ctx, input }) => searchRecipients(ctx.db, ctx.actor, ctx.scope, input)),
  send: scopedProcedure("notification.send", "school")
    .input(ZSendInput)
    .mutation(({ ctx, input }) => sendMessage(ctx.db, ctx.actor, ctx.scope, input)),
  sent: scopedProcedure("notification.send", "school").query(({ ctx }) =>
    listSentMessages(ctx.db, ctx.actor, ctx.scope),
  ),
  /** what /notifications/send shows: whom one may write to, and what was sent (the page's one action) */
  sendScreen: scopedProcedure("notification.send", "school").query(({ ctx }) =>
    sendScreen(ctx.db, ctx.actor, ctx.scope),
  ),

  /** which school events notify whom */
  rules: scopedProcedure("notification.editSchool", "school").query(({ ctx }) =>
    getNotificationRules(ctx.db, ctx.scope),
  ),
  updateRules: scopedProcedure("notification.editSchool", "school")
    .input(ZRulesInput)
    .mutation(({ ctx, input }) => updateNotificationRules(ctx.db, ctx.scope, input)),
  /** when pushes may ring: quiet hours, results time */
  pushSchedule: scopedProcedure("notification.editSchool", "school").query(({ ctx }) =>
    getPushSchedule(ctx.db, ctx.scope),
  ),
  updatePushSchedule: scopedProcedure("notification.editSchool", "school")
    .input(ZPushScheduleInput)
    .mutation(({ ctx, input }) => updatePushSchedule(ctx.db, ctx.scope, input)),

  /** this browser receives my pushes (web push, src/modules/notify/ui) */
  registerDevice: ownProcedure
    .input(ZRegisterDeviceInput)
    .mutation(({ ctx, input }) => registerDevice(ctx.db, ctx.actor, input)),
  unregisterDevice: ownProcedure
    .input(ZUnregisterDeviceInput)
    .mutation(({ ctx, input }) => unregisterDevice(ctx.db, ctx.actor, input)),
});
