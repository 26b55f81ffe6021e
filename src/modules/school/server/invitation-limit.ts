import { AppError } from "~/platform/errors";
import { consume, limits } from "~/platform/rate-limit";

/**
 * One invitation of a school's hourly allowance (docs/security.md): spent whatever the invitee's answer will be,
 * also when it refuses invitations, so the school cannot tell the difference by the limit either.
 */
export async function spendInvitation(schoolId: string) {
  if (!(await consume(limits.invitationsBySchool, schoolId)))
    throw new AppError("TOO_MANY_REQUESTS", "invitations.tooMany");
}
