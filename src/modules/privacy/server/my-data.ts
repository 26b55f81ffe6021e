import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { familyStudents } from "~/modules/teaching";
import { GUARDIAN_READS, relateToChild } from "~/platform/api/relations";
import { childAccessLog } from "./access-log";
import { myConsents } from "./consents";
import { myDataRequests } from "./data-requests";

/**
 * /profil/data (issue 34) in one read: the schools the person belongs to (where a request can go) with their
 * officers, their children there (as a parent, through the Parent role), their consents, their requests, and who
 * opened each child's data lately.
 */
export async function myDataPage(db: Db, actor: Actor) {
  const schoolIds = [...new Set(actor.roles.flatMap((r) => (r.schoolId ? [r.schoolId] : [])))];
  const schools = schoolIds.length
    ? await db.school.findMany({
        where: { id: { in: schoolIds } },
        orderBy: { name: "asc" },
        select: { id: true, name: true, dpoName: true, dpoEmail: true, email: true },
      })
    : [];
  const children = (
    await Promise.all(
      schools.map(async (s) =>
        (await familyStudents(db, actor, s.id))
          .filter((c) => c.userId !== actor.userId)
          .map((c) => ({ id: c.id, name: c.user.name, schoolId: s.id, school: s.name })),
      ),
    )
  ).flat();
  const isParentOfChild = (schoolId: string) => actor.roles.some((r) => r.key === "PARENT" && r.schoolId === schoolId);
  const [consents, requests, access] = await Promise.all([
    myConsents(db, actor),
    myDataRequests(db, actor),
    Promise.all(
      children
        .filter((c) => isParentOfChild(c.schoolId))
        .map(async (c) => ({
          child: c,
          entries: (await childAccessLog(db, await relateToChild(db, actor, c.id, GUARDIAN_READS))).slice(0, 30),
        })),
    ),
  ]);
  return {
    schools: schools.map((s) => ({ id: s.id, name: s.name, dpo: { name: s.dpoName, email: s.dpoEmail ?? s.email } })),
    children,
    consents,
    requests,
    access,
  };
}
