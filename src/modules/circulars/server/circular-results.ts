import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";

import { notFound } from "~/platform/errors";
import { circularFor } from "./circular-access";

export type FamilyState = "yes" | "no" | "read" | "opened" | "unopened";

/**
 * A circular's answers for its sender and the school's administrators: per class (in the classes' order), the counts
 * — answered yes, no, "I have read", opened without answering, not opened — counted by the database, and each pupil's
 * family with its state, signature, who answered and when. `lists: false` gives the counts only.
 */
export async function circularResults(db: Db, actor: Actor, input: { circularId: string; lists?: boolean }) {
  const { circular, manage } = await circularFor(db, actor, input.circularId);
  if (!manage) throw notFound();
  const counts = await db.$queryRaw<
    {
      classId: string | null;
      className: string | null;
      yes: number;
      no: number;
      read: number;
      opened: number;
      unopened: number;
    }[]
  >`
    SELECT f."classId", c."name" AS "className",
      COUNT(*) FILTER (WHERE f."answeredAt" IS NOT NULL AND f."consent" = true)::int AS "yes",
      COUNT(*) FILTER (WHERE f."answeredAt" IS NOT NULL AND f."consent" = false)::int AS "no",
      COUNT(*) FILTER (WHERE f."answeredAt" IS NOT NULL AND f."consent" IS NULL)::int AS "read",
      COUNT(*) FILTER (WHERE f."answeredAt" IS NULL AND f."openedAt" IS NOT NULL)::int AS "opened",
      COUNT(*) FILTER (WHERE f."answeredAt" IS NULL AND f."openedAt" IS NULL)::int AS "unopened"
    FROM "CircularFamily" f LEFT JOIN "SchoolClass" c ON c."id" = f."classId"
    WHERE f."circularId" = ${circular.id}
    GROUP BY f."classId", c."name"
    ORDER BY c."name" NULLS LAST`;
  const families =
    input.lists === false
      ? []
      : await db.circularFamily.findMany({
          where: { circularId: circular.id },
          orderBy: [{ student: { user: { name: "asc" } } }],
          select: {
            studentId: true,
            classId: true,
            openedAt: true,
            answeredAt: true,
            consent: true,
            signature: true,
            student: { select: { user: { select: { name: true } } } },
            answeredBy: { select: { name: true } },
          },
        });
  const state = (f: { answeredAt: Date | null; openedAt: Date | null; consent: boolean | null }): FamilyState =>
    f.answeredAt
      ? f.consent === true
        ? "yes"
        : f.consent === false
          ? "no"
          : "read"
      : f.openedAt
        ? "opened"
        : "unopened";
  return {
    circular: {
      id: circular.id,
      title: circular.title,
      answer: circular.answer,
      deadline: circular.deadline,
      recipients: circular.recipients,
      lastRemindedAt: circular.lastRemindedAt,
      sentAt: circular.createdAt,
    },
    classes: counts.map((c) => ({
      classId: c.classId,
      className: c.className,
      counts: { yes: c.yes, no: c.no, read: c.read, opened: c.opened, unopened: c.unopened },
      families: families
        .filter((f) => f.classId === c.classId)
        .map((f) => ({
          studentId: f.studentId,
          name: f.student.user.name,
          state: state(f),
          signature: f.signature,
          answeredBy: f.answeredBy?.name ?? null,
          answeredAt: f.answeredAt,
        })),
    })),
  };
}

export type CircularResults = Awaited<ReturnType<typeof circularResults>>;
