import { expect } from "vitest";
import {
  db,
  storage,
  unique,
  adminOf,
  memberOf,
  teachesHere,
  SCHOOL,
  CONTENT,
  school,
  conversationFor,
  messageFor,
  writesIn,
  managesIn,
  TEACHING_ONLY,
  ABOUT_CHILD_READS,
  ABOUT_CHILD_WRITES,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the messages module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const messagesRows: Record<string, Rule> = {
  // ── messages (issue 30): a conversation is its members' own; who may write to whom is checked when it starts ──
  "messages.list": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: memberOf,
    check: async (result, call) => {
      const ids = (result as { id: string }[]).map((c) => c.id);
      expect(await db.conversationMember.count({ where: { conversationId: { in: ids }, userId: call.me! } })).toBe(
        ids.length,
      );
    },
  },
  "messages.contacts": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    // message.send: the school's staff (through a staff role) and its parents (for their own children)
    allow: (who, scope) => who === "SUPER_ADMIN" || (scope === "own" && ["ADMIN", "TEACHER", "PARENT"].includes(who)),
    check: (result, { w, who }) => {
      // a parent is offered their own children's teachers, never another family's child
      if (who === "PARENT") expect(JSON.stringify(result)).not.toContain(w.A.siblingStudentId);
    },
  },
  // a parent of the scope's pupil writes to another teacher of the pupil's class
  "messages.start": {
    relations: ABOUT_CHILD_WRITES,
    scopes: SCHOOL,
    input: async (call) => {
      const s = school(call);
      const teacher = await db.classSubject.findFirstOrThrow({
        where: { classId: s.classId, teacherId: { notIn: [call.me ?? ""] } },
        select: { teacherId: true },
      });
      return {
        schoolId: s.id,
        to: teacher.teacherId!,
        studentId: s.studentId,
        body: "Bonjour, une question sur les devoirs.",
      };
    },
    allow: (who, scope) => scope === "own" && who === "PARENT",
  },
  // in it, and still in its school (school A): who has left the school no longer reads it
  "messages.thread": {
    relations: ABOUT_CHILD_READS,
    scopes: CONTENT,
    input: async (call) => ({ conversationId: (await conversationFor(call)).conversationId }),
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
  },
  "messages.markRead": {
    relations: ABOUT_CHILD_READS,
    scopes: CONTENT,
    input: async (call) => ({ conversationId: (await conversationFor(call)).conversationId }),
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
  },
  "messages.mute": {
    relations: ABOUT_CHILD_READS,
    scopes: CONTENT,
    input: async (call) => ({ conversationId: (await conversationFor(call)).conversationId, muted: true }),
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
  },
  // the actor on the school's side of a family's conversation
  "messages.close": {
    scopes: CONTENT,
    input: async (call) => ({ conversationId: (await conversationFor(call, "STAFF")).conversationId, closed: true }),
    allow: managesIn,
  },
  "messages.handOver": {
    scopes: CONTENT,
    input: async (call) => ({ conversationId: (await conversationFor(call, "STAFF")).conversationId }),
    allow: managesIn,
  },
  "messages.edit": {
    relations: ABOUT_CHILD_WRITES,
    scopes: CONTENT,
    input: async (call) => ({ ...(await messageFor(call)), body: "Corrigé" }),
    allow: writesIn,
  },
  "messages.delete": {
    relations: ABOUT_CHILD_WRITES,
    scopes: CONTENT,
    input: (call) => messageFor(call),
    allow: writesIn,
  },
  // someone else's message in a conversation the actor is in ("own"), or in one they are not in
  "messages.report": {
    relations: ABOUT_CHILD_READS,
    scopes: CONTENT,
    input: async (call) => ({ messageId: (await conversationFor(call)).othersMessageId, reason: "Propos déplacés" }),
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
  },
  "messages.search": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, query: "bonjour" }),
    allow: memberOf,
    check: async (result, call) => {
      const ids = [...new Set((result as { conversationId: string }[]).map((h) => h.conversationId))];
      expect(await db.conversationMember.count({ where: { conversationId: { in: ids }, userId: call.me! } })).toBe(
        ids.length,
      );
    },
  },
  "messages.reports": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "messages.settleReport": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = school(call);
      const reporter = (
        await db.user.create({ data: { name: "Témoin", slug: `temoin-${unique()}` }, select: { id: true } })
      ).id;
      const conversation = await db.conversation.create({
        data: {
          schoolId: s.id,
          kind: "FAMILY_TEACHER",
          studentId: s.studentId,
          messages: {
            create: {
              body: "Injure",
              reports: { create: { reporterId: reporter, reason: "Injure", snapshot: "Injure" } },
            },
          },
        },
        select: { messages: { select: { reports: { select: { id: true } } } } },
      });
      return { schoolId: s.id, reportId: conversation.messages[0]!.reports[0]!.id, action: "dismiss" };
    },
    allow: adminOf,
  },
  "messages.toClass": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, classId: school(call).classId, body: "Sortie jeudi." }),
    allow: teachesHere,
  },
  "messages.broadcasts": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  // a message to school A's class, sent by the actor ("own") or by someone else: its sender, or the school's administrators
  "messages.broadcast": {
    scopes: CONTENT,
    input: async (call) => {
      const author =
        call.scope === "own" && call.me
          ? call.me
          : (await db.user.create({ data: { name: "Autre", slug: `autre-${unique()}` }, select: { id: true } })).id;
      return {
        broadcastId: (
          await db.messageBroadcast.create({
            data: { schoolId: call.w.A.id, classId: call.w.A.classId, authorId: author, body: "Sortie", families: 0 },
            select: { id: true },
          })
        ).id,
      };
    },
    allow: (who, scope) => who === "SUPER_ADMIN" || who === "ADMIN" || (scope === "own" && memberOf(who, scope)),
  },
  "messages.rules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "messages.updateRules": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      hoursFrom: "08:00",
      hoursTo: "16:30",
      days: [0, 1, 2, 3, 4],
      parentsToTeachers: true,
    }),
    allow: adminOf,
  },
  "messages.send": {
    relations: ABOUT_CHILD_WRITES,
    scopes: CONTENT,
    input: async (call) => {
      const form = new FormData();
      form.set(
        "fields",
        JSON.stringify({ conversationId: (await conversationFor(call)).conversationId, body: "Merci." }),
      );
      return form;
    },
    // in it, and still holding message.send in its school (school A): staff, a parent, the super admin
    allow: writesIn,
  },
  // a file of a message in the scope's conversation: to its members who still belong to the school
  "messages.file": {
    relations: ABOUT_CHILD_READS,
    scopes: CONTENT,
    input: async (call) => {
      const { conversationId } = await conversationFor(call);
      const message = await db.message.create({
        data: {
          conversationId,
          body: "",
          attachments: {
            create: {
              kind: "DOCUMENT",
              fileKey: "private/messages/matrix.pdf",
              fileName: "matrix.pdf",
              fileType: "application/pdf",
              fileSize: 9,
            },
          },
        },
        select: { attachments: { select: { id: true } } },
      });
      await storage.put("private/messages/matrix.pdf", Buffer.from("%PDF-1.4\n"), "application/pdf");
      return { id: message.attachments[0]!.id };
    },
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
  },
};
