import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";
import { sendMeetingReminders } from "./send-meeting-reminders";

/**
 * Meetings against the real database, through the procedures (issue 30): a teacher publishes slots, a parent books
 * one for their child (two parents at once: one gets it), cancelling tells the other side why, the day-before
 * reminder goes out once, the school opens a parent-teacher day and sees a day's meetings.
 */
let schoolId: string;
let sara: string;
let teacherId: string;
let parentId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } })).id;
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  sara = (
    await db.student.findFirstOrThrow({ where: { schoolId, user: { name: "Sara Élève" } }, select: { id: true } })
  ).id;
});

/**
 * Sara's meetings to come with the demo teacher cancelled (one booking to come per child and teacher): each test that
 * books starts from none, whatever ran before it.
 */
const freeSara = () =>
  db.meetingBooking.deleteMany({ where: { studentId: sara, slot: { teacherId, endsAt: { gt: new Date() } } } });

/** a day to come, as "YYYY-MM-DD" */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("meetings", () => {
  it("a teacher publishes slots; a parent books one for their child; the teacher sees who and why", async () => {
    await freeSara();
    const teacher = await callerAs("TEACHER");
    expect(
      await teacher.meetings.publish({
        schoolId,
        date: inDays(3),
        from: "14:00",
        to: "15:00",
        minutes: 15,
        place: "Salle 12",
        freeOnly: false,
      }),
    ).toEqual({ created: 4 });
    // the same run again: nothing new
    expect(
      await teacher.meetings.publish({
        schoolId,
        date: inDays(3),
        from: "14:00",
        to: "15:00",
        minutes: 15,
        place: "Salle 12",
        freeOnly: false,
      }),
    ).toEqual({ created: 0 });
    expect(
      await clientError(
        teacher.meetings.publish({
          schoolId,
          date: "2020-01-01",
          from: "14:00",
          to: "15:00",
          minutes: 15,
          freeOnly: false,
        }),
      ),
    ).toMatchObject({ fieldErrors: { date: { key: "meetings.error.past" } } });
    expect(
      await clientError(
        teacher.meetings.publish({
          schoolId,
          date: inDays(3),
          from: "15:00",
          to: "14:00",
          minutes: 15,
          freeOnly: false,
        }),
      ),
    ).toMatchObject({ fieldErrors: { to: { key: "validation.endAfterStart" } } });

    const parent = await callerAs("PARENT");
    const offered = await parent.meetings.bookable({ schoolId, studentId: sara });
    const slots = offered.find((t) => t.id === teacherId)!.slots;
    expect(slots.length).toBeGreaterThanOrEqual(4);
    await parent.meetings.book({ slotId: slots[0]!.id, studentId: sara, note: "Les notes de maths" });
    const mine = await parent.meetings.mine({ schoolId });
    expect(mine.meetings.find((m) => m.slotId === slots[0]!.id)).toMatchObject({
      teacher: "Taous Enseignante",
      student: "Sara Élève",
      place: "Salle 12",
    });
    expect(
      (await parent.meetings.bookable({ schoolId, studentId: sara }))
        .find((t) => t.id === teacherId)!
        .slots.map((s) => s.id),
    ).not.toContain(slots[0]!.id);
    const theirs = await teacher.meetings.mine({ schoolId });
    expect(theirs.slots.find((s) => s.id === slots[0]!.id)!.booking).toMatchObject({
      student: "Sara Élève",
      parent: "Karim Parent",
      note: "Les notes de maths",
    });
    expect(await db.notification.count({ where: { userId: teacherId, kind: "meeting.booked" } })).toBeGreaterThan(0);
    // a booked slot is not removed before its meeting is cancelled
    expect(await clientError(teacher.meetings.removeSlot({ slotId: slots[0]!.id }))).toMatchObject({
      code: "CONFLICT",
      messageKey: "meetings.error.booked",
    });
  });

  it("two parents booking one slot at once: one gets it, the other is told it was just taken", async () => {
    await freeSara();
    const teacher = await callerAs("TEACHER");
    await teacher.meetings.publish({
      schoolId,
      date: inDays(4),
      from: "10:00",
      to: "10:10",
      minutes: 10,
      freeOnly: false,
    });
    const slot = await db.meetingSlot.findFirstOrThrow({
      where: { teacherId, startsAt: new Date(`${inDays(4)}T10:00:00+01:00`) },
      select: { id: true },
    });
    const parents = await db.parentLink.findMany({ where: { studentId: sara }, select: { parentId: true } });
    const [a, b] = [await callerForUser(parents[0]!.parentId), await callerForUser(parents.at(-1)!.parentId)];
    const results = await Promise.allSettled([
      a.meetings.book({ slotId: slot.id, studentId: sara }),
      b.meetings.book({ slotId: slot.id, studentId: sara }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    if (parents.length > 1) {
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(await clientError(Promise.reject(refused.reason))).toMatchObject({
        code: "CONFLICT",
        messageKey: "meetings.error.taken",
      });
    }
    expect(await db.meetingBooking.count({ where: { slotId: slot.id } })).toBe(1);
  });

  it("one booking to come per child and teacher: a second slot is refused on its field; to move it, cancel then book", async () => {
    await freeSara();
    const teacher = await callerAs("TEACHER");
    const parent = await callerAs("PARENT");
    await teacher.meetings.publish({
      schoolId,
      date: inDays(6),
      from: "15:00",
      to: "16:00",
      minutes: 15,
      freeOnly: false,
    });
    const slots = (await parent.meetings.bookable({ schoolId, studentId: sara }))
      .find((t) => t.id === teacherId)!
      .slots.filter((s) => s.startsAt.toISOString().startsWith(inDays(6)));
    expect(slots.length).toBeGreaterThanOrEqual(3);
    await parent.meetings.book({ slotId: slots[0]!.id, studentId: sara });
    expect(await clientError(parent.meetings.book({ slotId: slots[1]!.id, studentId: sara }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { slotId: { key: "meetings.error.alreadyBooked" } },
    });
    // another parent of the same child is refused too: the rule is the child's
    const parents = await db.parentLink.findMany({
      where: { studentId: sara, readOnly: false },
      select: { parentId: true },
    });
    for (const p of parents)
      expect(
        await clientError((await callerForUser(p.parentId)).meetings.book({ slotId: slots[2]!.id, studentId: sara })),
      ).toMatchObject({ fieldErrors: { slotId: { key: "meetings.error.alreadyBooked" } } });
    expect(await db.meetingBooking.count({ where: { slotId: { in: [slots[1]!.id, slots[2]!.id] } } })).toBe(0);
    // moved: cancelled, then the other slot booked
    await parent.meetings.cancel({ slotId: slots[0]!.id, reason: "Empêchement" });
    await parent.meetings.book({ slotId: slots[1]!.id, studentId: sara });
    // a meeting that is over does not count
    await db.meetingSlot.update({
      where: { id: slots[1]!.id },
      data: { startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) },
    });
    await parent.meetings.book({ slotId: slots[2]!.id, studentId: sara });
  });

  it("two bookings of one family for two slots of one teacher fired at once: exactly one is kept", async () => {
    await freeSara();
    const teacher = await callerAs("TEACHER");
    const parent = await callerAs("PARENT");
    await teacher.meetings.publish({
      schoolId,
      date: inDays(7),
      from: "15:00",
      to: "15:30",
      minutes: 15,
      freeOnly: false,
    });
    const slots = (await parent.meetings.bookable({ schoolId, studentId: sara }))
      .find((t) => t.id === teacherId)!
      .slots.filter((s) => s.startsAt.toISOString().startsWith(inDays(7)));
    const results = await Promise.allSettled([
      parent.meetings.book({ slotId: slots[0]!.id, studentId: sara }),
      parent.meetings.book({ slotId: slots[1]!.id, studentId: sara }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(await clientError(Promise.reject(refused.reason))).toMatchObject({
      fieldErrors: { slotId: { key: "meetings.error.alreadyBooked" } },
    });
    expect(
      await db.meetingBooking.count({ where: { studentId: sara, slot: { teacherId, endsAt: { gt: new Date() } } } }),
    ).toBe(1);
  });

  it("refuses what no role grants: another family's child, a teacher who does not teach the child, a parent publishing", async () => {
    const parent = await callerAs("PARENT");
    const other = await db.student.findFirstOrThrow({
      where: { schoolId, parents: { none: { parentId } } },
      select: { id: true },
    });
    expect((await clientError(parent.meetings.bookable({ schoolId, studentId: other.id }))).code).toBe("NOT_FOUND");
    expect(
      (
        await clientError(
          parent.meetings.publish({ schoolId, date: inDays(3), from: "14:00", to: "15:00", minutes: 15 }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    // a slot of a teacher who does not teach Sara
    const stranger = await db.user.create({
      data: { name: "Enseignant Ailleurs", slug: `ailleurs-${Date.now()}` },
      select: { id: true },
    });
    const slot = await db.meetingSlot.create({
      data: {
        schoolId,
        teacherId: stranger.id,
        startsAt: new Date(Date.now() + 3 * 86_400_000),
        endsAt: new Date(Date.now() + 3 * 86_400_000 + 600_000),
      },
      select: { id: true },
    });
    expect((await clientError(parent.meetings.book({ slotId: slot.id, studentId: sara }))).code).toBe("FORBIDDEN");
    expect((await clientError((await callerAs("TEACHER")).meetings.day({ schoolId, date: inDays(3) }))).code).toBe(
      "FORBIDDEN",
    );
  });

  it("cancelled by the teacher with a reason: the slot is free again and the parents are told why", async () => {
    await freeSara();
    const teacher = await callerAs("TEACHER");
    const parent = await callerAs("PARENT");
    await teacher.meetings.publish({
      schoolId,
      date: inDays(5),
      from: "09:00",
      to: "09:20",
      minutes: 20,
      freeOnly: false,
    });
    const slot = (await parent.meetings.bookable({ schoolId, studentId: sara }))
      .find((t) => t.id === teacherId)!
      .slots.find((s) => s.startsAt.toISOString().startsWith(inDays(5)))!;
    await parent.meetings.book({ slotId: slot.id, studentId: sara });
    expect(
      (await clientError((await callerAs("STUDENT")).meetings.cancel({ slotId: slot.id, reason: "x" }))).code,
    ).toBe("NOT_FOUND");
    await teacher.meetings.cancel({ slotId: slot.id, reason: "Conseil de classe imprévu" });
    const told = await db.notification.findFirstOrThrow({
      where: { userId: parentId, kind: "meeting.cancelled" },
      orderBy: { createdAt: "desc" },
    });
    expect(told.params).toMatchObject({ reason: "Conseil de classe imprévu", by: "Taous Enseignante" });
    expect(
      (await parent.meetings.bookable({ schoolId, studentId: sara }))
        .find((t) => t.id === teacherId)!
        .slots.map((s) => s.id),
    ).toContain(slot.id);
  });

  it("the day before, both sides are reminded once", async () => {
    await freeSara();
    const teacher = await callerAs("TEACHER");
    const parent = await callerAs("PARENT");
    await teacher.meetings.publish({
      schoolId,
      date: inDays(2),
      from: "11:00",
      to: "11:15",
      minutes: 15,
      freeOnly: false,
    });
    const slot = (await parent.meetings.bookable({ schoolId, studentId: sara }))
      .find((t) => t.id === teacherId)!
      .slots.find((s) => s.startsAt.toISOString().startsWith(inDays(2)))!;
    await parent.meetings.book({ slotId: slot.id, studentId: sara });
    // the eve of the meeting, at 17:00 in Algeria
    const eve = new Date(`${inDays(1)}T17:00:00+01:00`);
    const first = await sendMeetingReminders(db, eve);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect(
      await db.notification.count({
        where: {
          kind: "meeting.reminder",
          userId: { in: [teacherId, parentId] },
          params: { path: ["at"], equals: slot.startsAt.toISOString() },
        },
      }),
    ).toBe(2);
    expect((await sendMeetingReminders(db, eve)).reminded).toBe(0);
  });

  it("the school opens a parent-teacher day for every teacher, and sees a day's meetings", async () => {
    await freeSara();
    const admin = await callerAs("ADMIN");
    const opened = await admin.meetings.openDay({
      schoolId,
      date: inDays(10),
      from: "14:00",
      to: "16:00",
      minutes: 10,
      title: "Rencontre parents-professeurs",
    });
    expect(opened.teachers).toBeGreaterThan(1);
    expect(opened.slots).toBe(opened.teachers * 12);
    expect(
      (
        await clientError(
          (await callerAs("TEACHER")).meetings.openDay({
            schoolId,
            date: inDays(10),
            from: "14:00",
            to: "16:00",
            minutes: 10,
            title: "x",
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    const parent = await callerAs("PARENT");
    expect((await parent.meetings.mine({ schoolId })).days.map((d) => d.id)).toContain(opened.id);
    const slot = (await parent.meetings.bookable({ schoolId, studentId: sara }))
      .find((t) => t.id === teacherId)!
      .slots.find((s) => s.startsAt.toISOString().startsWith(inDays(10)))!;
    await parent.meetings.book({ slotId: slot.id, studentId: sara });
    expect((await admin.meetings.day({ schoolId, date: inDays(10) })).map((m) => m.student)).toContain("Sara Élève");
  });

  it("published in the teacher's free periods only: their lessons of that weekday are left out", async () => {
    const lesson = await db.timetableSlot.findFirstOrThrow({
      where: { schoolId, classSubject: { teacherId }, class: { schoolYear: { isCurrent: true } } },
      select: { weekday: true, startMinute: true, endMinute: true },
    });
    // the next such weekday, at least two days ahead
    let ahead = 2;
    while (new Date(Date.now() + ahead * 86_400_000).getUTCDay() !== lesson.weekday) ahead++;
    const teacher = await callerAs("TEACHER");
    await db.meetingSlot.deleteMany({
      where: {
        teacherId,
        startsAt: {
          gte: new Date(`${inDays(ahead)}T00:00:00+01:00`),
          lt: new Date(`${inDays(ahead + 1)}T00:00:00+01:00`),
        },
      },
    });
    // the whole day: the lessons leave the free periods around them (before, between, after school)
    await teacher.meetings.publish({ schoolId, date: inDays(ahead), from: "07:00", to: "19:00", minutes: 20 });
    const slots = await db.meetingSlot.findMany({
      where: {
        teacherId,
        startsAt: {
          gte: new Date(`${inDays(ahead)}T00:00:00+01:00`),
          lt: new Date(`${inDays(ahead + 1)}T00:00:00+01:00`),
        },
      },
      select: { startsAt: true, endsAt: true },
    });
    const minute = (d: Date) => ((d.getUTCHours() + 1) % 24) * 60 + d.getUTCMinutes();
    expect(slots.length).toBeGreaterThan(0);
    // every lesson of that weekday, not just the one picked, is outside every slot
    const lessons = await db.timetableSlot.findMany({
      where: {
        schoolId,
        weekday: lesson.weekday,
        classSubject: { teacherId },
        class: { schoolYear: { isCurrent: true } },
      },
      select: { startMinute: true, endMinute: true },
    });
    for (const s of slots)
      for (const l of lessons)
        expect(minute(s.startsAt) >= l.endMinute || minute(s.endsAt) <= l.startMinute).toBe(true);
  });

  it("a run her lessons fill says so on the 'free periods only' box (issue 48), and unticked it is published; a run too short says it on its end", async () => {
    const lesson = await db.timetableSlot.findFirstOrThrow({
      where: { schoolId, classSubject: { teacherId }, class: { schoolYear: { isCurrent: true } } },
      select: { weekday: true, startMinute: true, endMinute: true },
    });
    let ahead = 2;
    while (new Date(Date.now() + ahead * 86_400_000).getUTCDay() !== lesson.weekday) ahead++;
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    const run = {
      schoolId,
      date: inDays(ahead),
      from: hhmm(lesson.startMinute),
      to: hhmm(lesson.endMinute),
      minutes: 10,
    };
    const teacher = await callerAs("TEACHER");
    await db.meetingSlot.deleteMany({
      where: {
        teacherId,
        startsAt: {
          gte: new Date(`${inDays(ahead)}T00:00:00+01:00`),
          lt: new Date(`${inDays(ahead + 1)}T00:00:00+01:00`),
        },
      },
    });
    expect(await clientError(teacher.meetings.publish(run))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { freeOnly: { key: "meetings.error.lessonsFill" } },
    });
    expect((await teacher.meetings.publish({ ...run, freeOnly: false })).created).toBeGreaterThan(0);
    expect(
      await clientError(teacher.meetings.publish({ ...run, to: hhmm(lesson.startMinute + 5), freeOnly: false })),
    ).toMatchObject({ fieldErrors: { to: { key: "meetings.error.noSlot" } } });
  });
});
