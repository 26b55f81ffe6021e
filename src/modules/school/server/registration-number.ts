import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError } from "~/platform/errors";

type Tx = Db | Prisma.TransactionClient;

/** A student's ID number is theirs alone in the school (adding a student, or changing one's). */

export async function assertFreeRegistration(tx: Tx, schoolId: string, number: string | undefined, exceptId?: string) {
  if (!number) return;
  const clash = await tx.student.findFirst({
    where: { schoolId, registrationNumber: number, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw fieldError("registrationNumber", "validation.registrationTaken");
}
