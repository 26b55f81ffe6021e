import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { inTeachersHours, nextTeachersHours, resolveMessagingRules } from "~/modules/messages/domain/messaging-rules";
import type { Membership } from "~/platform/api/relations";
import { membersToday } from "./member-today";
import { photoRefusals } from "~/modules/privacy";

const SHOWN = 200;

/**
 * One conversation for one of its members (/messages/{id}): its messages (the latest 200, oldest first), who is in
 * it, and for each of the actor's messages who has read it — a member has read every message up to their
 * `lastReadAt` (stored is delivered: everyone in it can read it).
 */
export async function readConversation(db: Db, actor: Actor, access: Membership) {
  const conversation = await db.conversation.findUniqueOrThrow({
    where: { id: access.id },
    select: {
      id: true,
      kind: true,
      schoolId: true,
      classId: true,
      closedAt: true,
      closedBy: { select: { name: true } },
      class: { select: { name: true } },
      school: { select: { messagingRules: true } },
      student: { select: { id: true, user: { select: { name: true } } } },
      messages: {
        orderBy: { createdAt: "desc" },
        take: SHOWN,
        select: {
          id: true,
          body: true,
          createdAt: true,
          editedAt: true,
          deletedAt: true,
          notice: true,
          authorId: true,
          author: { select: { name: true } },
          attachments: {
            orderBy: { id: "asc" },
            select: {
              id: true,
              kind: true,
              fileName: true,
              fileType: true,
              fileSize: true,
              width: true,
              height: true,
              durationMs: true,
            },
          },
        },
      },
    },
  });
  // who is in it today: a parent barred from the child, unlinked, or whose child left the class is no longer listed
  const members = await membersToday(db, conversation.id);
  const others = members.filter((m) => m.userId !== actor.userId);
  // a family is told when the school's side answers: outside the teachers' hours, from when
  const rules = resolveMessagingRules(conversation.school.messagingRules);
  const now = new Date();
  const answersFrom =
    access.side === "FAMILY" && access.canWrite && !inTeachersHours(now, rules) ? nextTeachersHours(now, rules) : null;
  // a class's group discussion, read by its staff: the pupils a parent of whom refused school-life photos (issue 34),
  // flagged where photos are posted
  const photoRefused =
    conversation.classId && access.side === "STAFF"
      ? await photoRefusals(db, conversation.schoolId, [conversation.classId])
      : [];
  return {
    id: conversation.id,
    kind: conversation.kind,
    photoRefused,
    schoolId: conversation.schoolId,
    canWrite: access.canWrite,
    canManage: access.canManage,
    /** a class's group discussion: the class */
    className: conversation.class?.name ?? null,
    muted: access.muted,
    closed: conversation.closedAt ? { at: conversation.closedAt, by: conversation.closedBy?.name ?? null } : null,
    /** outside the teachers' hours: when an answer may be expected, and the hours */
    outsideHours: answersFrom
      ? { from: answersFrom, hoursFrom: rules.hoursFrom, hoursTo: rules.hoursTo, days: rules.days }
      : null,
    student: conversation.student ? { id: conversation.student.id, name: conversation.student.user.name } : null,
    members: members.map((m) => ({ id: m.userId, name: m.name, side: m.side, me: m.userId === actor.userId })),
    messages: conversation.messages.reverse().map((m) => {
      const mine = m.authorId === actor.userId;
      return {
        id: m.id,
        // a deleted message says so in place: its words and files are gone
        body: m.deletedAt ? "" : m.body,
        at: m.createdAt,
        notice: m.notice as "closed" | "reopened" | "handedOver" | null,
        edited: !!m.editedAt && !m.deletedAt,
        deleted: !!m.deletedAt,
        attachments: m.deletedAt ? [] : m.attachments,
        mine,
        author: m.author?.name ?? null,
        /** for my messages: the others who have read it (names), out of how many */
        readBy: mine ? others.filter((o) => o.lastReadAt && o.lastReadAt >= m.createdAt).map((o) => o.name) : [],
        recipients: mine ? others.length : 0,
      };
    }),
  };
}

export type ConversationView = Awaited<ReturnType<typeof readConversation>>;
