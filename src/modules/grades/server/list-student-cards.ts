import type { CardContent } from "~/modules/grades/domain/report-card";
import type { Child } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { administers } from "~/modules/school";
import { isFamilyOf } from "~/modules/teaching";
import { logAccess } from "~/modules/privacy";
import { taughtAmong } from "./access";

/** The cards among `cards` whose class and term are released. */
async function onlyReleased<T extends { classId: string; term: { id: string } }>(db: Db, cards: T[]): Promise<T[]> {
  if (!cards.length) return cards;
  const releases = await db.reportCardRelease.findMany({
    where: { OR: cards.map((c) => ({ classId: c.classId, termId: c.term.id })) },
    select: { classId: true, termId: true },
  });
  const open = new Set(releases.map((r) => `${r.classId}:${r.termId}`));
  return cards.filter((c) => open.has(`${c.classId}:${c.term.id}`));
}

/**
 * The cards among a student's that someone other than an administrator reads, as relations.ts's `relateToCard` decides for one
 * card: those of the classes they teach, and the released ones when they are the student or a parent.
 */
async function readableCards<T extends { classId: string; term: { id: string } }>(
  db: Db,
  actor: Actor,
  student: { id: string; userId: string; schoolId: string },
  cards: T[],
): Promise<T[]> {
  const taught = await taughtAmong(
    db,
    actor,
    student.schoolId,
    cards.map((c) => c.classId),
  );
  const released = new Set(
    (await isFamilyOf(db, actor, student))
      ? await onlyReleased(
          db,
          cards.filter((c) => !taught.has(c.classId)),
        )
      : [],
  );
  return cards.filter((c) => taught.has(c.classId) || released.has(c));
}

/**
 * A student's cards, newest first, with what the evolution chart needs (overall and subject averages per term): all
 * of them for the school's administrators; for a teacher those of the classes they teach; the released ones for the
 * student and their parents.
 */
export async function studentCards(db: Db, actor: Actor, student: Child) {
  await logAccess(db, actor, "GRADES", [student]);
  const all = await db.reportCard.findMany({
    where: { studentId: student.id },
    orderBy: [{ term: { schoolYear: { startsOn: "desc" } } }, { term: { number: "desc" } }],
    select: {
      id: true,
      classId: true,
      averageHundredths: true,
      content: true,
      class: { select: { name: true } },
      term: { select: { id: true, number: true, schoolYear: { select: { id: true, name: true } } } },
    },
  });
  const cards = administers(actor, student.schoolId) ? all : await readableCards(db, actor, student, all);
  const subjectIds = [
    ...new Set(cards.flatMap((c) => (c.content as unknown as CardContent).subjects.map((s) => s.subjectId))),
  ];
  const subjects = subjectIds.length
    ? await db.subject.findMany({
        where: { id: { in: subjectIds } },
        orderBy: [{ position: "asc" }, { nameFr: "asc" }],
        select: { id: true, nameFr: true, nameEn: true, nameAr: true },
      })
    : [];
  return {
    student: { id: student.id, name: student.user.name },
    subjects,
    cards: cards.map((c) => {
      const content = c.content as unknown as CardContent;
      return {
        id: c.id,
        className: c.class.name,
        term: c.term.number,
        year: c.term.schoolYear.name,
        yearId: c.term.schoolYear.id,
        average: c.averageHundredths,
        outOf: content.outOf,
        rank: content.rank,
        classSize: content.classSize,
        distinction: content.distinction,
        appreciation: content.appreciation,
        subjects: content.subjects.map((s) => ({ subjectId: s.subjectId, average: s.average, exempt: s.exempt })),
      };
    }),
  };
}
