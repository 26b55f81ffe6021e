import { z } from "zod";
import {
  MEETING_NOTE_MAX,
  MEETING_PLACE_MAX,
  MEETING_REASON_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
} from "~/modules/meetings/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { dateField } from "~/modules/school/client";
import { recordId, requiredString } from "~/lib/validation";

const key = (k: MessageKey) => k;
const time = () =>
  z.string({ error: key("validation.required") }).regex(/^([01]\d|2[0-3]):([0-5]\d)$/, key("validation.time"));

/** A run of slots on one day: from, to, each `minutes` long (a teacher's reception hours, or a parent-teacher day). */
const run = {
  schoolId: recordId(),
  date: dateField(),
  from: time(),
  to: time(),
  minutes: z.coerce
    .number({ error: key("validation.required") })
    .int()
    .min(SLOT_MINUTES_MIN, key("validation.checkInput"))
    .max(SLOT_MINUTES_MAX, key("validation.checkInput")),
};
const endAfterStart = (r: { from: string; to: string }) => r.from < r.to;

export const ZPublishSlots = z
  .object({
    ...run,
    place: z.string().trim().max(MEETING_PLACE_MAX, key("validation.maxLength")).default(""),
    /** only in my free periods of that day: my lessons (the timetable) taken out */
    freeOnly: z.boolean().default(true),
  })
  .refine(endAfterStart, { path: ["to"], message: key("validation.endAfterStart") });
export type TPublishSlots = z.input<typeof ZPublishSlots>;

export const ZOpenMeetingDay = z
  .object({ ...run, title: requiredString(120) })
  .refine(endAfterStart, { path: ["to"], message: key("validation.endAfterStart") });
export type TOpenMeetingDay = z.input<typeof ZOpenMeetingDay>;

export const ZBookMeeting = z.object({
  slotId: recordId(),
  studentId: recordId(),
  note: z.string().trim().max(MEETING_NOTE_MAX, key("validation.maxLength")).default(""),
});
export type TBookMeeting = z.input<typeof ZBookMeeting>;

export const ZCancelMeeting = z.object({ slotId: recordId(), reason: requiredString(MEETING_REASON_MAX) });
export type TCancelMeeting = z.input<typeof ZCancelMeeting>;
