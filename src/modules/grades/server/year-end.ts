import type { z } from "zod";
import { annualFromTerms } from "~/modules/grades/domain/report-card";
import type { ZDecisionInput, ZPromotionInput } from "~/modules/grades/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, notFound } from "~/platform/errors";
import type { TaughtClass } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import { classOfScope, classOfTaught } from "./access";
import { nextLevel, type Cycle } from "~/modules/grades/domain/next-level";

/**
 * The year's end: each student's annual average (from the terms' cards, with the school's term weights) and the
 * class council's decision; then the whole year's students moved into the next year's classes in one step. Last
 * year's classes, enrolments and cards stay as they were, so last year's cards stay readable.
 */

/** Passing the year: an annual average of at least half the maximum (10/20, 5/10) is proposed as "promoted". */
export const proposeDecision = (annual: number | null, outOf: 10 | 20) =>
  annual === null ? null : annual >= outOf * 50 ? ("PROMOTED" as const) : ("REPEATS" as const);

/** A class's year for its staff (the gate found the actor teaches it or administers its school). */
export async function classYear(db: Db, taught: TaughtClass) {
  return yearOf(db, await classOfTaught(db, taught));
}

async function yearOf(db: Db, cls: Awaited<ReturnType<typeof classOfTaught>>) {
  const [school, terms, students, decisions] = await Promise.all([
    db.school.findUniqueOrThrow({ where: { id: cls.schoolId }, select: { termWeights: true } }),
    db.term.findMany({
      where: { schoolYearId: cls.schoolYearId },
      orderBy: { number: "asc" },
      select: { id: true, number: true },
    }),
    db.student.findMany({
      where: { enrollments: { some: { classId: cls.id } } },
      orderBy: { user: { name: "asc" } },
      select: {
        id: true,
        user: { select: { name: true } },
        reportCards: {
          where: { term: { schoolYearId: cls.schoolYearId } },
          select: { termId: true, averageHundredths: true },
        },
      },
    }),
    db.yearDecision.findMany({
      where: { schoolYearId: cls.schoolYearId, classId: cls.id },
      select: { studentId: true, decision: true, note: true },
    }),
  ]);
  const decided = new Map(decisions.map((d) => [d.studentId, d]));
  return {
    class: { id: cls.id, name: cls.name, outOf: cls.outOf, schoolYearId: cls.schoolYearId },
    editable: cls.admin,
    terms,
    students: students.map((s) => {
      const byTerm = new Map(s.reportCards.map((c) => [c.termId, c.averageHundredths]));
      const averages = terms.map((t) => byTerm.get(t.id) ?? null);
      const annual = annualFromTerms(averages, school.termWeights);
      const decision = decided.get(s.id);
      return {
        id: s.id,
        name: s.user.name,
        averages,
        annual,
        decision: decision?.decision ?? null,
        note: decision?.note ?? "",
        proposed: proposeDecision(annual, cls.outOf),
      };
    }),
  };
}

/** Records the council's decisions (administrators), with the annual average they were taken on. */
export async function saveDecisions(
  db: Db,
  actor: Actor,
  cls: Scoped<"class">,
  input: z.output<typeof ZDecisionInput>,
) {
  if (input.schoolYearId !== cls.schoolYearId) throw fieldError("schoolYearId", "validation.checkInput");
  const summary = await yearOf(db, await classOfScope(db, actor, cls));
  const annual = new Map(summary.students.map((s) => [s.id, s.annual]));
  for (const d of input.decisions) if (!annual.has(d.studentId)) throw fieldError("decisions", "validation.checkInput");
  await db.$transaction(
    input.decisions.map((d) =>
      db.yearDecision.upsert({
        where: { studentId_schoolYearId: { studentId: d.studentId, schoolYearId: cls.schoolYearId } },
        create: {
          studentId: d.studentId,
          schoolYearId: cls.schoolYearId,
          classId: cls.id,
          decision: d.decision,
          note: d.note ?? "",
          annualHundredths: annual.get(d.studentId) ?? null,
          decidedById: actor.userId,
        },
        update: {
          classId: cls.id,
          decision: d.decision,
          note: d.note ?? "",
          annualHundredths: annual.get(d.studentId) ?? null,
          decidedById: actor.userId,
        },
      }),
    ),
  );
  return { saved: input.decisions.length };
}

/**
 * The year the students leave — the one the gate checked (yearEnd.preview, .promote), or a year of the school it checked
 * (/year-end's current year) — and the year they move into: a later year of the same school.
 */
async function loadYears(db: Db, gated: Scoped<"schoolYear"> | Scoped<"school">, fromYearId: string, toYearId: string) {
  const [from, to] = await Promise.all([
    db.schoolYear.findUnique({
      where: { id: fromYearId },
      select: { id: true, schoolId: true, name: true, startsOn: true },
    }),
    db.schoolYear.findUnique({
      where: { id: toYearId },
      select: { id: true, schoolId: true, name: true, startsOn: true },
    }),
  ]);
  if (!from || !to || from.schoolId !== gated.schoolId) throw notFound();
  if (to.schoolId !== from.schoolId || to.startsOn <= from.startsOn)
    throw fieldError("toYearId", "validation.checkInput");
  return { from, to };
}

