import type { Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZUpdateStudentInput } from "~/modules/school/schemas/school";
import type { Db } from "~/platform/db";
import { changeIdentifiers } from "~/modules/account";
import { assertFreeRegistration } from "./registration-number";

/**
 * The school's own fields of a student, and the account's name and contacts through the one door for login
 * identifiers (account/login-identifiers.ts): only while the school still holds the account.
 */
export async function updateStudent(
  db: Db,
  student: Scoped<"student">,
  input: z.output<typeof ZUpdateStudentInput>,
  ctx: { origin: string },
) {
  await assertFreeRegistration(db, student.schoolId, input.registrationNumber ?? undefined, student.id);
  // a field sent blank is cleared (null); a field not sent stays as it is (undefined, which Prisma leaves alone)
  const { pendingEmail } = await changeIdentifiers(
    db,
    student.userId,
    { kind: "school", schoolId: student.schoolId },
    { name: input.name, email: input.email, phone: input.phone },
    ctx,
    (tx) =>
      tx.student.update({
        where: { id: student.id },
        data: {
          birthDate: input.birthDate,
          birthPlace: input.birthPlace,
          registrationNumber: input.registrationNumber,
        },
      }),
  );
  return { ok: true as const, pendingEmail };
}
