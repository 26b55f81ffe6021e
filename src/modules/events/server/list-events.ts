import { algiersInstant, algiersMonth, algiersParts, monthRange } from "~/modules/events/domain/constants";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import type { Scoped } from "~/platform/api/scope";
import { EVENT_SELECT, eventView, visibleWhere } from "./get-event";

const STAFF_LIST_MAX = 200;
const UPCOMING_MAX = 50;
const PAST_MAX = 20;

/**
 * /events: every event of the school, newest first, with what its edit form needs ('article.create' there: the gate's).
 */
export async function listSchoolEvents(db: Db, school: Scoped<"school">) {
  const rows = await db.schoolEvent.findMany({
    where: { schoolId: school.id },
    select: EVENT_SELECT,
    orderBy: { startsAt: "desc" },
    take: STAFF_LIST_MAX,
  });
  return rows.map((row) => {
    const start = algiersParts(row.startsAt);
    const end = row.endsAt ? algiersParts(row.endsAt) : null;
    return {
      ...eventView(row),
      values: {
        title: row.title,
        description: row.description,
        place: row.place ?? "",
        allDay: row.allDay,
        startDate: start.day,
        startTime: row.allDay ? "" : start.time,
        endDate: end && (row.allDay || end.day !== start.day) ? end.day : "",
        endTime: end && !row.allDay ? end.time : "",
        audience: row.audience,
        levelId: row.levelId,
        classId: row.classId,
        isPublic: row.isPublic,
      },
    };
  });
}

/**
 * /event: what the actor may see of a school's events (members: their audience's and the public ones; visitors and
 * strangers: the public ones) — upcoming (not over yet, soonest first), past (latest first), and those of a month
 * for the calendar. Without a school: the public events of every school.
 */
export async function listVisibleEvents(
  db: Db,
  actor: Actor | null,
  input: { schoolId?: string; month?: string },
  now = new Date(),
) {
  const where: Prisma.SchoolEventWhereInput = input.schoolId
    ? await visibleWhere(db, actor, input.schoolId)
    : { isPublic: true };
  const month = input.month && monthRange(input.month) ? input.month : algiersMonth(now);
  const range = monthRange(month)!;
  // an event stays "upcoming" through its (last) day, on the school's clock
  const today = algiersInstant(algiersParts(now).day)!;
  const notOver: Prisma.SchoolEventWhereInput = {
    OR: [{ endsAt: { gte: today } }, { endsAt: null, startsAt: { gte: today } }],
  };
  const over: Prisma.SchoolEventWhereInput = {
    OR: [{ endsAt: { lt: today } }, { endsAt: null, startsAt: { lt: today } }],
  };
  const [upcoming, past, inMonth] = await Promise.all([
    db.schoolEvent.findMany({
      where: { AND: [where, notOver] },
      select: EVENT_SELECT,
      orderBy: { startsAt: "asc" },
      take: UPCOMING_MAX,
    }),
    db.schoolEvent.findMany({
      where: { AND: [where, over] },
      select: EVENT_SELECT,
      orderBy: { startsAt: "desc" },
      take: PAST_MAX,
    }),
    db.schoolEvent.findMany({
      where: {
        AND: [
          where,
          { startsAt: { lt: range.to } },
          { OR: [{ startsAt: { gte: range.from } }, { endsAt: { gte: range.from } }] },
        ],
      },
      select: EVENT_SELECT,
      orderBy: { startsAt: "asc" },
      take: 200,
    }),
  ]);
  return { month, upcoming: upcoming.map(eventView), past: past.map(eventView), inMonth: inMonth.map(eventView) };
}

/** What the event form offers: the school's levels and its classes of this year ('article.create' there: the gate's). */
export async function eventChoices(db: Db, { id: schoolId }: Scoped<"school">) {
  const [levels, classes] = await Promise.all([
    db.level.findMany({
      where: { schoolId },
      orderBy: [{ cycle: "asc" }, { grade: "asc" }],
      select: { id: true, nameFr: true, nameEn: true, nameAr: true },
    }),
    db.schoolClass.findMany({
      where: { schoolId, schoolYear: { isCurrent: true } },
      orderBy: { name: "asc" },
      select: { id: true, name: true },
    }),
  ]);
  return { levels, classes };
}
