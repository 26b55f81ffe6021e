import { algiersParts } from "~/modules/events/client";
import { briefWindow } from "~/modules/notify/client";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { loadFamilyWeeks } from "~/modules/notify";

/**
 * /family, one page across schools (issue 31): the actor's children in every school using Wasla — each with its
 * school and class, the other guardians, the trusted adults named for it, the custody decision that applies to the
 * actor, and this week so far (the weekly brief's counts) — their link requests, and the children whose timetable
 * they may see as someone's delegate. Each school's data comes only through the actor's own links.
 */
export async function familyOverview(db: Db, actor: Actor, now = new Date()) {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const [links, requests, attempts, delegations, schools] = await Promise.all([
    db.parentLink.findMany({
      where: { parentId: actor.userId },
      orderBy: { createdAt: "asc" },
      select: {
        readOnly: true,
        noPickup: true,
        student: {
          select: {
            id: true,
            schoolId: true,
            school: { select: { name: true, slug: true, briefHour: true } },
            user: { select: { name: true } },
            enrollments: {
              where: { class: { schoolYear: { isCurrent: true } } },
              select: { class: { select: { name: true } } },
            },
            parents: { where: { parentId: { not: actor.userId } }, select: { parent: { select: { name: true } } } },
            delegates: {
              orderBy: { createdAt: "asc" },
              select: {
                id: true,
                name: true,
                phone: true,
                relation: true,
                pickup: true,
                timetable: true,
                userId: true,
              },
            },
          },
        },
      },
    }),
    db.familyRequest.findMany({
      where: {
        userId: actor.userId,
        via: "INVITATION",
        OR: [{ status: "PENDING" }, { status: "REFUSED", decidedAt: { gt: monthAgo } }],
      },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        status: true,
        reason: true,
        via: true,
        createdAt: true,
        school: { select: { name: true } },
        student: { select: { registrationNumber: true } },
      },
    }),
    // attempts by matricule, matched or not, shown alike (issue 47): the matricule as typed, "sent" until the school
    // decides one that matched; those not withdrawn, from the last 30 days
    db.familyLinkAttempt.findMany({
      where: { userId: actor.userId, withdrawnAt: null, createdAt: { gt: monthAgo } },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        matricule: true,
        createdAt: true,
        school: { select: { name: true } },
        request: { select: { status: true, reason: true, decidedAt: true } },
      },
    }),
    db.delegate.findMany({
      where: { userId: actor.userId, timetable: true },
      select: {
        id: true,
        student: { select: { user: { select: { name: true } }, school: { select: { name: true } } } },
      },
    }),
    db.school.findMany({ where: { maintenance: false }, orderBy: { name: "asc" }, select: { id: true, name: true } }),
  ]);
  // this week so far, per school, through the brief's own queries (the children's rows only)
  const day = algiersParts(now).day;
  const bySchool = new Map<string, string[]>();
  for (const l of links) bySchool.set(l.student.schoolId, [...(bySchool.get(l.student.schoolId) ?? []), l.student.id]);
  const weeks = new Map<
    string,
    Awaited<ReturnType<typeof loadFamilyWeeks>>["weeks"] extends Map<string, infer V> ? V : never
  >();
  for (const [schoolId, ids] of bySchool) {
    const hour = links.find((l) => l.student.schoolId === schoolId)!.student.school.briefHour;
    for (const [id, week] of (await loadFamilyWeeks(db, schoolId, briefWindow(day, hour), ids)).weeks)
      weeks.set(id, week);
  }
  return {
    children: links.map((l) => ({
      id: l.student.id,
      name: l.student.user.name,
      school: l.student.school.name,
      className: l.student.enrollments[0]?.class.name ?? null,
      readOnly: l.readOnly,
      noPickup: l.noPickup,
      guardians: l.student.parents.map((p) => p.parent.name),
      delegates: l.student.delegates.map((d) => ({
        id: d.id,
        name: d.name,
        phone: d.phone,
        relation: d.relation,
        pickup: d.pickup,
        timetable: d.timetable,
        joined: d.userId !== null,
      })),
      week: weeks.get(l.student.id) ?? null,
    })),
    requests: [
      ...attempts
        .filter(
          (a) =>
            !a.request ||
            a.request.status === "PENDING" ||
            (a.request.status === "REFUSED" && a.request.decidedAt! > monthAgo),
        )
        .map((a) => ({
          id: a.id,
          status: a.request?.status ?? ("PENDING" as const),
          reason: a.request?.reason ?? null,
          via: "MATRICULE",
          createdAt: a.createdAt,
          school: a.school.name,
          matricule: a.matricule as string | null,
        })),
      ...requests.map((r) => ({
        id: r.id,
        status: r.status,
        reason: r.reason,
        via: r.via,
        createdAt: r.createdAt,
        school: r.school.name,
        matricule: r.student.registrationNumber,
      })),
    ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    delegations: delegations.map((d) => ({ id: d.id, child: d.student.user.name, school: d.student.school.name })),
    schools,
  };
}

/**
 * A delegate's view of a child's timetable (the right a guardian gave them): the week of the child's class this
 * year, subject and times only.
 */
export async function delegateTimetable(db: Db, actor: Actor, input: { delegateId: string }) {
  const delegate = await db.delegate.findFirst({
    where: { id: input.delegateId, userId: actor.userId, timetable: true },
    select: { studentId: true, student: { select: { user: { select: { name: true } } } } },
  });
  if (!delegate) throw notFound();
  const slots = await db.timetableSlot.findMany({
    where: {
      class: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: delegate.studentId } } },
      OR: [{ groupId: null }, { group: { members: { some: { studentId: delegate.studentId } } } }],
    },
    orderBy: [{ weekday: "asc" }, { startMinute: "asc" }],
    select: {
      weekday: true,
      startMinute: true,
      endMinute: true,
      room: true,
      classSubject: { select: { subject: { select: { nameFr: true, nameEn: true, nameAr: true } } } },
    },
  });
  return {
    child: delegate.student.user.name,
    slots: slots.map((s) => ({
      weekday: s.weekday,
      startMinute: s.startMinute,
      endMinute: s.endMinute,
      room: s.room,
      subject: s.classSubject.subject,
    })),
  };
}
