import type { z } from "zod";
import type { ZMessageClass } from "~/modules/messages/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError, forbidden, notFound } from "~/platform/errors";
import { administers } from "~/modules/school";
import { continuedWith, messagingSides, schoolStaff } from "./access";
import { postMessage } from "./send-message";

type Side = "FAMILY" | "STAFF";

/**
 * A message to the parents of a class (a teacher: a class they teach; an admin: any class, as the office). Either
 * one copy in each family's conversation with the sender (see familyConversation: one whose members are exactly the
 * child's parents of today, or a new one) — answers private to each family, "read by 23 of 31" counted per family
 * (MessageBroadcast) — or, `group`, the class's group discussion where every parent reads every answer.
 * Families without a parent account are not reached; a class with none is refused on its field.
 */
export async function messageClass(db: Db, actor: Actor, input: z.output<typeof ZMessageClass>) {
  if (!messagingSides(actor, input.schoolId).staff) throw forbidden();
  const admin = administers(actor, input.schoolId);
  const cls = await db.schoolClass.findFirst({
    where: {
      id: input.classId,
      schoolId: input.schoolId,
      schoolYear: { isCurrent: true },
      ...(admin ? {} : { subjects: { some: { teacherId: actor.userId } } }),
    },
    select: {
      id: true,
      enrollments: { select: { studentId: true, student: { select: { parents: { select: { parentId: true } } } } } },
    },
  });
  if (!cls) throw admin ? notFound() : forbidden();
  const families = cls.enrollments
    .map((e) => ({ studentId: e.studentId, parents: e.student.parents.map((p) => p.parentId) }))
    .filter((f) => f.parents.length > 0);
  if (families.length === 0) throw fieldError("classId", "notifications.send.nobody");
  const staff: { userId: string; side: Side }[] = admin
    ? (await schoolStaff(db, input.schoolId, ["ADMIN"])).map((a) => ({ userId: a.id, side: "STAFF" as Side }))
    : [{ userId: actor.userId, side: "STAFF" }];
  if (!staff.some((s) => s.userId === actor.userId)) staff.push({ userId: actor.userId, side: "STAFF" });
  const conversation = { schoolId: input.schoolId };

  if (input.group) {
    return db.$transaction(async (tx) => {
      const parents = [...new Set(families.flatMap((f) => f.parents))].filter(
        (id) => !staff.some((s) => s.userId === id),
      );
      const existing = await tx.conversation.findFirst({
        where: {
          schoolId: input.schoolId,
          kind: "CLASS_GROUP",
          classId: cls.id,
          closedAt: null,
          members: { some: { userId: actor.userId } },
        },
        select: { id: true },
      });
      const id =
        existing?.id ??
        (
          await tx.conversation.create({
            data: { schoolId: input.schoolId, kind: "CLASS_GROUP", classId: cls.id, startedById: actor.userId },
            select: { id: true },
          })
        ).id;
      // the class's parents of today join (a new pupil's family too)
      await tx.conversationMember.createMany({
        data: [...staff, ...parents.map((userId) => ({ userId, side: "FAMILY" as Side }))].map((m) => ({
          conversationId: id,
          ...m,
        })),
        skipDuplicates: true,
      });
      await postMessage(tx, actor, { ...conversation, id }, input.body);
      return { conversationId: id, broadcastId: null, families: families.length };
    });
  }

  const kind = admin ? ("FAMILY_OFFICE" as const) : ("FAMILY_TEACHER" as const);
  return db.$transaction(
    async (tx) => {
      const broadcast = await tx.messageBroadcast.create({
        data: {
          schoolId: input.schoolId,
          classId: cls.id,
          authorId: actor.userId,
          body: input.body,
          families: families.length,
        },
        select: { id: true },
      });
      for (const family of families) {
        const id = await familyConversation(tx, input.schoolId, kind, family, staff, actor.userId);
        await postMessage(tx, actor, { ...conversation, id }, input.body, [], null, broadcast.id);
      }
      return { conversationId: null, broadcastId: broadcast.id, families: families.length };
    },
    { timeout: 30_000 },
  );
}

/**
 * The family's open conversation with the sender about that child, continued only when its family side is exactly the
 * child's parents of today (all of them, no one else) and it holds the sending staff (issue 47: a copy once merged into a
 * parent's private conversation and added the other parent, who then read its earlier words). Otherwise a new
 * conversation is made for the copy, with all of them: no one is ever added to a conversation that has history.
 */
async function familyConversation(
  tx: Prisma.TransactionClient,
  schoolId: string,
  kind: "FAMILY_TEACHER" | "FAMILY_OFFICE",
  family: { studentId: string; parents: string[] },
  staff: { userId: string; side: Side }[],
  me: string,
) {
  const members = [
    ...staff,
    ...family.parents
      .filter((p) => !staff.some((s) => s.userId === p))
      .map((userId) => ({ userId, side: "FAMILY" as Side })),
  ];
  const existing = await tx.conversation.findFirst({
    where: { schoolId, kind, studentId: family.studentId, ...continuedWith(members) },
    orderBy: { lastMessageAt: "desc" },
    select: { id: true },
  });
  if (existing) return existing.id;
  return (
    await tx.conversation.create({
      data: { schoolId, kind, studentId: family.studentId, startedById: me, members: { create: members } },
      select: { id: true },
    })
  ).id;
}
