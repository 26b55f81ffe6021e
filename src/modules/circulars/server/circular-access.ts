import type { Actor } from "~/platform/auth/actor";
import { can, hasRole } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { administers, belongsTo } from "~/modules/school";

/**
 * A circular as the actor may see it: its sender and the school's administrators see it whole with its answers
 * ("manage"); a parent of a pupil it reached sees it for those children only ("children"). Anyone else: not found.
 */
export async function circularFor(db: Db, actor: Actor, circularId: string) {
  const circular = await db.circular.findUnique({
    where: { id: circularId },
    select: {
      id: true,
      schoolId: true,
      authorId: true,
      title: true,
      body: true,
      answer: true,
      deadline: true,
      recipients: true,
      lastRemindedAt: true,
      createdAt: true,
      author: { select: { name: true } },
    },
  });
  if (!circular || !belongsTo(actor, circular.schoolId)) throw notFound();
  const manage =
    can(actor, "circular.send", circular.schoolId) &&
    (circular.authorId === actor.userId || administers(actor, circular.schoolId));
  // a family's reading comes from the Parent role in the circular's school (a teacher who is also a parent there reads
  // for their child as a parent; the link alone, without the role, reads nothing)
  const family = hasRole(actor, "PARENT", circular.schoolId);
  const children = !family
    ? []
    : await db.circularFamily.findMany({
        where: { circularId, student: { parents: { some: { parentId: actor.userId } } } },
        orderBy: { student: { user: { name: "asc" } } },
        select: {
          studentId: true,
          openedAt: true,
          answeredAt: true,
          consent: true,
          signature: true,
          student: { select: { user: { select: { name: true } } } },
          answeredBy: { select: { name: true } },
        },
      });
  if (!manage && children.length === 0) throw notFound();
  return { circular, manage, children };
}
