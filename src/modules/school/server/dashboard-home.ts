import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { READS_CHILD, relateToChild } from "~/platform/api/relations";
import type { MemberOf } from "~/platform/api/scope";
import { studentCards } from "~/modules/grades";
import { familyStudents } from "~/modules/teaching";
import { getToday } from "~/modules/teaching";
import { dashboardOverview } from "./dashboard";
import { myInvitations } from "./invitations";
import { schoolsOf } from "./school";
import { waitingFor } from "./waiting";
import { administers } from "./scope";

type Today = Awaited<ReturnType<typeof getToday>>;

/**
 * Everything /dashboard shows for one school, as one action: the overview (counts, year, classes, children), the
 * schools to switch to, invitations waiting, the day cards (a teacher's own, each child's or the student's own, the
 * school's in progress for an admin with neither), and each child's newest published card — through the same
 * services as their own screens, so nothing unpublished shows here either. The family's students are read once.
 */
export async function dashboardHome(db: Db, actor: Actor, { id: schoolId }: MemberOf) {
  const [overview, schools, invitations, students, school] = await Promise.all([
    dashboardOverview(db, actor, schoolId),
    schoolsOf(db, actor),
    myInvitations(db, actor),
    familyStudents(db, actor, schoolId),
    db.school.findUniqueOrThrow({ where: { id: schoolId }, select: { termType: true } }),
  ]);
  const teacher = hasRole(actor, "TEACHER", schoolId);
  // the family's other schools: what waits there too (issue 48, "across schools"), counted through the same services
  const familyElsewhere = schools.filter(
    (s) => s.id !== schoolId && (hasRole(actor, "PARENT", s.id) || hasRole(actor, "STUDENT", s.id)),
  );
  const [teacherDay, familyDays, latest, waiting, elsewhere] = await Promise.all([
    teacher ? getToday(db, actor, { schoolId }) : null,
    Promise.all(students.map((student) => getToday(db, actor, { schoolId, studentId: student.id }))),
    Promise.all(
      students.map(async (student) => ({
        student,
        card: (await studentCards(db, actor, await relateToChild(db, actor, student.id, READS_CHILD))).cards[0] ?? null,
      })),
    ),
    waitingFor(db, actor, schoolId),
    Promise.all(
      familyElsewhere.map(async (s) => ({
        name: s.name,
        slug: s.slug,
        count: (await waitingFor(db, actor, s.id)).length,
      })),
    ),
  ]);
  const days: { key: string; mode: "teacher" | "family" | "school"; name: string; today: Today }[] = [];
  if (teacherDay) days.push({ key: "teacher", mode: "teacher", name: "", today: teacherDay });
  students.forEach((student, i) => {
    days.push({
      key: student.id,
      mode: "family",
      name: student.userId === actor.userId ? "" : student.user.name,
      today: familyDays[i]!,
    });
  });
  if (days.length === 0 && administers(actor, schoolId))
    days.push({ key: "school", mode: "school", name: "", today: await getToday(db, actor, { schoolId }) });
  return {
    overview,
    schools,
    invitations,
    /** what waits for this person, first (issue 48) */
    waiting,
    /** the family's other schools with something waiting there */
    waitingElsewhere: elsewhere.filter((e) => e.count > 0),
    days,
    termType: school.termType,
    latestCards: latest.flatMap(({ student, card }) =>
      card
        ? [
            {
              studentId: student.id,
              own: student.userId === actor.userId,
              name: student.user.name,
              card: { id: card.id, term: card.term, average: card.average, outOf: card.outOf },
            },
          ]
        : [],
    ),
  };
}
