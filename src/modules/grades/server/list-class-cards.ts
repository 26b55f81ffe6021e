import type { CardContent } from "~/modules/grades/domain/report-card";
import type { TaughtClass } from "~/platform/api/relations";
import { can, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { classOfTaught, loadTerm } from "./access";
import { resultsPlan } from "./get-results-plan";

/** A class's cards for a term, for its staff: who has one, their averages and ranks, released or not, what is missing. */
export async function classCards(db: Db, actor: Actor, taught: TaughtClass, input: { termId: string }) {
  const cls = await classOfTaught(db, taught);
  const term = await loadTerm(db, input.termId, cls.schoolYearId);
  const [students, cards, release, plan, school] = await Promise.all([
    db.student.findMany({
      where: { enrollments: { some: { classId: cls.id } } },
      orderBy: { user: { name: "asc" } },
      select: { id: true, user: { select: { name: true } } },
    }),
    db.reportCard.findMany({
      where: { classId: cls.id, termId: term.id },
      select: { id: true, studentId: true, averageHundredths: true, content: true, generatedAt: true },
    }),
    db.reportCardRelease.findUnique({
      where: { classId_termId: { classId: cls.id, termId: term.id } },
      select: { publishedAt: true },
    }),
    resultsPlan(db, cls.schoolId),
    db.school.findUniqueOrThrow({
      where: { id: cls.schoolId },
      select: { wilayaCode: true, reportHeaderFr: true, reportHeaderEn: true, reportHeaderAr: true },
    }),
  ]);
  const byStudent = new Map(cards.map((c) => [c.studentId, c]));
  return {
    class: { id: cls.id, name: cls.name, outOf: cls.outOf },
    term: { id: term.id, number: term.number },
    released: release ? release.publishedAt : null,
    /** the classes whose families are still to be pushed, wave by wave (the school's results time) */
    plan,
    canGenerate: can(actor, "reportCard.generate", cls.schoolId),
    /** the school has no wilaya and prints the ministry's header: the header cannot name its directorate of education */
    headerLacksWilaya: !school.wilayaCode && !(school.reportHeaderFr && school.reportHeaderEn && school.reportHeaderAr),
    generatedAt: cards.reduce<Date | null>(
      (latest, c) => (!latest || c.generatedAt > latest ? c.generatedAt : latest),
      null,
    ),
    students: students.map((s) => {
      const card = byStudent.get(s.id);
      const content = card?.content as CardContent | undefined;
      return {
        id: s.id,
        name: s.user.name,
        cardId: card?.id ?? null,
        average: card?.averageHundredths ?? null,
        rank: content?.rank ?? null,
        distinction: content?.distinction ?? null,
      };
    }),
  };
}
