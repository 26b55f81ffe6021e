import { addDays, dayKey, schoolClock } from "~/lib/school-time";
import { PAYMENTS_OF_CHILD, READS_CHILD, relateToChild, relateToClass, type Child } from "~/platform/api/relations";
import { can, familyCan, hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { listCirculars } from "~/modules/circulars";
import { listEvaluations } from "~/modules/grades";
import { myMeetings } from "~/modules/meetings";
import { listConversations } from "~/modules/messages";
import { studentPayments } from "~/modules/payments";
import { listAbsences, pendingJustifications } from "~/modules/teaching";
import { familyStudents, staffClasses } from "~/modules/teaching";
import { listStudentHomework } from "~/modules/teaching";
import { listDaySessions } from "~/modules/teaching";
import { administers } from "./scope";

/**
 * What waits for someone, first on their dashboard (issue 48): for a family, per child, what to justify, to pay, to
 * answer, to read, to attend and the homework due; for a pupil, their homework due and this week's evaluations; for a
 * teacher, the sessions whose attendance is not taken, the justifications to decide, the marks missing after an
 * evaluation and the families' messages unanswered for a day. Each is read through the same service as the screen it
 * links to (the absences of /absences, the payments of /payments…), so what a screen would not show (an unpublished
 * card, another family's child, a child under a 'no access' decision) cannot be counted here either; and each links
 * to where it is done.
 */
export type Waiting =
  | { kind: "justify"; child: string; count: number; href: string }
  | { kind: "pay"; child: string; amount: number; href: string }
  | { kind: "homework"; child: string | null; count: number; due: string; href: string }
  | { kind: "answer"; child: string; title: string; deadline: Date | null; href: string }
  | { kind: "read"; title: string; href: string }
  | { kind: "messages"; count: number; href: string }
  | { kind: "meeting"; child: string; teacher: string; at: Date; href: string }
  | { kind: "evaluation"; subject: { nameFr: string; nameEn: string; nameAr: string }; on: string; href: string }
  | { kind: "attendance"; count: number; href: string }
  | { kind: "decide"; count: number; href: string }
  | { kind: "marks"; count: number; href: string }
  | { kind: "unanswered"; count: number; href: string };

/** How far ahead homework counts as due: the next three days (a Sunday's page shows Wednesday's). */
const HOMEWORK_DAYS = 3;
const MEETING_DAYS = 7;
const DAY = 86_400_000;

export async function waitingFor(db: Db, actor: Actor, schoolId: string, now = new Date()): Promise<Waiting[]> {
  const students = await familyStudents(db, actor, schoolId);
  const self = students.find((s) => s.userId === actor.userId) ?? null;
  const children = students.filter((s) => s.userId !== actor.userId);
  const teacher = hasRole(actor, "TEACHER", schoolId);
  // read once: the family's unread messages and a teacher's families waiting come from the same list
  const conversations = listConversations(db, actor, { schoolId });
  const [perChild, own, shared, staff] = await Promise.all([
    Promise.all(
      children.map(async (s) => childWaiting(db, actor, await relateToChild(db, actor, s.id, READS_CHILD), now)),
    ),
    self ? pupilWaiting(db, actor, await relateToChild(db, actor, self.id, READS_CHILD), now) : [],
    sharedWaiting(db, actor, schoolId, children.length > 0, conversations, now),
    teacher || can(actor, "class.edit", schoolId) ? staffWaiting(db, actor, schoolId, teacher, conversations, now) : [],
  ]);
  return [...perChild.flat(), ...own, ...shared, ...staff];
}

/** What a child's guardian has to do or know for that child (a read-only guardian: what to know, nothing to do). */
async function childWaiting(db: Db, actor: Actor, child: Child, now: Date): Promise<Waiting[]> {
  const acts = child.as === "guardian";
  const query = `?student=${child.id}`;
  const [absences, payments, homework] = await Promise.all([
    acts ? listAbsences(db, actor, child) : null,
    familyCan(actor, "payment.consult", child.schoolId)
      ? studentPayments(db, actor, await relateToChild(db, actor, child.id, PAYMENTS_OF_CHILD))
      : null,
    listStudentHomework(db, actor, child, now),
  ]);
  const items: Waiting[] = [];
  const toJustify = (absences?.terms ?? [])
    .flatMap((t) => t.items)
    .filter((i) => i.status === "ABSENT" && i.justification === "NONE").length;
  if (toJustify) items.push({ kind: "justify", child: child.user.name, count: toJustify, href: `/absences${query}` });
  if (payments && payments.totals.overdue > 0)
    items.push({ kind: "pay", child: child.user.name, amount: payments.totals.overdue, href: `/payments${query}` });
  const due = dueHomework(homework.items, homework.today);
  if (due.length)
    items.push({
      kind: "homework",
      child: child.user.name,
      count: due.length,
      due: due[0]!.dueOn,
      href: `/homeworks${query}`,
    });
  return items;
}

/** The homework due from today to the next days, not ticked done by the pupil. */
function dueHomework<T extends { dueOn: string; doneAt: Date | null }>(items: T[], today: string): T[] {
  const last = dayKey(addDays(new Date(`${today}T00:00:00Z`), HOMEWORK_DAYS));
  return items
    .filter((h) => !h.doneAt && h.dueOn >= today && h.dueOn <= last)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}

/** A pupil's own: their homework due and the days of their classes' evaluations this week (as the class's calendar says them). */
async function pupilWaiting(db: Db, actor: Actor, me: Child, now: Date): Promise<Waiting[]> {
  const homework = await listStudentHomework(db, actor, me, now);
  const items: Waiting[] = [];
  const due = dueHomework(homework.items, homework.today);
  if (due.length)
    items.push({ kind: "homework", child: null, count: due.length, due: due[0]!.dueOn, href: "/homeworks" });
  const today = schoolClock(now).date;
  const evaluations = await db.evaluation.findMany({
    where: {
      fromDate: { gte: today, lte: addDays(today, 6) },
      classSubject: { class: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: me.id } } } },
    },
    orderBy: { fromDate: "asc" },
    take: 10,
    select: {
      fromDate: true,
      classSubject: { select: { subject: { select: { nameFr: true, nameEn: true, nameAr: true } } } },
    },
  });
  // the day and the subject only: an evaluation's title and marks are the family's once released (issue 32)
  for (const e of evaluations)
    items.push({ kind: "evaluation", subject: e.classSubject.subject, on: dayKey(e.fromDate), href: "/marks" });
  return items;
}

