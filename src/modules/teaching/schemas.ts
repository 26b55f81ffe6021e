import { z } from "zod";
import { ABSENCE_REASONS, ATTENDANCE_STATUSES, WEEKDAYS } from "~/modules/teaching/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { parseTime } from "~/lib/school-time";
import { optionalString, recordId, requiredString } from "~/lib/validation";
import { dateField } from "../school/schemas/school";

export { dateField };

/**
 * Shared schemas of the teaching-life screens (timetables, textbook, attendance, homework, absences): each form and
 * its procedure parse the same object.
 */
export * from "~/modules/teaching/domain/constants";

const key = (k: MessageKey) => k;
const id = recordId;

/** "08:30" → 510 (minutes after midnight). */
const timeField = () =>
  z
    .string({ error: key("validation.required") })
    .trim()
    .min(1, key("validation.required"))
    .transform((value, ctx) => {
      const minute = parseTime(value);
      if (minute === null) {
        ctx.addIssue({ code: "custom", message: key("validation.time") });
        return z.NEVER;
      }
      return minute;
    });

export const ZSlotInput = z
  .object({
    /** absent: a new slot */
    id: id().optional(),
    classId: id(),
    classSubjectId: id(),
    groupId: z.preprocess((v) => (v === "" ? null : v), id().nullable().optional()),
    weekday: z.coerce
      .number({ error: key("validation.required") })
      .int()
      .refine((d) => (WEEKDAYS as readonly number[]).includes(d), key("validation.checkInput")),
    start: timeField(),
    end: timeField(),
    room: optionalString(40),
  })
  .refine((s) => s.end > s.start, { path: ["end"], message: key("validation.endAfterStart") });
export type TSlotInput = z.input<typeof ZSlotInput>;

export const ZGroupInput = z.object({
  id: id().optional(),
  classId: id(),
  name: requiredString(40),
  studentIds: z.array(id()).max(200),
});
export type TGroupInput = z.input<typeof ZGroupInput>;

/** A session: the timetable slot and the date it takes place on. */
export const ZSessionKey = z.object({ slotId: id(), date: dateField() });

const ZMarkChange = z.object({ studentId: id(), status: z.enum(ATTENDANCE_STATUSES) });

/** Only the marks the user changed since the screen loaded: two devices saving at once lose nothing. */
export const ZAttendanceInput = ZSessionKey.extend({ marks: z.array(ZMarkChange).max(200) });

const longText = (max = 4000) => optionalString(max);

export const ZSessionRecordInput = ZSessionKey.extend({
  title: optionalString(200),
  content: longText(),
  nextContent: longText(),
  workExpected: longText(),
  teacherAbsent: z.boolean().default(false),
  marks: z.array(ZMarkChange).max(200).default([]),
});
export type TSessionRecordInput = z.input<typeof ZSessionRecordInput>;

const homeworkBase = z.object({
  classSubjectId: id(),
  groupId: z.preprocess((v) => (v === "" ? null : v), id().nullable().optional()),
  /** the session it is set in (from the textbook), if any */
  sessionSlotId: id().optional(),
  sessionDate: z.preprocess((v) => (v === "" ? undefined : v), dateField().optional()),
});

/** Homework due on a date, or "for the next session", or the record that none was given. */
export const ZHomeworkInput = z.discriminatedUnion("kind", [
  homeworkBase.extend({ kind: z.literal("dueOn"), description: requiredString(4000), dueOn: dateField() }),
  homeworkBase.extend({ kind: z.literal("nextSession"), description: requiredString(4000) }),
  homeworkBase.extend({ kind: z.literal("none") }),
]);
export type THomeworkInput = z.input<typeof ZHomeworkInput>;

export const ZJustifyInput = z.object({
  studentId: id(),
  sessionIds: z.array(id()).min(1, key("validation.required")).max(50),
  reason: z.enum(ABSENCE_REASONS, { error: key("validation.required") }),
  note: optionalString(500),
});
export type TJustifyInput = z.input<typeof ZJustifyInput>;
