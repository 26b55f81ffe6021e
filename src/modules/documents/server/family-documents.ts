import { hideFeesFrom } from "./document-sheet";
import { PAPER_FACTS, paperFacts } from "./paper-facts";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { familyStudents } from "~/modules/teaching";
import { requestRight } from "./request-document";
import { logAccess } from "~/modules/privacy";

/**
 * A family's /documents: per child the person reads as a parent (or themself as a student), their papers of the last
 * years, newest first — asked, issued (to download), refused or withdrawn with the school's reason — and whether
 * this person may ask for one (a parent restricted to reading, or a student under age, may not).
 */
export async function familyDocuments(db: Db, actor: Actor, input: { schoolId: string }) {
  const students = await familyStudents(db, actor, input.schoolId);
  if (students.length === 0) return { students: [] };
  const [details, docs] = await Promise.all([
    db.student.findMany({
      where: { id: { in: students.map((s) => s.id) } },
      select: { id: true, schoolId: true, userId: true, birthDate: true },
    }),
    db.schoolDocument.findMany({
      where: { studentId: { in: students.map((s) => s.id) } },
      orderBy: { createdAt: "desc" },
      take: 200,
      select: { ...PAPER_FACTS, studentId: true, requestedById: true },
    }),
  ]);
  await logAccess(db, actor, "DOCUMENTS", details);
  const rights = new Map(
    await Promise.all(details.map(async (d) => [d.id, await requestRight(db, actor, d)] as const)),
  );
  return {
    students: students.map((s) => ({
      id: s.id,
      name: s.user.name,
      canRequest: rights.get(s.id) === "PARENT" || rights.get(s.id) === "SELF",
      documents: docs
        .filter(
          (d) => d.studentId === s.id && !(d.kind === "FEES_CERTIFICATE" && hideFeesFrom(actor, s, d.requestedById)),
        )
        .map(paperFacts),
    })),
  };
}
