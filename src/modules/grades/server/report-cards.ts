import type { z } from "zod";
import type { CardContent } from "~/modules/grades/domain/report-card";
import { inSchoolOrder } from "~/modules/grades/domain/subject-order";
import type { ZCardRemarks } from "~/modules/grades/schemas";
import type { Child, ReadCard, TaughtClass } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import { dayKey } from "~/lib/school-time";
import { can, hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, forbidden, notFound } from "~/platform/errors";
import { notifyMany } from "~/modules/notify";
import { defaultReportHeaders } from "~/modules/school";
import { administers } from "~/modules/school";
import { isFamilyOf } from "~/modules/teaching";
import { classOfTaught, isReleased, loadTerm, taughtAmong } from "./access";
import { verifyCardRender } from "~/modules/grades/server/card-pdf";
import { resolvePushSchedule, resultsMoment, resultsWave } from "~/modules/notify/client";
import type { Prisma } from "~/platform/db/generated/client";
import { enqueueCardPdfs } from "~/modules/grades/server/card-pdf-queue";
import { logAccess } from "~/modules/privacy";

/**
 * Report cards: the class's list for its staff, one card (or a class's) to read and print, remarks, the release
 * switch, and a family's released cards. The rule that protects families' privacy: every read a student or parent
 * can reach goes through `isReleased` / `onlyReleased`; before release their lists are empty and a card's id answers
 * "not found", exactly as for a card that does not exist.
 */

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
const findCards = (db: Db, where: object) =>
  db.reportCard.findMany({ where, orderBy: { student: { user: { name: "asc" } } }, select: CARD_SELECT });

/** The school as a printed paper heads it: its name, place and header lines (its own, or the ministry header for its wilaya). */
export async function schoolHeader(db: Db, schoolId: string) {
  const school = await db.school.findUniqueOrThrow({
    where: { id: schoolId },
    select: {
      name: true,
      termType: true,
      reportHeaderFr: true,
      reportHeaderEn: true,
      reportHeaderAr: true,
      wilaya: { select: { nameFr: true, nameAr: true } },
      commune: { select: { nameFr: true, nameAr: true } },
    },
  });
  const defaults = defaultReportHeaders(school.wilaya);
  return {
    name: school.name,
    termType: school.termType,
    commune: school.commune,
    wilaya: school.wilaya,
    headers: {
      fr: school.reportHeaderFr ?? defaults.fr,
      en: school.reportHeaderEn ?? defaults.en,
      ar: school.reportHeaderAr ?? defaults.ar,
    },
  };
}

