import type { DocumentKind, PaperContent } from "~/modules/documents/domain/paper";
import { dayKey } from "~/lib/school-time";
import type { Prisma } from "~/platform/db/generated/client";

type Tx = Prisma.TransactionClient;

/**
 * What the papers of these pupils print, read once for all of them (a whole class is one query per table): name,
 * birth day and place, matricule, their class in the year, the head's name; a fees certificate adds what the year's
 * payments came to (corrections deducted), a transfer certificate the day of leaving. Pupils not in a class of the
 * year are left out (the caller refuses them).
 */
export async function paperContents(
  tx: Tx,
  input: { schoolId: string; schoolYearId: string; studentIds: readonly string[]; kind: DocumentKind; today: string },
): Promise<Map<string, PaperContent>> {
  const [school, year, students, paid] = await Promise.all([
    tx.school.findUniqueOrThrow({ where: { id: input.schoolId }, select: { headName: true } }),
    tx.schoolYear.findUniqueOrThrow({ where: { id: input.schoolYearId }, select: { name: true } }),
    tx.student.findMany({
      where: { id: { in: [...input.studentIds] }, schoolId: input.schoolId },
      select: {
        id: true,
        birthDate: true,
        birthPlace: true,
        registrationNumber: true,
        user: { select: { name: true } },
        enrollments: {
          where: { class: { schoolYearId: input.schoolYearId } },
          select: { class: { select: { name: true } } },
        },
      },
    }),
    input.kind === "FEES_CERTIFICATE"
      ? tx.payment.groupBy({
          by: ["studentId"],
          where: { schoolYearId: input.schoolYearId, studentId: { in: [...input.studentIds] } },
          _sum: { amount: true },
        })
      : Promise.resolve([]),
  ]);
  const paidBy = new Map(paid.map((p) => [p.studentId, p._sum.amount ?? 0]));
  const contents = new Map<string, PaperContent>();
  for (const s of students) {
    const className = s.enrollments[0]?.class.name;
    if (!className) continue;
    contents.set(s.id, {
      student: {
        name: s.user.name,
        birthDate: s.birthDate ? dayKey(s.birthDate) : null,
        birthPlace: s.birthPlace,
        matricule: s.registrationNumber,
      },
      className,
      year: year.name,
      headName: school.headName,
      ...(input.kind === "FEES_CERTIFICATE" ? { paid: paidBy.get(s.id) ?? 0 } : {}),
      ...(input.kind === "TRANSFER_CERTIFICATE" ? { leavesOn: input.today } : {}),
    });
  }
  return contents;
}

/** The next `count` numbers of the school's register for the year, in one statement (no gap, no duplicate under load). */
export async function takeRegisterNumbers(
  tx: Tx,
  schoolId: string,
  schoolYearId: string,
  count: number,
): Promise<number[]> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "DocumentCounter" ("schoolId", "schoolYearId", "last") VALUES (${schoolId}, ${schoolYearId}, ${count})
    ON CONFLICT ("schoolId", "schoolYearId") DO UPDATE SET "last" = "DocumentCounter"."last" + ${count}
    RETURNING "last"`;
  const last = row!.last;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
