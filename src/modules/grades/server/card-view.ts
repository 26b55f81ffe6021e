import type { CardContent } from "~/modules/grades/domain/report-card";
import { inSchoolOrder } from "~/modules/grades/domain/subject-order";
import { dayKey } from "~/lib/school-time";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { administers } from "~/modules/school";

/**
 * A report card as it is read and printed (get-report-card.ts, print-report-card.ts, print-class-cards.ts). The rule
 * that protects families' privacy: every read a student or parent can reach goes through `isReleased` (access.ts) /
 * `onlyReleased` (list-student-cards.ts); before release their lists are empty and a card's id answers "not found",
 * exactly as for a card that does not exist.
 */

const nameOnly = (s: { nameFr: string; nameEn: string; nameAr: string } | undefined) =>
  s ? { nameFr: s.nameFr, nameEn: s.nameEn, nameAr: s.nameAr } : { nameFr: "", nameEn: "", nameAr: "" };

const CARD_SELECT = {
  id: true,
  schoolId: true,
  classId: true,
  termId: true,
  content: true,
  generalRemark: true,
  generatedAt: true,
  verifyCode: true,
  student: {
    select: {
      id: true,
      userId: true,
      birthDate: true,
      birthPlace: true,
      registrationNumber: true,
      user: { select: { name: true } },
    },
  },
  class: {
    select: {
      name: true,
      level: { select: { nameFr: true, nameEn: true, nameAr: true } },
      subjects: {
        select: {
          subjectId: true,
          teacherId: true,
          teacher: { select: { name: true } },
          subject: { select: { nameFr: true, nameEn: true, nameAr: true, position: true } },
        },
      },
    },
  },
  term: { select: { number: true, schoolYear: { select: { name: true } } } },
  remarks: { select: { subjectId: true, text: true } },
} as const;

type CardRow = NonNullable<Awaited<ReturnType<typeof findCards>>>[number];
export const findCards = (db: Db, where: object) =>
  db.reportCard.findMany({ where, orderBy: { student: { user: { name: "asc" } } }, select: CARD_SELECT });

/** A card as the screen and the print view show it: names, teacher remarks, the header lines of the school. */
export function present(card: CardRow, actor: Actor | null, mode: "staff" | "family") {
  const content = card.content as unknown as CardContent;
  const subjects = new Map(card.class.subjects.map((s) => [s.subjectId, s]));
  const remarks = new Map(card.remarks.map((r) => [r.subjectId, r.text]));
  return {
    id: card.id,
    classId: card.classId,
    termId: card.termId,
    className: card.class.name,
    level: card.class.level,
    term: card.term.number,
    year: card.term.schoolYear.name,
    generatedAt: card.generatedAt,
    /** the code its PDF prints, that /verify answers (issue 32) */
    verifyCode: card.verifyCode,
    student: {
      id: card.student.id,
      name: card.student.user.name,
      birthDate: card.student.birthDate ? dayKey(card.student.birthDate) : null,
      birthPlace: card.student.birthPlace,
      number: card.student.registrationNumber,
    },
    content: {
      ...content,
      // in the school's subject order as it is now: a card generated before the school ordered its subjects follows
      subjects: inSchoolOrder(content.subjects, (s) => subjects.get(s.subjectId)?.subject).map((s) => ({
        ...s,
        name: nameOnly(subjects.get(s.subjectId)?.subject),
        teacher: subjects.get(s.subjectId)?.teacher?.name ?? null,
        remark: remarks.get(s.subjectId) ?? "",
        /** the actor may write this subject's remark */
        editable:
          mode === "staff" &&
          !!actor &&
          (administers(actor, card.schoolId) || subjects.get(s.subjectId)?.teacherId === actor.userId),
      })),
    },
    generalRemark: card.generalRemark,
    canEditGeneral: mode === "staff" && !!actor && administers(actor, card.schoolId),
  };
}

export type CardView = ReturnType<typeof present>;
