import type { z } from "zod";
import type { ZPrivacySettings } from "~/modules/privacy/schemas";
import type { Db } from "~/platform/db";
import type { Scoped } from "~/platform/api/scope";

/** A school's data-protection officer and how long it keeps textbook entries and homework (/settings, issue 34). */
export function getPrivacySettings(db: Db, scope: Scoped<"school">) {
  return db.school.findUniqueOrThrow({
    where: { id: scope.schoolId },
    select: { dpoName: true, dpoEmail: true, keepSchoolWorkYears: true },
  });
}

export async function updatePrivacySettings(db: Db, scope: Scoped<"school">, input: z.output<typeof ZPrivacySettings>) {
  return db.school.update({
    where: { id: scope.schoolId },
    data: {
      dpoName: input.dpoName ?? null,
      dpoEmail: input.dpoEmail ?? null,
      keepSchoolWorkYears: input.keepSchoolWorkYears,
    },
    select: { dpoName: true, dpoEmail: true, keepSchoolWorkYears: true },
  });
}
