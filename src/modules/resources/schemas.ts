import { z } from "zod";
import {
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_KINDS,
  RESOURCE_TITLE_MAX,
  RESOURCES_PAGE,
} from "~/modules/resources/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { recordId, requiredString } from "~/lib/validation";
import { audienceShape, optionalId, refineAudience } from "../school/schemas/school-life";

export * from "~/modules/resources/domain/constants";
const key = (k: MessageKey) => k;

/**
 * /resources/create: the form's fields (the "fields" part of its multipart form; the file, if any, is the "file"
 * part). A resource is a file or a link; on the school's page it is for everyone.
 */
export const ZResourceInput = z
  .object({
    schoolId: recordId(),
    title: requiredString(RESOURCE_TITLE_MAX),
    description: z.string().trim().max(RESOURCE_DESCRIPTION_MAX, key("validation.maxLength")).default(""),
    kind: z.enum(RESOURCE_KINDS, { error: key("validation.required") }),
    subjectId: optionalId(),
    ...audienceShape,
    onMainPage: z.boolean().default(false),
    source: z.enum(["file", "link"]).default("file"),
    url: z
      .string()
      .trim()
      .max(500, key("validation.maxLength"))
      .transform((v) => v || null)
      .nullish()
      .pipe(z.url({ protocol: /^https?$/, error: key("validation.url") }).nullish()),
  })
  .superRefine((value, ctx) => {
    refineAudience(value, ctx);
    if (value.source === "link" && !value.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: key("validation.required") });
    if (value.onMainPage && value.audience !== "SCHOOL")
      ctx.addIssue({ code: "custom", path: ["onMainPage"], message: key("resources.mainPageForEveryone") });
  });
export type TResourceInput = z.input<typeof ZResourceInput>;

export const ZResourceFilters = z.object({
  schoolId: recordId(),
  kind: z.enum(RESOURCE_KINDS).optional(),
  subjectId: recordId().optional(),
  levelId: recordId().optional(),
  classId: recordId().optional(),
  /** the id of the last resource already shown */
  cursor: recordId().optional(),
  limit: z.number().int().min(1).max(100).default(RESOURCES_PAGE),
});
export type TResourceFilters = z.input<typeof ZResourceFilters>;