/** What waits for the family across its children: circulars to answer or read, unread messages, meetings to attend. */
type Conversations = ReturnType<typeof listConversations>;

async function sharedWaiting(
  db: Db,
  actor: Actor,
  schoolId: string,
  parent: boolean,
  listed: Conversations,
  now: Date,
): Promise<Waiting[]> {
  const [circulars, conversations, meetings] = await Promise.all([
    parent ? listCirculars(db, actor, { schoolId }) : null,
    listed,
    parent && familyCan(actor, "meeting.book", schoolId) ? myMeetings(db, actor, { schoolId }) : null,
  ]);
  const items: Waiting[] = [];
  for (const c of circulars?.received ?? []) {
    if (c.waiting)
      items.push({ kind: "answer", child: c.child, title: c.title, deadline: c.deadline, href: `/circulars/${c.id}` });
    else if (c.unread) items.push({ kind: "read", title: c.title, href: `/circulars/${c.id}` });
  }
  if (parent) {
    const unread = conversations.filter((c) => c.unread > 0);
    const count = unread.reduce((n, c) => n + c.unread, 0);
    if (count)
      items.push({ kind: "messages", count, href: unread.length === 1 ? `/messages/${unread[0]!.id}` : "/messages" });
  }
  for (const m of meetings?.meetings ?? []) {
    if (m.startsAt.getTime() - now.getTime() <= MEETING_DAYS * DAY)
      items.push({ kind: "meeting", child: m.student, teacher: m.teacher, at: m.startsAt, href: "/meetings" });
  }
  return items;
}

/**
 * A teacher's: today's sessions begun whose attendance is not taken, evaluations of their classes past for two days
 * with marks missing, families' messages unanswered for a day; and, for whoever decides them, the justifications
 * waiting.
 */
async function staffWaiting(
  db: Db,
  actor: Actor,
  schoolId: string,
  teacher: boolean,
  listed: Conversations,
  now: Date,
): Promise<Waiting[]> {
  const clock = schoolClock(now);
  const admin = administers(actor, schoolId);
  const items: Waiting[] = [];
  if (teacher && !admin && can(actor, "textbook.edit", schoolId)) {
    const day = await listDaySessions(db, actor, { schoolId, date: clock.date });
    const open = day.sessions.filter((s) => s.start <= clock.minute && !s.attendanceTaken && !s.teacherAbsent);
    if (open.length)
      items.push({
        kind: "attendance",
        count: open.length,
        href: `/attendance?date=${dayKey(clock.date)}&slot=${open[0]!.slotId}`,
      });
  }
  if (can(actor, "class.edit", schoolId)) {
    const pending = await pendingJustifications(db, actor, { schoolId });
    const count = Array.isArray(pending) ? pending.length : 0;
    if (count) items.push({ kind: "decide", count, href: "/absences" });
  }
  if (teacher && !admin) {
    const [classes, term] = await Promise.all([
      staffClasses(db, actor, schoolId),
      db.term.findFirst({
        where: {
          schoolYear: { schoolId, isCurrent: true },
          startsOn: { lte: clock.date },
          endsOn: { gte: clock.date },
        },
        select: { id: true },
      }),
    ]);
    if (term) {
      const lists = await Promise.all(
        classes.map(async (c) =>
          listEvaluations(db, actor, await relateToClass(db, actor, c.id, "role"), { termId: term.id }),
        ),
      );
      const before = dayKey(addDays(clock.date, -2));
      const missing = lists.flatMap((l) =>
        l.subjects
          .filter((s) => s.editable)
          .flatMap((s) => s.evaluations.filter((e) => e.to < before && e.graded < l.students)),
      );
      if (missing.length) items.push({ kind: "marks", count: missing.length, href: "/evaluations" });
    }
    const conversations = await listed;
    const unanswered = conversations.filter(
      (c) => c.last && !c.last.mine && c.student && now.getTime() - c.last.at.getTime() > DAY && !c.closed,
    );
    if (unanswered.length) items.push({ kind: "unanswered", count: unanswered.length, href: "/messages" });
  }
  return items;
}
