import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ROLE_KEYS } from "~/lib/roles";
import { id } from "../school/schemas/school";

/** /users: search by name, e-mail, phone (any Algerian form) or login identifier; 25 a page. */
export const ZUsersListInput = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).default(1),
});
export type TUsersListInput = z.output<typeof ZUsersListInput>;

/** Grant or revoke one role: platform roles with a null school, school roles with their school. */
export const ZUserRoleInput = z.object({
  userId: id(),
  role: z.enum(ROLE_KEYS),
  schoolId: recordId().nullable(),
});
export type TUserRoleInput = z.input<typeof ZUserRoleInput>;

export const ZSuspendInput = z.object({ userId: id(), suspended: z.boolean() });
