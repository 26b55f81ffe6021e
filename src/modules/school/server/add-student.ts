import type { Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZStudentInput } from "~/modules/school/schemas/school";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError } from "~/platform/errors";
import { grantRole } from "~/modules/users";
import { offerToOwner, personForSchool } from "./person-account";
import { assertFreeRegistration } from "./registration-number";

type Tx = Db | Prisma.TransactionClient;

/** Creates (or links an existing account as) a student of the school, optionally in a class. */
export async function addStudent(
  db: Db,
  actor: Actor,
  _school: Scoped<"school">,
  input: z.output<typeof ZStudentInput>,
) {
  if (input.classId) await assertClassOfSchool(db, input.classId, input.schoolId);
  return db.$transaction((tx) => addStudentTx(tx, input, actor.userId));
}

/**
 * The named person becomes a student at once: a new account, the school's own, or a placeholder whose address's
 * owner is asked to take its place (accepting merges it, with its class and marks, into their account).
 */
export async function addStudentTx(tx: Tx, input: z.output<typeof ZStudentInput>, invitedById: string | null) {
  await assertFreeRegistration(tx, input.schoolId, input.registrationNumber);
  const person = await personForSchool(tx, input.schoolId, input);
  const ids = [person.user.id, ...person.owners];
  if (await tx.student.findFirst({ where: { userId: { in: ids }, schoolId: input.schoolId }, select: { id: true } })) {
    throw fieldError(input.email ? "email" : "phone", "validation.userAlreadyAdded");
  }
  const user = person.user;
  const student = await tx.student.create({
    data: {
      userId: user.id,
      schoolId: input.schoolId,
      birthDate: input.birthDate ?? null,
      birthPlace: input.birthPlace ?? null,
      registrationNumber: input.registrationNumber ?? null,
    },
    select: { id: true },
  });
  await grantRole(tx, { userId: user.id, role: "STUDENT", schoolId: input.schoolId });
  if (input.classId) await tx.classEnrollment.create({ data: { classId: input.classId, studentId: student.id } });
  await offerToOwner(tx, person, { schoolId: input.schoolId, role: "STUDENT", invitedById, name: input.name });
  return { id: student.id };
}

async function assertClassOfSchool(db: Tx, classId: string, schoolId: string) {
  const found = await db.schoolClass.findUnique({ where: { id: classId }, select: { schoolId: true } });
  if (!found || found.schoolId !== schoolId) throw fieldError("classId", "validation.checkInput");
}
