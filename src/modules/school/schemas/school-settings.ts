import { z } from "zod";
import { TERM_TYPES } from "~/modules/school/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { optionalEmail, optionalPhone, optionalString, recordId, requiredString } from "~/lib/validation";
import { clearable } from "./school";

/**
 * The school settings form's schema (/settings and school.updateSettings). In a file of its own: the other school
 * screens import ./school.ts, and zod schemas are not tree-shaken, so every field here would ride along on them.
 */
export { TERM_TYPES };

const key = (k: MessageKey) => k;
const id = recordId;

const optionalUrl = () =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .url({ protocol: /^https?$/, error: key("validation.url") })
      .max(500, key("validation.maxLength"))
      .optional(),
  );

/** The settings form sends every field; an API call may send only some (the others stay as they are). */
export const ZSchoolSettingsInput = z.object({
  schoolId: id(),
  name: requiredString(150).optional(),
  termType: z.enum(TERM_TYPES).optional(),
  wilayaCode: clearable(optionalString(2)),
  communeCode: clearable(optionalString(4)),
  street: clearable(optionalString(200)),
  phone: clearable(optionalPhone()),
  email: clearable(optionalEmail()),
  facebook: clearable(optionalUrl()),
  instagram: clearable(optionalUrl()),
  youtube: clearable(optionalUrl()),
  tiktok: clearable(optionalUrl()),
  x: clearable(optionalUrl()),
  linkedin: clearable(optionalUrl()),
  telegram: clearable(optionalUrl()),
  socialEmail: clearable(optionalEmail()),
  androidUrl: clearable(optionalUrl()),
  iosUrl: clearable(optionalUrl()),
  videoUrl: clearable(optionalUrl()),
  reportHeaderFr: clearable(optionalString(600)),
  reportHeaderEn: clearable(optionalString(600)),
  reportHeaderAr: clearable(optionalString(600)),
  /** the head's name the documents desk signs with (issue 32) */
  headName: clearable(optionalString(100)),
  /** the weekdays the school teaches (0 = Sunday … 6 = Saturday), at least one */
  schoolDays: z
    .array(z.number().int().min(0, key("validation.checkInput")).max(6, key("validation.checkInput")))
    .min(1, key("timetables.schoolDays.required"))
    .max(7, key("validation.checkInput"))
    .transform((days) => [...new Set(days)].sort((a, b) => a - b))
    .optional(),
  /** report cards print the rank in class */
  showRank: z.boolean().optional(),
  /** the class council's distinction thresholds out of 20 (excellence, congratulations, encouragements, honour roll), stored in hundredths */
  distinctionBounds: z
    .array(
      z.coerce
        .number({ error: key("validation.required") })
        .min(0, key("validation.markOn20"))
        .max(20, key("validation.markOn20"))
        .transform((v) => Math.round(v * 100)),
    )
    .length(4, key("validation.checkInput"))
    .refine((b) => b.every((v, i) => i === 0 || v < b[i - 1]!), key("validation.distinctionOrder"))
    .optional(),
  /** the terms' weights in the annual average (all equal: the mean) */
  termWeights: z
    .array(
      z.coerce
        .number({ error: key("validation.required") })
        .int(key("validation.checkInput"))
        .min(0, key("validation.checkInput"))
        .max(10, key("validation.checkInput")),
    )
    .max(3, key("validation.checkInput"))
    .refine((w) => w.length === 0 || w.some((v) => v > 0), key("validation.checkInput"))
    .optional(),
});
export type TSchoolSettingsInput = z.input<typeof ZSchoolSettingsInput>;
