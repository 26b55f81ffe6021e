import { z } from "zod";
import type { MessageKey } from "~/lib/messages";
import { optionalPhone, recordId, requiredString } from "~/lib/validation";
import { dateField } from "../school/schemas/school";

/** The family account's forms (/family) and the school's decisions (issue 31): each form and its procedure parse the same object. */
const key = (k: MessageKey) => k;

export const RELATIONS = ["FATHER", "MOTHER", "GUARDIAN"] as const;
export const DELEGATE_RELATIONS = ["GRANDPARENT", "DRIVER", "TUTOR", "RELATIVE", "OTHER"] as const;
export const ACCESS = ["FULL", "READ_ONLY", "NONE"] as const;

export const ZLinkByMatricule = z.object({
  schoolId: recordId(),
  matricule: requiredString(30),
  birthDate: dateField(),
  relation: z.enum(RELATIONS, { error: key("validation.required") }),
});
export type TLinkByMatricule = z.input<typeof ZLinkByMatricule>;

export const ZJoinWithCode = z.object({
  code: z.string().trim().min(1, key("validation.required")).max(20, key("family.error.badCode")),
  relation: z.enum(RELATIONS, { error: key("validation.required") }),
});
export type TJoinWithCode = z.input<typeof ZJoinWithCode>;

export const ZAddDelegate = z.object({
  studentId: recordId(),
  name: requiredString(100),
  phone: optionalPhone(),
  relation: z.enum(DELEGATE_RELATIONS, { error: key("validation.required") }),
  pickup: z.boolean(),
  timetable: z.boolean(),
});
export type TAddDelegate = z.input<typeof ZAddDelegate>;

export const ZDecideRequest = z.object({
  requestId: recordId(),
  accept: z.boolean(),
  reason: z.string().trim().max(300, key("validation.checkInput")).optional(),
});

export const ZCustody = z.object({
  studentId: recordId(),
  parentId: recordId(),
  access: z.enum(ACCESS),
  noPickup: z.boolean(),
  note: z.string().trim().max(300, key("validation.checkInput")).optional(),
});
