import { z } from "zod";
import {
  AUDIENCE_ROLES,
  MESSAGE_BODY_MAX,
  MESSAGE_PEOPLE_MAX,
  MESSAGE_TITLE_MAX,
  NOTIFICATIONS_PAGE,
} from "~/modules/notify/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { RULE_AUDIENCES, RULE_EVENTS } from "~/modules/notify/domain/rules";
import { recordId, requiredString } from "~/lib/validation";
import { BRIEF_HOURS } from "~/modules/notify/domain/window";

/** Shared schemas of /notifications and /notifications/send: each form and its procedure parse the same object. */
export * from "~/modules/notify/domain/constants";

const id = recordId;
const key = (k: MessageKey) => k;

export const ZAudience = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("school") }),
    z.object({ kind: z.literal("level"), levelId: id() }),
    z.object({ kind: z.literal("class"), classId: id() }),
    z.object({ kind: z.literal("role"), role: z.enum(AUDIENCE_ROLES, { error: key("validation.required") }) }),
    z.object({ kind: z.literal("classParents"), classId: id() }),
    z.object({
      kind: z.literal("people"),
      userIds: z.array(id()).min(1, key("validation.required")).max(MESSAGE_PEOPLE_MAX, key("validation.checkInput")),
    }),
  ],
  { error: key("validation.required") },
);
export type TAudience = z.infer<typeof ZAudience>;

export const ZAudienceInput = z.object({ schoolId: id(), audience: ZAudience });

export const ZSendInput = z.object({
  schoolId: id(),
  audience: ZAudience,
  title: requiredString(MESSAGE_TITLE_MAX),
  body: requiredString(MESSAGE_BODY_MAX),
});
export type TSendInput = z.input<typeof ZSendInput>;

export const ZListNotificationsInput = z.object({
  /** the id of the last notification already shown */
  cursor: id().optional(),
  limit: z.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE),
});

export const ZMarkReadInput = z.object({
  /** absent: all of mine */
  ids: z.array(id()).min(1).max(100).optional(),
});

export const ZRulesInput = z.object({
  schoolId: id(),
  // partial: the events not named keep their current rule (an older screen may not know the newest events)
  rules: z.partialRecord(z.enum(RULE_EVENTS), z.array(z.enum(RULE_AUDIENCES)).max(RULE_AUDIENCES.length)),
});

export const ZPeopleSearchInput = z.object({ schoolId: id(), query: z.string().trim().max(100).default("") });

const time = () =>
  z
    .string()
    .trim()
    .transform((v) => v || null)
    .nullable()
    .pipe(
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, key("notifications.schedule.timeFormat"))
        .nullable(),
    );

/** When pushes may ring (src/modules/notify/domain/push-schedule.ts): empty quiet hours, none; empty results time, at once. */
export const ZPushScheduleInput = z
  .object({ schoolId: id(), quietFrom: time(), quietTo: time(), resultsAt: time(), detailedPushes: z.boolean() })
  .superRefine((v, ctx) => {
    if ((v.quietFrom === null) !== (v.quietTo === null)) {
      ctx.addIssue({
        code: "custom",
        path: [v.quietFrom === null ? "quietFrom" : "quietTo"],
        message: key("notifications.schedule.bothBounds"),
      });
    }
  });
export type TPushScheduleInput = z.input<typeof ZPushScheduleInput>;

/** A browser's Firebase Cloud Messaging registration token (base64url and a colon, ~160 characters). */
const pushToken = () => z.string().regex(/^[\w:-]{20,512}$/, key("validation.checkInput"));

export const ZRegisterDeviceInput = z.object({
  token: pushToken(),
  /** the token this one replaces (the browser refreshed it) */
  previousToken: pushToken().optional(),
  locale: z.enum(["fr", "en", "ar"]),
});

export const ZUnregisterDeviceInput = z.object({ token: pushToken() });

/** /settings: what the school spends on SMS a month (dinars; 0: no SMS) and how many a family gets a month at most. */
export const ZSmsSettings = z.object({
  schoolId: id(),
  monthlyBudgetDa: z.coerce
    .number({ error: key("validation.required") })
    .int(key("validation.checkInput"))
    .min(0, key("validation.checkInput"))
    .max(10_000_000, key("validation.checkInput")),
  familyCap: z.coerce
    .number({ error: key("validation.required") })
    .int(key("validation.checkInput"))
    .min(1, key("validation.checkInput"))
    .max(100, key("validation.checkInput")),
});
export type TSmsSettings = z.input<typeof ZSmsSettings>;

/** The weekly brief's schedule (/settings): a weekday ("" for no brief) and an hour, Algeria's time. */
export const ZBriefSettings = z.object({
  schoolId: id(),
  day: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : v),
    z.coerce
      .number()
      .int(key("validation.checkInput"))
      .min(0, key("validation.checkInput"))
      .max(6, key("validation.checkInput"))
      .nullable(),
  ),
  hour: z.coerce
    .number({ error: key("validation.required") })
    .int(key("validation.checkInput"))
    .min(BRIEF_HOURS[0], key("validation.checkInput"))
    .max(BRIEF_HOURS[BRIEF_HOURS.length - 1]!, key("validation.checkInput")),
});
export type TBriefSettings = z.input<typeof ZBriefSettings>;

/** Early warning's thresholds (/settings): absences and homework not done this week, a fall of the mean (points /20). */
export const ZWarningRules = z.object({
  schoolId: id(),
  absences: z.coerce
    .number({ error: key("validation.required") })
    .int(key("validation.checkInput"))
    .min(1, key("validation.checkInput"))
    .max(50, key("validation.checkInput")),
  homework: z.coerce
    .number({ error: key("validation.required") })
    .int(key("validation.checkInput"))
    .min(1, key("validation.checkInput"))
    .max(50, key("validation.checkInput")),
  averageDrop: z.coerce
    .number({ error: key("validation.required") })
    .min(0.1, key("validation.checkInput"))
    .max(20, key("validation.checkInput")),
});
export type TWarningRules = z.input<typeof ZWarningRules>;
