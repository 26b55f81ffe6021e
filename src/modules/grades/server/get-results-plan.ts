import type { Db } from "~/platform/db";

/**
 * The school's results plan: the classes whose families are still to be pushed, in wave order (/report-cards shows
 * it to the staff).
 */
export async function resultsPlan(db: Db, schoolId: string, now = new Date()) {
  const rows = await db.reportCardRelease.findMany({
    where: { class: { schoolId }, pushAt: { gt: now } },
    orderBy: { pushAt: "asc" },
    select: { pushAt: true, class: { select: { name: true } }, term: { select: { number: true } } },
  });
  return rows.map((r) => ({ className: r.class.name, term: r.term.number, pushAt: r.pushAt! }));
}
