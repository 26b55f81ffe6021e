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
} from "~/lib/schemas/notifications";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure, scopedProcedure } from "~/server/api/trpc";
import { clearNotifications } from "~/server/services/notify/clear-notifications";
import { countUnread, listNotifications } from "~/server/services/notify/list-notifications";
import { markRead, openNotification } from "~/server/services/notify/mark-read";
import { notificationsScreen } from "~/server/services/notify/notifications-screen";
import { getPushSchedule, updatePushSchedule } from "~/server/services/notify/push-schedule";
import { registerDevice, unregisterDevice } from "~/server/services/notify/register-device";
import { getNotificationRules, updateNotificationRules } from "~/server/services/notify/rules";
import { searchRecipients } from "~/server/services/notify/search-people";
import { countAudience, listSentMessages, sendMessage } from "~/server/services/notify/send-message";
import { sendScreen } from "~/server/services/notify/send-screen";
import { live } from "./live";

export const notificationsRouter = createTRPCRouter({
  /** mine, newest first, a page at a time */
  list: ownProcedure.input(ZListNotificationsInput).query(({ ctx, input }) => listNotifications(ctx.db, ctx.actor, input)),
  unreadCount: ownProcedure.query(({ ctx }) => countUnread(ctx.db, ctx.actor)),
  /** my unread count, live over SSE (src/server/realtime) */
  live,
  markRead: ownProcedure.input(ZMarkReadInput).mutation(({ ctx, input }) => markRead(ctx.db, ctx.actor, input)),
  clear: ownProcedure.mutation(({ ctx }) => clearNotifications(ctx.db, ctx.actor)),
  /** one of mine, opened from a push or a mail (GET /api/notifications/{id}/open): marked read, its page given */
  open: ownProcedure.input(z.object({ id: recordId() })).mutation(({ ctx, input }) => openNotification(ctx.db, ctx.actor, input.id)),
  /** what /notifications shows: a page of mine and the unread count (the page's one action) */
  screen: ownProcedure.input(ZListNotificationsInput.pick({ cursor: true })).query(({ ctx, input }) => notificationsScreen(ctx.db, ctx.actor, input)),

  /** how many people a message would reach */
  audienceCount: scopedProcedure("notification.send", "school").input(ZAudienceInput).query(({ ctx, input }) => countAudience(ctx.db, ctx.actor, ctx.scope, input)),
  people: scopedProcedure("notification.send", "school").input(ZPeopleSearchInput).query(({ ctx, input }) => searchRecipients(ctx.db, ctx.actor, ctx.scope, input)),
  send: scopedProcedure("notification.send", "school").input(ZSendInput).mutation(({ ctx, input }) => sendMessage(ctx.db, ctx.actor, ctx.scope, input)),
  sent: scopedProcedure("notification.send", "school").query(({ ctx }) => listSentMessages(ctx.db, ctx.actor, ctx.scope)),
  /** what /notifications/send shows: whom one may write to, and what was sent (the page's one action) */
  sendScreen: scopedProcedure("notification.send", "school").query(({ ctx }) => sendScreen(ctx.db, ctx.actor, ctx.scope)),

  /** which school events notify whom */
  rules: scopedProcedure("notification.editSchool", "school").query(({ ctx }) => getNotificationRules(ctx.db, ctx.scope)),
  updateRules: scopedProcedure("notification.editSchool", "school").input(ZRulesInput).mutation(({ ctx, input }) => updateNotificationRules(ctx.db, ctx.scope, input)),
  /** when pushes may ring: quiet hours, results time */
  pushSchedule: scopedProcedure("notification.editSchool", "school").query(({ ctx }) => getPushSchedule(ctx.db, ctx.scope)),
  updatePushSchedule: scopedProcedure("notification.editSchool", "school")
    .input(ZPushScheduleInput)
    .mutation(({ ctx, input }) => updatePushSchedule(ctx.db, ctx.scope, input)),

  /** this browser receives my pushes (web push, src/features/push) */
  registerDevice: ownProcedure.input(ZRegisterDeviceInput).mutation(({ ctx, input }) => registerDevice(ctx.db, ctx.actor, input)),
  unregisterDevice: ownProcedure.input(ZUnregisterDeviceInput).mutation(({ ctx, input }) => unregisterDevice(ctx.db, ctx.actor, input)),
});
