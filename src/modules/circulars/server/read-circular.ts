import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { circularFor } from "./circular-access";

/**
 * A circular on its page (/circulars/{id}): the text, the answer asked, and, for a parent, each of their children it
 * reached with that family's answer. A parent's reading marks it opened for their children (the sender's "opened").
 */
export async function readCircular(db: Db, actor: Actor, input: { circularId: string }) {
  const { circular, manage, children } = await circularFor(db, actor, input.circularId);
  const unopened = children.filter((c) => !c.openedAt).map((c) => c.studentId);
  if (unopened.length) {
    await db.circularFamily.updateMany({
      where: { circularId: circular.id, studentId: { in: unopened }, openedAt: null },
      data: { openedAt: new Date() },
    });
  }
  return {
    id: circular.id,
    schoolId: circular.schoolId,
    title: circular.title,
    body: circular.body,
    answer: circular.answer,
    deadline: circular.deadline,
    closed: !!circular.deadline && circular.deadline < new Date(),
    sentAt: circular.createdAt,
    sender: circular.author?.name ?? null,
    manage,
    children: children.map((c) => ({
      studentId: c.studentId,
      name: c.student.user.name,
      answeredAt: c.answeredAt,
      consent: c.consent,
      signature: c.signature,
      answeredBy: c.answeredBy?.name ?? null,
    })),
  };
}

export type CircularView = Awaited<ReturnType<typeof readCircular>>;
