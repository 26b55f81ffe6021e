import type { Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZStaffInput } from "~/modules/school/schemas/school";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { grantRole } from "~/modules/users";
import { offerToOwner, personForSchool } from "./person-account";

/**
 * Links a teacher to the school: a new account, the school's own, or a placeholder whose address's owner is asked
 * to take its place — the school is answered the same in every case (person-account.ts, `personForSchool`).
 */
export async function addTeacher(db: Db, actor: Actor, _school: Scoped<"school">, input: z.output<typeof ZStaffInput>) {
  return db.$transaction(async (tx) => {
    const person = await personForSchool(tx, input.schoolId, input);
    const ids = [person.user.id, ...person.owners];
    if (
      await tx.userRole.findFirst({
        where: { userId: { in: ids }, schoolId: input.schoolId, role: { key: "TEACHER" } },
      })
    ) {
      throw fieldError(input.email ? "email" : "phone", "validation.userAlreadyAdded");
    }
    await grantRole(tx, { userId: person.user.id, role: "TEACHER", schoolId: input.schoolId });
    await offerToOwner(tx, person, {
      schoolId: input.schoolId,
      role: "TEACHER",
      invitedById: actor.userId,
      name: input.name,
    });
    return { id: person.user.id };
  });
}
