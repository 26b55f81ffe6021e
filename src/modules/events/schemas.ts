import { z } from "zod";
import {
  algiersInstant,
  EVENT_DESCRIPTION_MAX,
  EVENT_PLACE_MAX,
  EVENT_TITLE_MAX,
  MAX_EVENT_PHOTOS,
} from "~/modules/events/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { recordId, requiredString } from "~/lib/validation";
import { audienceShape, refineAudience } from "../school/schemas/school-life";

export * from "~/modules/events/domain/constants";

const key = (k: MessageKey) => k;
const day = () => z.string().trim().max(10, key("validation.date"));
const time = () => z.string().trim().max(5, key("validation.time"));

/**
 * The event form (/events), the same on the form and on the server: dates and times as typed ("YYYY-MM-DD",
 * "HH:MM"), read on the school's clock. A timed event has a start time and may end later (another day or the same);
 * an all-day event covers its start day through its end day. Photos travel beside these fields as files.
 */
export const ZEventInput = z
  .object({
    schoolId: recordId(),
    /** set when editing: the event's slug */
    slug: z.string().trim().min(1).max(200).optional(),
    title: requiredString(EVENT_TITLE_MAX),
    description: z.string().trim().max(EVENT_DESCRIPTION_MAX, key("validation.maxLength")).default(""),
    place: z.string().trim().max(EVENT_PLACE_MAX, key("validation.maxLength")).default(""),
    allDay: z.boolean().default(false),
    startDate: day(),
    startTime: time().default(""),
    endDate: day().default(""),
    endTime: time().default(""),
    ...audienceShape,
    isPublic: z.boolean().default(false),
    /** on creation: tell the audience (a notification) */
    announce: z.boolean().default(false),
    /** when editing: the stored photos kept, in their new order (new files come after them) */
    keepPhotoIds: z.array(recordId()).max(MAX_EVENT_PHOTOS, key("validation.maxImages")).default([]),
  })
  .superRefine((v, ctx) => {
    refineAudience(v, ctx);
    const times = eventTimes(v);
    for (const [path, message] of times.errors) ctx.addIssue({ code: "custom", path: [path], message });
  });

export type TEventInput = z.output<typeof ZEventInput>;
export type TEventValues = z.input<typeof ZEventInput>;

type TimeFields = Pick<TEventInput, "allDay" | "startDate" | "startTime" | "endDate" | "endTime">;

/**
 * The instants of the form's dates and times, and each field's problem: a missing or unreal day or time, an end
 * not after the start (on the end field). An all-day event's end is its last day's midnight (null: one day).
 */
export function eventTimes(v: Partial<TimeFields>): {
  startsAt: Date | null;
  endsAt: Date | null;
  errors: [keyof TimeFields, MessageKey][];
} {
  const errors: [keyof TimeFields, MessageKey][] = [];
  const startDate = v.startDate ?? "";
  const [startTime, endDate, endTime] = [v.startTime ?? "", v.endDate ?? "", v.endTime ?? ""];
  if (!startDate) errors.push(["startDate", "validation.required"]);
  if (v.allDay) {
    const startsAt = startDate ? algiersInstant(startDate) : null;
    if (startDate && !startsAt) errors.push(["startDate", "validation.date"]);
    const endsAt = endDate ? algiersInstant(endDate) : null;
    if (endDate && !endsAt) errors.push(["endDate", "validation.date"]);
    if (startsAt && endsAt && endsAt < startsAt) errors.push(["endDate", "validation.endDateAfterStart"]);
    return { startsAt, endsAt: endsAt && startsAt && endsAt > startsAt ? endsAt : null, errors };
  }
  if (!startTime) errors.push(["startTime", "validation.required"]);
  const startsAt = startDate && startTime ? algiersInstant(startDate, startTime) : null;
  if (startDate && !algiersInstant(startDate)) errors.push(["startDate", "validation.date"]);
  else if (startTime && startDate && !startsAt) errors.push(["startTime", "validation.time"]);
  if (endDate && !algiersInstant(endDate)) errors.push(["endDate", "validation.date"]);
  if (endDate && !endTime) errors.push(["endTime", "validation.required"]);
  let endsAt: Date | null = null;
  if (endTime) {
    endsAt = algiersInstant(endDate || startDate, endTime);
    if (!endsAt && algiersInstant(endDate || startDate)) errors.push(["endTime", "validation.time"]);
    else if (endsAt && startsAt && endsAt <= startsAt)
      errors.push([
        endDate && endDate < startDate ? "endDate" : "endTime",
        endDate && endDate < startDate ? "validation.endDateAfterStart" : "validation.endAfterStart",
      ]);
  }
  return { startsAt, endsAt, errors };
}

export const ZEventRef = z.object({ slug: z.string().trim().min(1).max(200) });
export const ZEventCancel = ZEventRef.extend({ cancelled: z.boolean().default(true) });
export const ZEventsOfSchool = z.object({ schoolId: recordId() });
export const ZVisibleEvents = z.object({
  /** the school whose events are read (a member's active school); none: public events of every school */
  schoolId: recordId().optional(),
  /** the calendar's month, "YYYY-MM" (default: this month) */
  month: z
    .string()
    .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, key("validation.date"))
    .optional(),
});
