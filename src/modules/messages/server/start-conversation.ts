import type { z } from "zod";
import { resolveMessagingRules } from "~/modules/messages/domain/messaging-rules";
import type { ZStartConversation } from "~/modules/messages/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, forbidden } from "~/platform/errors";
import { mayActFor } from "~/modules/family";
import { administers } from "~/modules/school";
import { continuedWith, messagingSides, schoolStaff, studentWrites } from "./access";
import { postMessage } from "./send-message";

type Side = "FAMILY" | "STAFF";

/**
 * Starts a conversation (or continues the one already open between exactly the same people about the same child: a
 * closed one, or one whose members have changed, is not continued) with its first message. Who may write to whom:
 * - a parent, about their child: to a teacher of the child's class this year, or to "office" (the school's admins);
 * - staff, about a student they teach (an admin: any student of the school): to one of the student's parents;
 * - staff to a colleague of the school (no child);
 * - a pupil, where the school allows it, to a teacher of their class (their parents in it).
 * Anyone else, or another school's person, is refused with the same "not allowed": nothing tells who exists where.
 */
export async function startConversation(db: Db, actor: Actor, input: z.output<typeof ZStartConversation>) {
  const { staff, family } = messagingSides(actor, input.schoolId);
  const pupil = !staff && !family && (await studentWrites(db, actor, input.schoolId));
  if (!staff && !family && !pupil) throw forbidden();
  const plan = pupil
    ? await planPupilConversation(db, actor, input)
    : await planConversation(db, actor, input, { staff, family });
  return db.$transaction(async (tx) => {
    // continued only between the same people (continuedWith): nobody is added to a conversation that has history, so
    // an office whose admins have changed since, or a conversation another parent is in, is not continued
    const existing = await tx.conversation.findFirst({
      where: { schoolId: input.schoolId, kind: plan.kind, studentId: plan.studentId, ...continuedWith(plan.members) },
      orderBy: { lastMessageAt: "desc" },
      select: { id: true },
    });
    const conversationId =
      existing?.id ??
      (
        await tx.conversation.create({
          data: {
            schoolId: input.schoolId,
            kind: plan.kind,
            studentId: plan.studentId,
            startedById: actor.userId,
            members: { create: plan.members.map((m) => ({ userId: m.userId, side: m.side })) },
          },
          select: { id: true },
        })
      ).id;
    const message = await postMessage(tx, actor, { id: conversationId, schoolId: input.schoolId }, input.body);
    return { conversationId, messageId: message.id };
  });
}

/**
 * A pupil, where the school allows it, writes to a teacher of their class this year, about themselves; their parents
 * are in the conversation (a child's messages to an adult are never out of the family's sight).
 */
async function planPupilConversation(db: Db, actor: Actor, input: z.output<typeof ZStartConversation>) {
  const self = await db.student.findFirst({
    where: { userId: actor.userId, schoolId: input.schoolId },
    select: { id: true, parents: { select: { parentId: true } } },
  });
  if (!self || input.to === "office") throw forbidden();
  const teaches = await db.classSubject.count({
    where: {
      teacherId: input.to,
      class: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: self.id } } },
    },
  });
  if (teaches === 0) throw forbidden();
  return {
    kind: "FAMILY_TEACHER" as const,
    studentId: self.id,
    members: [
      { userId: actor.userId, side: "FAMILY" as Side },
      { userId: input.to, side: "STAFF" as Side },
      ...self.parents.map((p) => ({ userId: p.parentId, side: "FAMILY" as Side })),
    ],
  };
}

async function planConversation(
  db: Db,
  actor: Actor,
  input: z.output<typeof ZStartConversation>,
  sides: { staff: boolean; family: boolean },
) {
  const me = (side: Side) => ({ userId: actor.userId, side });
  // a family writing about their child
  if (sides.family && input.studentId) {
    const child = await db.student.findFirst({
      where: { id: input.studentId, schoolId: input.schoolId, parents: { some: { parentId: actor.userId } } },
      select: { id: true },
    });
    // a parent the school left read-only (custody) does not write about the child
    if (child && !(await mayActFor(db, actor.userId, child.id))) throw forbidden("family.error.readOnly");
    if (child) {
      if (input.to === "office") {
        const admins = await schoolStaff(db, input.schoolId, ["ADMIN"]);
        if (admins.length === 0) throw fieldError("to", "messages.error.noOffice");
        return {
          kind: "FAMILY_OFFICE" as const,
          studentId: child.id,
          members: [me("FAMILY"), ...admins.map((a) => ({ userId: a.id, side: "STAFF" as Side }))],
        };
      }
      // the school may keep parents to the office (its teachers still write to families)
      const school = await db.school.findUniqueOrThrow({
        where: { id: input.schoolId },
        select: { messagingRules: true },
      });
      if (!resolveMessagingRules(school.messagingRules).parentsToTeachers) throw forbidden();
      const teaches = await db.classSubject.count({
        where: {
          teacherId: input.to,
          class: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: child.id } } },
        },
      });
      if (teaches > 0)
        return {
          kind: "FAMILY_TEACHER" as const,
          studentId: child.id,
          members: [me("FAMILY"), { userId: input.to, side: "STAFF" as Side }],
        };
    }
  }
  if (sides.staff && input.to !== "office") {
    // staff writing to a parent about a student they teach (an admin: any of the school's)
    if (input.studentId) {
      const student = await db.student.findFirst({
        where: {
          id: input.studentId,
          schoolId: input.schoolId,
          parents: { some: { parentId: input.to } },
          ...(administers(actor, input.schoolId)
            ? {}
            : {
                enrollments: {
                  some: { class: { schoolYear: { isCurrent: true }, subjects: { some: { teacherId: actor.userId } } } },
                },
              }),
        },
        select: { id: true },
      });
      if (student) {
        const kind = administers(actor, input.schoolId) ? ("FAMILY_OFFICE" as const) : ("FAMILY_TEACHER" as const);
        const office =
          kind === "FAMILY_OFFICE"
            ? (await schoolStaff(db, input.schoolId, ["ADMIN"])).map((a) => ({ userId: a.id, side: "STAFF" as Side }))
            : [me("STAFF")];
        const members = [
          { userId: input.to, side: "FAMILY" as Side },
          ...office.filter((m) => m.userId !== actor.userId),
          me("STAFF"),
        ];
        return { kind, studentId: student.id, members };
      }
    } else if (
      input.to !== actor.userId &&
      (await db.userRole.count({
        where: {
          schoolId: input.schoolId,
          userId: input.to,
          role: { key: { in: ["ADMIN", "TEACHER"] } },
          user: { suspendedAt: null },
        },
      })) > 0
    ) {
      return {
        kind: "STAFF" as const,
        studentId: null,
        members: [me("STAFF"), { userId: input.to, side: "STAFF" as Side }],
      };
    }
  }
  throw forbidden();
}
