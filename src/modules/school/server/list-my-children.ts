import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { shownStudent, studentRow } from "./student-row";

/** The children linked to the acting parent, in every school. */
export async function myChildren(db: Db, actor: Actor) {
  const links = await db.parentLink.findMany({
    where: { parentId: actor.userId },
    select: { student: { select: { ...studentRow, school: { select: { name: true, slug: true } } } } },
  });
  return links.map((l) => ({ ...shownStudent(l.student), parents: [] }));
}