/**
 * The preview of moving a year's students: per class, its decided students by decision, and the next year's classes
 * proposed for the promoted (a class of the next level) and the repeating (a class of the same level). Students
 * without a decision are not moved; the redirected leave the school's classes.
 */
export async function promotionPreview(
  db: Db,
  gated: Scoped<"schoolYear"> | Scoped<"school">,
  input: { fromYearId: string; toYearId: string },
) {
  const { from, to } = await loadYears(db, gated, input.fromYearId, input.toYearId);
  const [classes, targets, decisions, placed] = await Promise.all([
    db.schoolClass.findMany({
      where: { schoolYearId: from.id },
      orderBy: { name: "asc" },
      select: {
        id: true,
        name: true,
        level: { select: { id: true, cycle: true, grade: true } },
        _count: { select: { enrollments: true } },
      },
    }),
    db.schoolClass.findMany({
      where: { schoolYearId: to.id },
      orderBy: { name: "asc" },
      select: {
        id: true,
        name: true,
        level: { select: { id: true, cycle: true, grade: true } },
        _count: { select: { enrollments: true } },
      },
    }),
    db.yearDecision.findMany({
      where: { schoolYearId: from.id },
      select: { studentId: true, classId: true, decision: true },
    }),
    db.classEnrollment.findMany({ where: { class: { schoolYearId: to.id } }, select: { studentId: true } }),
  ]);
  const already = new Set(placed.map((p) => p.studentId));
  // up a year, or into the next cycle after its last (4AM → 1AS)
  const next = (l: { cycle: Cycle; grade: number }, t: { cycle: string; grade: number }) => {
    const up = nextLevel(l);
    return !!up && up.cycle === t.cycle && up.grade === t.grade;
  };
  const same = (l: { id: string; cycle: string; grade: number }, t: { id: string; cycle: string; grade: number }) =>
    l.cycle === t.cycle && t.grade === l.grade;
  return {
    from: { id: from.id, name: from.name },
    to: { id: to.id, name: to.name },
    targets: targets.map((t) => ({ id: t.id, name: t.name, students: t._count.enrollments })),
    classes: classes.map((c) => {
      const mine = decisions.filter((d) => d.classId === c.id);
      const count = (k: string) => mine.filter((d) => d.decision === k && !already.has(d.studentId)).length;
      return {
        id: c.id,
        name: c.name,
        students: c._count.enrollments,
        undecided: c._count.enrollments - mine.length,
        promoted: count("PROMOTED"),
        repeats: count("REPEATS"),
        redirected: mine.filter((d) => d.decision === "REDIRECTED").length,
        alreadyPlaced: mine.filter((d) => already.has(d.studentId)).length,
        promotedTo: targets.find((t) => next(c.level, t.level))?.id ?? null,
        repeatsIn: targets.find((t) => same(c.level, t.level))?.id ?? null,
      };
    }),
  };
}

/** Moves the decided students into the chosen classes of the next year, in one transaction; already placed students stay. */
export async function applyPromotion(db: Db, fromYear: Scoped<"schoolYear">, input: z.output<typeof ZPromotionInput>) {
  const { from, to } = await loadYears(db, fromYear, input.fromYearId, input.toYearId);
  const classIds = input.moves.flatMap((m) => [m.promotedTo, m.repeatsIn]).filter((id): id is string => !!id);
  const [sources, targets] = await Promise.all([
    db.schoolClass.count({ where: { id: { in: input.moves.map((m) => m.classId) }, schoolYearId: from.id } }),
    db.schoolClass.count({ where: { id: { in: [...new Set(classIds)] }, schoolYearId: to.id } }),
  ]);
  if (sources !== new Set(input.moves.map((m) => m.classId)).size || targets !== new Set(classIds).size)
    throw fieldError("moves", "validation.checkInput");
  return db.$transaction(async (tx) => {
    const decisions = await tx.yearDecision.findMany({
      where: { schoolYearId: from.id, classId: { in: input.moves.map((m) => m.classId) } },
      select: { studentId: true, classId: true, decision: true },
    });
    const placed = new Set(
      (
        await tx.classEnrollment.findMany({ where: { class: { schoolYearId: to.id } }, select: { studentId: true } })
      ).map((p) => p.studentId),
    );
    const data: { classId: string; studentId: string }[] = [];
    for (const d of decisions) {
      if (placed.has(d.studentId)) continue;
      const move = input.moves.find((m) => m.classId === d.classId)!;
      const target = d.decision === "PROMOTED" ? move.promotedTo : d.decision === "REPEATS" ? move.repeatsIn : null;
      if (target) data.push({ classId: target, studentId: d.studentId });
    }
    const { count } = await tx.classEnrollment.createMany({ data, skipDuplicates: true });
    return { moved: count };
  });
}
