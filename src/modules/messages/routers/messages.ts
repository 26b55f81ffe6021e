import { z } from "zod";
import {
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  VOICE_MAX_BYTES,
  ZEditMessage,
  ZMessageClass,
  ZMessagingRules,
  ZReportMessage,
  ZSearchMessages,
  ZSendMessage,
  ZStartConversation,
} from "~/modules/messages/schemas";
import { recordId } from "~/lib/validation";
import { fileParts, jsonPart } from "~/platform/api/multipart";
import { conversationProcedure, createTRPCRouter, ownProcedure, scopedProcedure } from "~/platform/api/trpc";
import { broadcastReads, myBroadcasts } from "~/modules/messages/server/broadcast-reads";
import { closeConversation } from "~/modules/messages/server/close-conversation";
import { messageClass } from "~/modules/messages/server/message-class";
import { deleteMessage, editMessage } from "~/modules/messages/server/edit-message";
import { handOverConversation } from "~/modules/messages/server/hand-over-conversation";
import { listMessageReports, settleMessageReport } from "~/modules/messages/server/message-reports";
import { getMessagingRules, updateMessagingRules } from "~/modules/messages/server/messaging-rules";
import { muteConversation } from "~/modules/messages/server/mute-conversation";
import { reportMessage } from "~/modules/messages/server/report-message";
import { searchMessages } from "~/modules/messages/server/search-messages";
import { openMessageFile } from "~/modules/messages/server/open-message-file";
import { listConversations } from "~/modules/messages/server/list-conversations";
import { markConversationRead } from "~/modules/messages/server/mark-conversation-read";
import { messageContacts } from "~/modules/messages/server/message-contacts";
import { readConversation } from "~/modules/messages/server/read-conversation";
import { sendMessage } from "~/modules/messages/server/send-message";
import { startConversation } from "~/modules/messages/server/start-conversation";

/**
 * /messages (issue 30). An action on one conversation passes the gate's "member of this conversation today"
 * (conversationProcedure, issue 47); lists and searches are the actor's own and ask the same question of each row
 * (services/messages/member-today.ts); who may write to whom is checked when a conversation starts
 * (src/modules/messages/server/start-conversation.ts).
 */
export const messagesRouter = createTRPCRouter({
  /** my conversations in a school, the latest first, with their unread counts */
  list: ownProcedure
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx, input }) => listConversations(ctx.db, ctx.actor, input)),
  /** whom I may write to in a school: my children's teachers and the office, or the families I teach and my colleagues */
  contacts: ownProcedure
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx, input }) => messageContacts(ctx.db, ctx.actor, input)),
  /** one of my conversations, its messages and who has read mine */
  thread: conversationProcedure().query(({ ctx }) => readConversation(ctx.db, ctx.actor, ctx.membership)),
  start: ownProcedure
    .input(ZStartConversation)
    .mutation(({ ctx, input }) => startConversation(ctx.db, ctx.actor, input)),
  /** multipart: a "fields" part (ZSendMessage as JSON), up to 3 "files" (photos, documents) and one "voice" note */
  send: ownProcedure.input(z.instanceof(FormData)).mutation(async ({ ctx, input }) => {
    const fields = jsonPart(ZSendMessage, input, "fields");
    const files = await fileParts(input, "files", {
      field: "files",
      max: MESSAGE_FILES_MAX,
      maxBytes: MESSAGE_FILE_MAX_BYTES,
    });
    const [voice] = await fileParts(input, "voice", { field: "voice", max: 1, maxBytes: VOICE_MAX_BYTES });
    return sendMessage(ctx.db, ctx.actor, fields, files, voice ?? null);
  }),
  /** a message's file, bytes and all (GET /api/conversations/files/{id} only): to the conversation's members */
  file: ownProcedure
    .meta({ serverOnly: true })
    .input(z.object({ id: recordId(), thumb: z.boolean().default(false) }))
    .query(({ ctx, input }) => openMessageFile(ctx.db, ctx.actor, input)),
  markRead: conversationProcedure().mutation(({ ctx }) => markConversationRead(ctx.db, ctx.actor, ctx.membership)),
  /** to a class's parents: a copy per family (answers private), or the class's group discussion */
  toClass: ownProcedure.input(ZMessageClass).mutation(({ ctx, input }) => messageClass(ctx.db, ctx.actor, input)),
  /** my latest messages to classes, with how many families read each */
  broadcasts: ownProcedure
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx, input }) => myBroadcasts(ctx.db, ctx.actor, input.schoolId)),
  /** who read one of them, per family (its sender, or the school's administrators) */
  broadcast: ownProcedure
    .input(z.object({ broadcastId: recordId() }))
    .query(({ ctx, input }) => broadcastReads(ctx.db, ctx.actor, input)),
  /** my own words: changed ("edited" shows) or deleted ("deleted" stays in place) */
  edit: ownProcedure.input(ZEditMessage).mutation(({ ctx, input }) => editMessage(ctx.db, ctx.actor, input)),
  delete: ownProcedure
    .input(z.object({ messageId: recordId() }))
    .mutation(({ ctx, input }) => deleteMessage(ctx.db, ctx.actor, input)),
  /** a member: no bell or push for this conversation (or again) */
  mute: conversationProcedure()
    .input(z.object({ muted: z.boolean() }))
    .mutation(({ ctx, input }) => muteConversation(ctx.db, ctx.actor, ctx.membership, input)),
  /** the school's side: closed (nobody writes) or reopened */
  close: conversationProcedure()
    .input(z.object({ closed: z.boolean() }))
    .mutation(({ ctx, input }) => closeConversation(ctx.db, ctx.actor, ctx.membership, input)),
  /** a teacher hands a family's conversation to the office */
  handOver: conversationProcedure().mutation(({ ctx }) => handOverConversation(ctx.db, ctx.actor, ctx.membership)),
  /** a member reports someone else's message to the school's admins */
  report: ownProcedure.input(ZReportMessage).mutation(({ ctx, input }) => reportMessage(ctx.db, ctx.actor, input)),
  /** words in my own conversations of a school */
  search: ownProcedure.input(ZSearchMessages).query(({ ctx, input }) => searchMessages(ctx.db, ctx.actor, input)),
  /** the school's reported messages still to settle, and settling one */
  reports: scopedProcedure("message.moderate", "school").query(({ ctx }) => listMessageReports(ctx.db, ctx.scope)),
  settleReport: scopedProcedure("message.moderate", "school")
    .input(z.object({ reportId: recordId(), action: z.enum(["dismiss", "delete"]) }))
    .mutation(({ ctx, input }) => settleMessageReport(ctx.db, ctx.actor, ctx.scope, input)),
  /** who may start a conversation with whom, and the teachers' hours (/settings) */
  rules: scopedProcedure("notification.editSchool", "school").query(({ ctx }) => getMessagingRules(ctx.db, ctx.scope)),
  updateRules: scopedProcedure("notification.editSchool", "school")
    .input(ZMessagingRules)
    .mutation(({ ctx, input }) => updateMessagingRules(ctx.db, ctx.scope, input)),
});
