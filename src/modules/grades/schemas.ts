import { z } from "zod";
import { COUNCIL_DECISIONS, EVALUATION_KINDS } from "~/modules/grades/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { optionalString, recordId } from "~/lib/validation";
import { dateField } from "../school/schemas/school";
import { MARKS_RELEASE_MODES } from "~/modules/grades/domain/marks-release";

/**
 * Shared schemas of the grade screens (evaluations, the grade table, exemptions, report cards, the year's end): each
 * form and its procedure parse the same object.
 */
export * from "~/modules/grades/domain/constants";

const key = (k: MessageKey) => k;
const id = recordId;

export const ZEvaluationInput = z
  .object({
    /** absent: a new evaluation */
    id: id().optional(),
    classSubjectId: id(),
    termId: id(),
    kind: z.enum(EVALUATION_KINDS, { error: key("validation.required") }),
    title: z.string().trim().max(80, key("validation.maxLength")).default(""),
    from: dateField(),
    to: dateField(),
  })
  .refine((e) => e.to.getTime() >= e.from.getTime(), { path: ["to"], message: key("validation.endDateAfterStart") });
export type TEvaluationInput = z.input<typeof ZEvaluationInput>;

export const ZGradeTableKey = z.object({ classSubjectId: id(), termId: id() });

/**
 * Cells as the table sends them: the text typed (parsed on the server by the same `parseCell`) and the version the
 * screen last saw (0: it saw no value).
 */
export const ZGradeCells = ZGradeTableKey.extend({
  cells: z
    .array(
      z.object({
        evaluationId: id(),
        studentId: id(),
        text: z.string().max(20, key("validation.checkInput")),
        base: z.number().int().min(0),
      }),
    )
    .min(1)
    .max(2000),
});

export const ZGradeChanges = ZGradeTableKey.extend({
  since: z.string().regex(/^\d{1,19}$/, key("validation.checkInput")),
});

export const ZExemptionInput = z.object({
  classId: id(),
  studentId: id(),
  subjectId: id(),
  exempt: z.boolean(),
  reason: optionalString(200),
});

export const ZClassTerm = z.object({ classId: id(), termId: id() });

export const ZCardRemarks = z.object({
  id: id(),
  /** a teacher's remark on one of their subjects */
  subjects: z
    .array(z.object({ subjectId: id(), text: z.string().trim().max(300, key("validation.maxLength")) }))
    .max(40)
    .default([]),
  /** the head's (an administrator's) general remark */
  general: z.string().trim().max(600, key("validation.maxLength")).optional(),
});
export type TCardRemarks = z.input<typeof ZCardRemarks>;

export const ZDecisionInput = z.object({
  schoolYearId: id(),
  decisions: z
    .array(z.object({ studentId: id(), decision: z.enum(COUNCIL_DECISIONS), note: optionalString(200) }))
    .min(1)
    .max(500),
});

/** Moving a year's students: for each class of the year, the next year's class of its promoted and its repeating students. */
export const ZPromotionInput = z.object({
  fromYearId: id(),
  toYearId: id(),
  moves: z
    .array(z.object({ classId: id(), promotedTo: id().nullable(), repeatsIn: id().nullable() }))
    .min(1)
    .max(300),
});

/** A teacher releases an evaluation's marks to its families (issue 32), with a remark for them, or withdraws them. */
export const ZReleaseEvaluation = z.object({
  evaluationId: id(),
  released: z.boolean(),
  remark: z.string().trim().max(300, key("validation.maxLength")).default(""),
});
export type TReleaseEvaluation = z.input<typeof ZReleaseEvaluation>;

/** /settings: each level's rule for marks as they come. */
export const ZMarksRules = z.object({
  schoolId: id(),
  levels: z
    .array(
      z.object({
        levelId: id(),
        mode: z.enum(MARKS_RELEASE_MODES, { error: key("validation.required") }),
        delayDays: z.coerce
          .number({ error: key("validation.checkInput") })
          .int(key("validation.checkInput"))
          .min(0, key("validation.checkInput"))
          .max(60, key("validation.checkInput"))
          .default(0),
        parentsLagDays: z.coerce
          .number({ error: key("validation.checkInput") })
          .int(key("validation.checkInput"))
          .min(0, key("validation.checkInput"))
          .max(30, key("validation.checkInput"))
          .default(0),
        runningAverage: z.boolean().default(false),
      }),
    )
    .max(40),
});
export type TMarksRules = z.input<typeof ZMarksRules>;
