import { beforeAll, describe, expect, it } from "vitest";
import { nextSessionDate } from "~/modules/teaching/domain/sessions";
import { dayKey } from "~/lib/school-time";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";
import { loadCalendar } from "./load-calendar";

/**
 * Teaching life against the real database, through the procedures: the timetable's clash rule, sessions and their
 * records, attendance (the race included), homework, and an absence from the mark to the school's decision.
 */
let schoolId: string;
let fourAm1: { id: string };
let maths: { id: string; teacherId: string | null };
let slot: { id: string; weekday: number; startMinute: number };
let sessionDate: string;
let sara: { id: string; userId: string };

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  fourAm1 = await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM1" }, select: { id: true } });
  const teacher = await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } });
  maths = await db.classSubject.findFirstOrThrow({
    where: { classId: fourAm1.id, teacherId: teacher.id },
    select: { id: true, teacherId: true },
  });
  slot = await db.timetableSlot.findFirstOrThrow({
    where: { classSubjectId: maths.id },
    orderBy: { weekday: "asc" },
    select: { id: true, weekday: true, startMinute: true },
  });
  const { rules } = await loadCalendar(db, schoolId);
  sessionDate = dayKey(nextSessionDate(new Date(rules.terms[0]!.startsOn.getTime() - 86_400_000), [slot], rules)!);
  sara = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true, userId: true },
  });
});

