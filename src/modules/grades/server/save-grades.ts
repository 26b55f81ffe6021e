import type { z } from "zod";
import { parseCell } from "~/modules/grades/domain/report-card";
import type { ZGradeCells } from "~/modules/grades/schemas";
import type { TaughtClassSubject } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { signal } from "~/modules/notify";
import { loadClassSubject, loadTerm } from "./access";

type CellError = "format" | "range" | "exempt";

/**
 * Saves the cells a grade table changed, cell by cell, in one statement: a cell another editor (or another tab)
 * saved since this screen saw it — its stored version is not the `base` the screen sent — is still written (the later
 * edit wins) and reported back as `overwrote`, so the screen can say so; the other screen learns of it from its next
 * `changes`. The version compared is the one the upsert found under its row lock, so two saves at once count right. A cell whose text is not a mark is refused on its own — the others are saved.
 * Writing the value a cell already holds changes nothing (no new version, no notice elsewhere).
 */
export async function saveGrades(
  db: Db,
  actor: Actor,
  taught: TaughtClassSubject,
  input: z.output<typeof ZGradeCells>,
) {
  const cs = await loadClassSubject(db, taught.id);
  const term = await loadTerm(db, input.termId, cs.class.schoolYearId);

  const [evaluations, enrolled, exemptions] = await Promise.all([
    db.evaluation.findMany({ where: { classSubjectId: cs.id, termId: term.id }, select: { id: true } }),
    db.classEnrollment.findMany({ where: { classId: cs.classId }, select: { studentId: true } }),
    db.subjectExemption.findMany({
      where: { subjectId: cs.subjectId, schoolYearId: cs.class.schoolYearId },
      select: { studentId: true },
    }),
  ]);
  const evaluationIds = new Set(evaluations.map((e) => e.id));
  const studentIds = new Set(enrolled.map((e) => e.studentId));
  const exempt = new Set(exemptions.map((e) => e.studentId));

  const errors: { evaluationId: string; studentId: string; error: CellError }[] = [];
  const writes = new Map<
    string,
    { evaluationId: string; studentId: string; status: string; hundredths: number | null; base: number }
  >();
  for (const cell of input.cells) {
    if (!evaluationIds.has(cell.evaluationId)) throw fieldError("cells", "validation.checkInput");
    if (!studentIds.has(cell.studentId)) throw fieldError("cells", "validation.checkInput");
    if (exempt.has(cell.studentId)) {
      errors.push({ evaluationId: cell.evaluationId, studentId: cell.studentId, error: "exempt" });
      continue;
    }
    const parsed = parseCell(cell.text, cs.outOf);
    if ("error" in parsed) {
      errors.push({ evaluationId: cell.evaluationId, studentId: cell.studentId, error: parsed.error });
      continue;
    }
    // the last of two edits of one cell in a batch wins
    writes.set(`${cell.evaluationId}:${cell.studentId}`, {
      evaluationId: cell.evaluationId,
      studentId: cell.studentId,
      status: parsed.status,
      hundredths: parsed.status === "MARK" ? parsed.hundredths : null,
      base: cell.base,
    });
  }

  const list = [...writes.values()];
  if (!list.length) return { saved: [], errors };
  const rows = await db.$queryRaw<
    { evaluationId: string; studentId: string; version: number; changeSeq: bigint; overwrote: boolean }[]
  >`
    WITH input AS (
      -- every array goes as text (the embedded database's driver sends typed arrays of enums and nulls badly)
      SELECT t."evaluationId", t."studentId", t.status::"GradeStatus" AS status, NULLIF(t.hundredths, '')::int AS hundredths, t.base::int AS base
      FROM unnest(${list.map((w) => w.evaluationId)}::text[], ${list.map((w) => w.studentId)}::text[], ${list.map((w) => w.status)}::text[],
                  ${list.map((w) => (w.hundredths === null ? "" : String(w.hundredths)))}::text[], ${list.map((w) => String(w.base))}::text[])
        AS t("evaluationId", "studentId", status, hundredths, base)
    ),
    written AS (
      INSERT INTO "Grade" ("evaluationId", "studentId", status, hundredths, "updatedById", "updatedAt")
      SELECT i."evaluationId", i."studentId", i.status, i.hundredths, ${actor.userId}, now() FROM input i
      ON CONFLICT ("evaluationId", "studentId") DO UPDATE
        SET status = EXCLUDED.status, hundredths = EXCLUDED.hundredths, version = "Grade".version + 1,
            "changeSeq" = nextval(pg_get_serial_sequence('"Grade"', 'changeSeq')), "updatedById" = EXCLUDED."updatedById", "updatedAt" = now()
        WHERE "Grade".status IS DISTINCT FROM EXCLUDED.status OR "Grade".hundredths IS DISTINCT FROM EXCLUDED.hundredths
      RETURNING "evaluationId", "studentId", version, "changeSeq"
    )
    SELECT w."evaluationId", w."studentId", w.version, w."changeSeq", (w.version - 1 <> i.base) AS overwrote
    FROM written w JOIN input i USING ("evaluationId", "studentId")`;
  if (rows.length) await signalEditors(db, cs, term.id);
  // cells already holding the value: nothing written; the screen keeps (or learns) the stored version
  const unchanged = list.filter(
    (w) => !rows.some((r) => r.evaluationId === w.evaluationId && r.studentId === w.studentId),
  );
  const kept = unchanged.length
    ? await db.grade.findMany({
        where: { OR: unchanged.map((w) => ({ evaluationId: w.evaluationId, studentId: w.studentId })) },
        select: { evaluationId: true, studentId: true, version: true },
      })
    : [];
  return {
    saved: [
      ...rows.map((r) => ({
        evaluationId: r.evaluationId,
        studentId: r.studentId,
        version: r.version,
        overwrote: r.overwrote,
      })),
      ...kept.map((k) => ({ ...k, overwrote: false })),
    ],
    errors,
  };
}

/**
 * The table's other open screens learn that cells changed (a gradebook topic, ~/lib/live-events): its teacher and
 * the school's administration — those who may edit it (relateToClassSubject). They read the cells again through
 * gradebook.changes; the signal carries no mark.
 */
async function signalEditors(
  db: Db,
  cs: { id: string; teacherId: string | null; class: { schoolId: string } },
  termId: string,
) {
  const admins = await db.userRole.findMany({
    where: {
      schoolId: cs.class.schoolId,
      role: { permissions: { some: { permission: { key: "school.edit" } } } },
    },
    select: { userId: true },
  });
  const editors = [...admins.map((a) => a.userId), ...(cs.teacherId ? [cs.teacherId] : [])];
  await db.$transaction((tx) =>
    signal(tx, editors, { topics: [{ kind: "gradebook", classSubjectId: cs.id, termId }], unread: false }),
  );
}
