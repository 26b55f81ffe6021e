import type { Actor } from "~/platform/auth/actor";
import { can } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { administers, belongsTo } from "~/modules/school";

/**
 * /circulars for one school, newest first: the circulars the actor sent (an administrator: all of the school's), each
 * with how many families answered (or opened) out of how many; and those that reached the actor's children, each with
 * whether it still waits for their answer.
 */
export async function listCirculars(db: Db, actor: Actor, input: { schoolId: string }) {
  if (!belongsTo(actor, input.schoolId)) throw forbidden();
  const sends = can(actor, "circular.send", input.schoolId);
  const sent = sends
    ? await db.circular.findMany({
        where: { schoolId: input.schoolId, ...(administers(actor, input.schoolId) ? {} : { authorId: actor.userId }) },
        orderBy: { createdAt: "desc" },
        take: 100,
        select: {
          id: true,
          title: true,
          answer: true,
          deadline: true,
          recipients: true,
          createdAt: true,
          author: { select: { name: true } },
        },
      })
    : [];
  const done = sent.length
    ? await db.$queryRaw<{ circularId: string; answered: number; opened: number }[]>`
        SELECT "circularId", COUNT("answeredAt")::int AS "answered", COUNT("openedAt")::int AS "opened"
        FROM "CircularFamily" WHERE "circularId" = ANY(${sent.map((c) => c.id)}::text[]) GROUP BY "circularId"`
    : [];
  const received = await db.circularFamily.findMany({
    where: { circular: { schoolId: input.schoolId }, student: { parents: { some: { parentId: actor.userId } } } },
    orderBy: { circular: { createdAt: "desc" } },
    take: 100,
    select: {
      studentId: true,
      openedAt: true,
      answeredAt: true,
      student: { select: { user: { select: { name: true } } } },
      circular: { select: { id: true, title: true, answer: true, deadline: true, createdAt: true } },
    },
  });
  const now = new Date();
  return {
    sends,
    sent: sent.map((c) => {
      const d = done.find((x) => x.circularId === c.id);
      return {
        id: c.id,
        title: c.title,
        answer: c.answer,
        deadline: c.deadline,
        recipients: c.recipients,
        sentAt: c.createdAt,
        sender: c.author?.name ?? null,
        done: c.answer === "NONE" ? (d?.opened ?? 0) : (d?.answered ?? 0),
      };
    }),
    received: received.map((r) => ({
      id: r.circular.id,
      title: r.circular.title,
      sentAt: r.circular.createdAt,
      deadline: r.circular.deadline,
      child: r.student.user.name,
      /** waiting for this family: an answer asked, not given, the deadline not passed */
      waiting: r.circular.answer !== "NONE" && !r.answeredAt && !(r.circular.deadline && r.circular.deadline < now),
      unread: !r.openedAt,
    })),
  };
}