describe("timetables", () => {
  it("the seeded week holds no clash: no class, teacher or room twice at once", async () => {
    const clashes = await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM "TimetableSlot" a JOIN "TimetableSlot" b ON a.id < b.id AND a.weekday = b.weekday
        AND a."startMinute" < b."endMinute" AND b."startMinute" < a."endMinute"
      JOIN "ClassSubject" ca ON ca.id = a."classSubjectId" JOIN "ClassSubject" cb ON cb.id = b."classSubjectId"
      WHERE a."schoolId" = ${schoolId} AND (a."classId" = b."classId" OR ca."teacherId" = cb."teacherId" OR lower(a.room) = lower(b.room))`;
    expect(Number(clashes[0]!.n)).toBe(0);
  });

  it("refuses a second subject in the class's slot, naming the clash, and a teacher in two classes at once", async () => {
    const admin = await callerAs("ADMIN");
    const french = await db.classSubject.findFirstOrThrow({
      where: { classId: fourAm1.id, subject: { nameFr: "Langue française" } },
    });
    const start = `${String(Math.floor(slot.startMinute / 60)).padStart(2, "0")}:${String(slot.startMinute % 60).padStart(2, "0")}`;
    const error = await clientError(
      admin.timetable.saveSlot({
        classId: fourAm1.id,
        classSubjectId: french.id,
        weekday: slot.weekday,
        start,
        end: "23:00",
      }),
    );
    expect(error.fieldErrors?.start?.key).toBe("validation.timeSlotClash.class");
    expect(error.fieldErrors?.start?.values).toMatchObject({ class: "4AM1", subject: "Mathématiques" });

    // the maths teacher also teaches 4AM2: not at the same hour
    const other = await db.classSubject.findFirstOrThrow({
      where: { class: { schoolId, name: "4AM2" }, teacherId: maths.teacherId },
    });
    const clash = await clientError(
      admin.timetable.saveSlot({
        classId: other.classId,
        classSubjectId: other.id,
        weekday: slot.weekday,
        start,
        end: "23:30",
      }),
    );
    expect(["validation.timeSlotClash.teacher", "validation.timeSlotClash.class"]).toContain(
      clash.fieldErrors?.start?.key,
    );
  });

  it("accepts touching slots; refuses an end before the start and a day the school does not teach", async () => {
    const admin = await callerAs("ADMIN");
    const cls = await admin.classes.create({
      schoolId,
      schoolYearId: (await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true } })).id,
      levelId: (await db.schoolClass.findUniqueOrThrow({ where: { id: fourAm1.id } })).levelId,
      name: "4AM9",
    });
    const subject = await db.subject.findFirstOrThrow({ where: { schoolId, nameFr: "Tamazight" } });
    await admin.classes.addSubject({ classId: cls.id, subjectId: subject.id, teacherId: null });
    const cs = await db.classSubject.findFirstOrThrow({ where: { classId: cls.id } });
    await admin.timetable.saveSlot({
      classId: cls.id,
      classSubjectId: cs.id,
      weekday: 2,
      start: "06:00",
      end: "07:00",
    });
    await admin.timetable.saveSlot({
      classId: cls.id,
      classSubjectId: cs.id,
      weekday: 2,
      start: "07:00",
      end: "07:30",
    });
    expect(
      (
        await clientError(
          admin.timetable.saveSlot({
            classId: cls.id,
            classSubjectId: cs.id,
            weekday: 2,
            start: "09:00",
            end: "08:00",
          }),
        )
      ).fieldErrors?.end?.key,
    ).toBe("validation.endAfterStart");
    expect(
      (
        await clientError(
          admin.timetable.saveSlot({
            classId: cls.id,
            classSubjectId: cs.id,
            weekday: 5,
            start: "09:00",
            end: "10:00",
          }),
        )
      ).fieldErrors?.weekday?.key,
    ).toBe("validation.notSchoolDay");

    // two groups of the class at the same hour; the whole class then clashes with them
    const g1 = await admin.timetable.saveGroup({ classId: cls.id, name: "G1", studentIds: [] });
    const g2 = await admin.timetable.saveGroup({ classId: cls.id, name: "G2", studentIds: [] });
    await admin.timetable.saveSlot({
      classId: cls.id,
      classSubjectId: cs.id,
      groupId: g1.id,
      weekday: 3,
      start: "06:00",
      end: "07:00",
    });
    await admin.timetable.saveSlot({
      classId: cls.id,
      classSubjectId: cs.id,
      groupId: g2.id,
      weekday: 3,
      start: "06:00",
      end: "07:00",
    });
    expect(
      (
        await clientError(
          admin.timetable.saveSlot({
            classId: cls.id,
            classSubjectId: cs.id,
            weekday: 3,
            start: "06:30",
            end: "07:30",
          }),
        )
      ).fieldErrors?.start?.key,
    ).toBe("validation.timeSlotClash.class");

    // copying 4AM1 onto it: every slot either copied or counted as skipped, and still no clash
    const result = await admin.timetable.copy({ fromClassId: fourAm1.id, toClassId: cls.id });
    const source = await db.timetableSlot.count({ where: { classId: fourAm1.id } });
    expect(result.copied + result.skipped).toBe(source);
    expect(await db.timetableSlot.count({ where: { classId: cls.id } })).toBe(result.copied);
  });

  it("two admins saving clashing slots at once: one wins, the other gets the clash", async () => {
    const admin = await callerAs("ADMIN");
    const cls = await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "1AS1" } });
    const [a, b] = await db.classSubject.findMany({ where: { classId: cls.id }, take: 2 });
    const results = await Promise.allSettled([
      admin.timetable.saveSlot({ classId: cls.id, classSubjectId: a!.id, weekday: 4, start: "17:00", end: "18:00" }),
      admin.timetable.saveSlot({ classId: cls.id, classSubjectId: b!.id, weekday: 4, start: "17:30", end: "18:30" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("the week: Sara's, her parent's, her teacher's; a family cannot read another child's week", async () => {
    const week = await (await callerAs("PARENT")).timetable.week({ schoolId, studentId: sara.id, date: sessionDate });
    const day = week.days.find((d) => d.date === sessionDate)!;
    expect(day.sessions.map((s) => s.slotId)).toContain(slot.id);
    expect(week.days.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4]);
    const mine = await (await callerAs("TEACHER")).timetable.week({ schoolId, date: sessionDate });
    expect(mine.days.flatMap((d) => d.sessions).every((s) => s.subject.nameFr === "Mathématiques")).toBe(true);
    const classmate = await db.student.findFirstOrThrow({
      where: { schoolId, id: { not: sara.id }, enrollments: { some: { classId: fourAm1.id } } },
    });
    expect(
      (await clientError((await callerAs("STUDENT")).timetable.week({ schoolId, studentId: classmate.id }))).code,
    ).toBe("FORBIDDEN");
  });
});

describe("sessions, records and attendance", () => {
  it("a date without the session is refused with the spec's message", async () => {
    const teacher = await callerAs("TEACHER");
    const friday = "2026-11-27";
    expect((await clientError(teacher.textbook.session({ slotId: slot.id, date: friday }))).messageKey).toBe(
      "errors.noSessionOnDate",
    );
    const day = await teacher.textbook.day({ schoolId, date: friday });
    expect([day.status, day.sessions]).toEqual(["closed", []]);
  });

  it("the teacher writes the PV with two absents; the parents are notified once; a re-save changes nothing more", async () => {
    const teacher = await callerAs("TEACHER");
    const session = await teacher.textbook.session({ slotId: slot.id, date: sessionDate });
    const [first, second] = session.students.filter((s) => s.id !== sara.id);
    const marks = [
      { studentId: first!.id, status: "ABSENT" as const },
      { studentId: second!.id, status: "ABSENT" as const },
    ];
    const parents = await db.parentLink.findMany({ where: { studentId: { in: [first!.id, second!.id] } } });
    const before = await db.notification.count({
      where: { kind: "absence.recorded", userId: { in: parents.map((p) => p.parentId) } },
    });
    await teacher.textbook.saveRecord({
      slotId: slot.id,
      date: sessionDate,
      title: "Thalès",
      content: "Théorème de Thalès",
      teacherAbsent: false,
      marks,
    });
    await teacher.textbook.saveRecord({
      slotId: slot.id,
      date: sessionDate,
      title: "Thalès",
      content: "Théorème de Thalès (suite)",
      teacherAbsent: false,
      marks,
    });
    const after = await db.notification.count({
      where: { kind: "absence.recorded", userId: { in: parents.map((p) => p.parentId) } },
    });
    expect(after - before).toBe(parents.length);
    const again = await teacher.textbook.session({ slotId: slot.id, date: sessionDate });
    expect(again.record?.content).toBe("Théorème de Thalès (suite)");
    expect(
      again.students
        .filter((s) => s.status === "ABSENT")
        .map((s) => s.id)
        .sort(),
    ).toEqual([first!.id, second!.id].sort());
    // the class's textbook shows the entry, never the marks
    const book = await (await callerAs("STUDENT")).textbook.ofClass({ classId: fourAm1.id });
    expect(book.entries.some((e) => e.content === "Théorème de Thalès (suite)")).toBe(true);
  });

  it("two devices saving the same session's attendance at once lose nothing", async () => {
    const teacher = await callerAs("TEACHER");
    const admin = await callerAs("ADMIN");
    const students = (await teacher.textbook.session({ slotId: slot.id, date: sessionDate })).students;
    const [x, y, z] = students.slice(-3);
    await Promise.all([
      teacher.textbook.saveAttendance({
        slotId: slot.id,
        date: sessionDate,
        marks: [
          { studentId: x!.id, status: "ABSENT" },
          { studentId: z!.id, status: "PRESENT_NO_REPORT" },
        ],
      }),
      admin.textbook.saveAttendance({
        slotId: slot.id,
        date: sessionDate,
        marks: [
          { studentId: y!.id, status: "ABSENT" },
          { studentId: z!.id, status: "PRESENT_NO_REPORT" },
        ],
      }),
    ]);
    const after = await teacher.textbook.session({ slotId: slot.id, date: sessionDate });
    const status = new Map(after.students.map((s) => [s.id, s.status]));
    expect([status.get(x!.id), status.get(y!.id), status.get(z!.id)]).toEqual([
      "ABSENT",
      "ABSENT",
      "PRESENT_NO_REPORT",
    ]);
    expect(await db.sessionRecord.count({ where: { slotId: slot.id, date: new Date(sessionDate) } })).toBe(1);
  });

  it("a teacher cannot write a session of a subject they do not teach", async () => {
    const other = await db.timetableSlot.findFirstOrThrow({
      where: { classId: fourAm1.id, NOT: { classSubjectId: maths.id } },
    });
    const { rules } = await loadCalendar(db, schoolId);
    const date = dayKey(nextSessionDate(new Date(rules.terms[0]!.startsOn.getTime() - 86_400_000), [other], rules)!);
    expect(
      (
        await clientError(
          (await callerAs("TEACHER")).textbook.saveRecord({
            slotId: other.id,
            date,
            title: "x",
            teacherAbsent: false,
            marks: [],
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
  });
});

describe("homework", () => {
  it("set for the next session lands on that session's date; Sara ticks it done; the teacher corrects it", async () => {
    const teacher = await callerAs("TEACHER");
    const set = await teacher.homework.set({
      kind: "nextSession",
      classSubjectId: maths.id,
      description: "Exercice 5 page 80",
      sessionSlotId: slot.id,
      sessionDate,
    });
    const slots = await db.timetableSlot.findMany({ where: { classSubjectId: maths.id } });
    const { rules } = await loadCalendar(db, schoolId);
    expect(set.dueOn).toBe(dayKey(nextSessionDate(new Date(sessionDate), slots, rules)!));

    const student = await callerAs("STUDENT");
    await student.homework.setDone({ homeworkId: set.id, done: true });
    await teacher.homework.setCorrected({ homeworkId: set.id, studentIds: [sara.id], corrected: true });
    const summary = await teacher.homework.ofClass({ classId: fourAm1.id });
    const item = summary.items.find((h) => h.id === set.id);
    // due dates older than a month drop out of the summary; the state itself is what matters
    const state = await db.homeworkState.findUniqueOrThrow({
      where: { homeworkId_studentId: { homeworkId: set.id, studentId: sara.id } },
    });
    expect([!!state.doneAt, !!state.correctedAt]).toEqual([true, true]);
    if (item) expect([item.done, item.corrected]).toEqual([1, 1]);
    // the parent may read it but not tick it
    expect(
      (await clientError((await callerAs("PARENT")).homework.setDone({ homeworkId: set.id, done: false }))).code,
    ).toBe("FORBIDDEN");
  });

  it("'no homework given' needs its session; a date homework is refused without a description", async () => {
    const teacher = await callerAs("TEACHER");
    expect(
      (await clientError(teacher.homework.set({ kind: "none", classSubjectId: maths.id }))).fieldErrors?.kind?.key,
    ).toBe("validation.checkInput");
    await teacher.homework.set({ kind: "none", classSubjectId: maths.id, sessionSlotId: slot.id, sessionDate });
    expect(
      (
        await clientError(
          teacher.homework.set({ kind: "dueOn", classSubjectId: maths.id, description: " ", dueOn: "2026-12-01" }),
        )
      ).fieldErrors?.description?.key,
    ).toBe("validation.required");
  });
});

describe("absences", () => {
  it("Sara is marked absent; her parent sees it and justifies it; the school accepts; the counts follow", async () => {
    const teacher = await callerAs("TEACHER");
    const { sessionId } = await teacher.textbook.saveAttendance({
      slotId: slot.id,
      date: sessionDate,
      marks: [{ studentId: sara.id, status: "ABSENT" }],
    });
    const parent = await callerAs("PARENT");
    const list = await parent.absences.ofStudent({ studentId: sara.id });
    const term = list.terms.find((t) => t.items.some((i) => i.sessionId === sessionId))!;
    expect(term.absences).toBeGreaterThanOrEqual(1);
    expect(list.canJustify).toBe(true);
    const unjustified = term.absences - term.justified;

    // the student herself cannot justify; the parent can
    expect(
      (
        await clientError(
          (await callerAs("STUDENT")).absences.justify({
            studentId: sara.id,
            sessionIds: [sessionId],
            reason: "ILLNESS",
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    await parent.absences.justify({ studentId: sara.id, sessionIds: [sessionId], reason: "ILLNESS", note: "Grippe" });
    const admin = await callerAs("ADMIN");
    expect(
      (await admin.absences.pending({ schoolId })).some((p) => p.sessionId === sessionId && p.note === "Grippe"),
    ).toBe(true);
    await admin.absences.decide({ studentId: sara.id, sessionIds: [sessionId], accept: true });
    const after = (await parent.absences.ofStudent({ studentId: sara.id })).terms.find((t) => t.id === term.id)!;
    expect(after.absences - after.justified).toBe(unjustified - 1);
    expect(
      (await clientError(admin.absences.decide({ studentId: sara.id, sessionIds: [sessionId], accept: false })))
        .messageKey,
    ).toBe("absences.nothingPending");
  });

  it("another family's parent cannot read or justify Sara's absences", async () => {
    const stranger = await db.parentLink.findFirstOrThrow({
      where: { student: { schoolId }, NOT: { studentId: sara.id }, parent: { email: { not: "parent@wasla.dz" } } },
    });
    const caller = await callerForUser(stranger.parentId);
    expect((await clientError(caller.absences.ofStudent({ studentId: sara.id }))).code).toBe("FORBIDDEN");
  });
});
