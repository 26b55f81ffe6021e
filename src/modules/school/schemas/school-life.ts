import { z } from "zod";
import { AUDIENCES } from "~/lib/audience";
import type { MessageKey } from "~/lib/messages";
import { recordId } from "~/lib/validation";

/** Who an event or a resource is for: a level or a class needs its choice (src/lib/audience.ts). */
const key = (k: MessageKey) => k;

/** An optional choice of a form's select: its empty option ("") is no choice. */
export const optionalId = () =>
  z
    .union([z.literal(""), recordId()])
    .nullish()
    .transform((v) => v || null);

export const audienceShape = {
  audience: z.enum(AUDIENCES, { error: key("validation.required") }),
  levelId: optionalId(),
  classId: optionalId(),
};

export function refineAudience(
  value: { audience: string; levelId?: string | null; classId?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.audience === "LEVEL" && !value.levelId)
    ctx.addIssue({ code: "custom", path: ["levelId"], message: key("validation.required") });
  if (value.audience === "CLASS" && !value.classId)
    ctx.addIssue({ code: "custom", path: ["classId"], message: key("validation.required") });
}