/** A card as the screen and the print view show it: names, teacher remarks, the header lines of the school. */
function present(card: CardRow, actor: Actor | null, mode: "staff" | "family") {
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
export type SchoolHeader = Awaited<ReturnType<typeof schoolHeader>>;

/**
 * One card, for its class's staff, or for the student and their parents once released: the gate decided which
 * (relations.ts's relateToCard, "reads this card"; anyone else, and the family before the release, got 404).
 */
export async function getReportCard(db: Db, actor: Actor, read: ReadCard) {
  const [card] = await findCards(db, { id: read.id });
  if (!card) throw notFound();
  const mode = read.as;
  await logAccess(db, actor, "GRADES", [{ id: card.student.id, userId: card.student.userId, schoolId: card.schoolId }]);
  return { card: present(card, actor, mode), school: await schoolHeader(db, card.schoolId), mode };
}

/**
 * One card as printed, read by no one in particular: its PDF made ahead by the job queue (card-pdf.ts), which reaches
 * the print view with a token signed for this card alone (`cardForRender`). Null when the card is gone.
 */
export async function printView(db: Db, id: string) {
  const [card] = await findCards(db, { id });
  return card ? { card: present(card, null, "family"), school: await schoolHeader(db, card.schoolId) } : null;
}

/** The print view of the job's render: the token signed for this card (10 minutes) is its only permission. */
export async function cardForRender(db: Db, input: { id: string; token: string }) {
  if (!verifyCardRender(input.token, input.id)) throw notFound();
  const view = await printView(db, input.id);
  if (!view) throw notFound();
  return view;
}

/** A whole class's cards for a term, for printing (its staff). */
export async function classCardsForPrint(db: Db, actor: Actor, taught: TaughtClass, input: { termId: string }) {
  const cls = await classOfTaught(db, taught);
  await loadTerm(db, input.termId, cls.schoolYearId);
  const cards = await findCards(db, { classId: cls.id, termId: input.termId });
  return { cards: cards.map((c) => present(c, actor, "staff")), school: await schoolHeader(db, cls.schoolId) };
}

/**
 * Saves remarks: a teacher's on the subjects they teach in the class, an administrator's on any subject and the
 * general remark (the head's). 'Report card saved!'
 */
export async function saveRemarks(
  db: Db,
  actor: Actor,
  card: Scoped<"reportCard">,
  input: z.output<typeof ZCardRemarks>,
) {
  const admin = administers(actor, card.schoolId);
  // the gate checked 'edit gradebook' in the card's school: beyond its administrators, its teachers
  if (!admin && !hasRole(actor, "TEACHER", card.schoolId)) throw forbidden();
  const subjects = await db.classSubject.findMany({
    where: { classId: card.classId },
    select: { subjectId: true, teacherId: true },
  });
  const teachers = new Map(subjects.map((s) => [s.subjectId, s.teacherId]));
  for (const s of input.subjects) {
    if (!teachers.has(s.subjectId)) throw fieldError("subjects", "validation.checkInput");
    if (!admin && teachers.get(s.subjectId) !== actor.userId) throw forbidden();
  }
  if (input.general !== undefined && !admin) throw forbidden();
  if (!admin && !input.subjects.length) throw forbidden();
  await db.$transaction(async (tx) => {
    for (const s of input.subjects) {
      if (s.text) {
        await tx.reportCardRemark.upsert({
          where: { reportCardId_subjectId: { reportCardId: card.id, subjectId: s.subjectId } },
          create: { reportCardId: card.id, subjectId: s.subjectId, text: s.text, authorId: actor.userId },
          update: { text: s.text, authorId: actor.userId },
        });
      } else await tx.reportCardRemark.deleteMany({ where: { reportCardId: card.id, subjectId: s.subjectId } });
    }
    if (input.general !== undefined)
      await tx.reportCard.update({ where: { id: card.id }, data: { generalRemark: input.general } });
    // a published card's PDF is made again ahead (a card not yet published gets its PDFs when it is)
    if (await isReleased(tx, card.classId, card.termId)) await enqueueCardPdfs(tx, [card.id]);
  });
  return { ok: true as const };
}

/**
 * Releases a class's cards for a term to its students and parents (notifying them), or withdraws them (their
 * notifications go too: nothing keeps pointing at a card they may no longer read). A teacher of the class or an
 * administrator, with 'generate report cards'.
 */
export async function setRelease(
  db: Db,
  actor: Actor,
  taught: TaughtClass,
  input: { termId: string; released: boolean },
  now = new Date(),
) {
  const cls = await classOfTaught(db, taught);
  const term = await loadTerm(db, input.termId, cls.schoolYearId);
  const key = { classId_termId: { classId: cls.id, termId: term.id } };
  const answer = await db.$transaction(async (tx) => {
    const current = await tx.reportCardRelease.findUnique({ where: key, select: { classId: true } });
    if (input.released && !current) {
      const cards = await tx.reportCard.findMany({
        where: { classId: cls.id, termId: term.id },
        select: { id: true, student: { select: { userId: true, parents: { select: { parentId: true } } } } },
      });
      if (!cards.length) throw fieldError("classId", "errors.noReportCards");
      const pushAt = await nextResultsWave(tx, cls.schoolId, now);
      await tx.reportCardRelease.create({
        data: { classId: cls.id, termId: term.id, publishedById: actor.userId, pushAt },
      });
      // the cards' PDFs, made ahead now that families may download them (published again: a job finds them stored)
      await enqueueCardPdfs(
        tx,
        cards.map((c) => c.id),
      );
      await notifyMany(
        tx,
        cards.map((c) => ({
          schoolId: cls.schoolId,
          to: { STUDENT: [c.student.userId], PARENT: c.student.parents.map((p) => p.parentId) },
          kind: "reportCard.published" as const,
          params: { term: term.number, classId: cls.id, termId: term.id },
          url: `/report-cards/${c.id}`,
        })),
        { pushAt: pushAt ?? undefined },
      );
    } else if (!input.released && current) {
      await tx.reportCardRelease.delete({ where: key });
      await tx.notification.deleteMany({
        where: {
          kind: "reportCard.published",
          schoolId: cls.schoolId,
          params: { path: ["classId"], equals: cls.id },
          AND: { params: { path: ["termId"], equals: term.id } },
        },
      });
    }
    return { released: input.released };
  });
  return answer;
}

/**
 * The push time of a class published now: with a results time, the next wave of it — one wave per class published
 * for the same results moment, in the order they were published, RESULTS_WAVE_MINUTES apart (the school's row is
 * locked, so two classes published at once take two waves); without one, null (pushed at once, as each class is
 * published by hand).
 */
async function nextResultsWave(tx: Prisma.TransactionClient, schoolId: string, now: Date): Promise<Date | null> {
  const [school] = await tx.$queryRaw<
    { pushSchedule: unknown }[]
  >`SELECT "pushSchedule" FROM "School" WHERE "id" = ${schoolId} FOR UPDATE`;
  const moment = resultsMoment(now, resolvePushSchedule(school?.pushSchedule));
  if (!moment) return null;
  const taken = await tx.reportCardRelease.count({ where: { class: { schoolId }, pushAt: { gte: moment } } });
  return resultsWave(moment, taken);
}

/**
 * The school's results plan: the classes whose families are still to be pushed, in wave order (/report-cards shows
 * it to the staff).
 */
export async function resultsPlan(db: Db, schoolId: string, now = new Date()) {
  const rows = await db.reportCardRelease.findMany({
    where: { class: { schoolId }, pushAt: { gt: now } },
    orderBy: { pushAt: "asc" },
    select: { pushAt: true, class: { select: { name: true } }, term: { select: { number: true } } },
  });
  return rows.map((r) => ({ className: r.class.name, term: r.term.number, pushAt: r.pushAt! }));
}

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
