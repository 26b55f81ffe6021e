// Teaching life at the size of a large school (the 1,000 students of bench/school.ts): 32 teachers, a full week of
// 24 sessions for each of the 30 classes, a term of written sessions for one class. Reports the week's timetable
// for a student and a teacher (goal: p95 ≤ 30 ms), one class's attendance save (goal ≤ 50 ms for 40 students) and
// the textbook of a class for a term.
import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { nextSessionDate, sessionsOfDate } from "~/modules/teaching/domain/sessions";
import { addDays, dayKey } from "~/lib/school-time";
import { loadCalendar } from "~/modules/teaching/server/load-calendar";

type Caller = ReturnType<typeof createCaller>;
type Measure = (name: string, runs: number, fn: () => Promise<unknown>) => Promise<void>;

const PERIODS = [0, 1, 2, 3, 4].flatMap((day) => [8, 9, 10, 11, 13, 14, 15].map((h) => ({ day, start: h * 60 })));

export async function benchTeaching(db: Db, superAdmin: Caller, measure: Measure) {
  const school = await db.school.findUniqueOrThrow({ where: { slug: "lycee-de-mesure" }, select: { id: true } });
  const classes = await db.schoolClass.findMany({
    where: { schoolId: school.id },
    orderBy: { name: "asc" },
    select: { id: true, name: true, subjects: { orderBy: { subject: { nameFr: "asc" } }, select: { id: true } } },
  });
  // four teachers per subject; a Latin-square week: no class or teacher twice in one period (see the clash rule)
  const teachers: string[] = [];
  for (let i = 0; i < 32; i++) {
    const { id } = await superAdmin.people.addTeacher({
      schoolId: school.id,
      name: `Enseignant ${i + 1}`,
      email: `enseignant${i + 1}@mesure.dz`,
    });
    teachers.push(id!);
  }
  const slots: {
    schoolId: string;
    classId: string;
    classSubjectId: string;
    weekday: number;
    startMinute: number;
    endMinute: number;
  }[] = [];
  for (const [c, cls] of classes.entries()) {
    for (const [s, cs] of cls.subjects.entries()) {
      await db.classSubject.update({ where: { id: cs.id }, data: { teacherId: teachers[s * 4 + (c % 4)] } });
      for (let h = 0; h < 3; h++) {
        const period = PERIODS[(s * 3 + h + c) % PERIODS.length]!;
        slots.push({
          schoolId: school.id,
          classId: cls.id,
          classSubjectId: cs.id,
          weekday: period.day,
          startMinute: period.start,
          endMinute: period.start + 60,
        });
      }
    }
  }
  await db.timetableSlot.createMany({ data: slots });

  // a term of written sessions for 4AM1
  const cls = classes.find((c) => c.name === "4AM1")!;
  const { rules } = await loadCalendar(db, school.id);
  const term = rules.terms[0]!;
  const classSlots = await db.timetableSlot.findMany({
    where: { classId: cls.id },
    select: { id: true, classSubjectId: true, weekday: true, startMinute: true, endMinute: true },
  });
  const records = [];
  for (let date = term.startsOn; date <= term.endsOn; date = addDays(date, 1)) {
    for (const slot of sessionsOfDate(date, classSlots, rules)) {
      records.push({
        schoolId: school.id,
        classId: cls.id,
        classSubjectId: slot.classSubjectId,
        slotId: slot.id,
        date,
        startMinute: slot.startMinute,
        endMinute: slot.endMinute,
        title: "Séance",
        content: "Contenu de la séance, exercices et corrections.",
      });
    }
  }
  await db.sessionRecord.createMany({ data: records });
  console.log(
    `\nTeaching life: ${slots.length} weekly sessions for ${classes.length} classes, ${records.length} written sessions for 4AM1 (a term)`,
  );

  const student = await db.student.findFirstOrThrow({
    where: { enrollments: { some: { classId: cls.id } } },
    select: { id: true, userId: true },
  });
  const asStudent = createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, student.userId) }));
  const asTeacher = createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, teachers[0]!) }));
  const date = dayKey(nextSessionDate(addDays(term.startsOn, 20), classSlots, rules)!);
  await measure("timetable.week (a student)", 100, () =>
    asStudent.timetable.week({ schoolId: school.id, studentId: student.id, date }),
  );
  await measure("timetable.week (a teacher, ~8 classes)", 100, () =>
    asTeacher.timetable.week({ schoolId: school.id, date }),
  );
  await measure("timetable.today (a student)", 100, () =>
    asStudent.timetable.today({ schoolId: school.id, studentId: student.id }),
  );

  const slot = sessionsOfDate(new Date(`${date}T00:00:00Z`), classSlots, rules)[0]!;
  const students = await db.student.findMany({
    where: { enrollments: { some: { classId: cls.id } } },
    select: { id: true },
  });
  let absent = false;
  await measure(`textbook.saveAttendance (${students.length} students changed)`, 50, () => {
    absent = !absent;
    return superAdmin.textbook.saveAttendance({
      slotId: slot.id,
      date,
      marks: students.map((s, i) => ({ studentId: s.id, status: absent && i % 3 === 0 ? "ABSENT" : "PRESENT" })),
    });
  });
  await measure("textbook.saveAttendance (one mark)", 50, () => {
    absent = !absent;
    return superAdmin.textbook.saveAttendance({
      slotId: slot.id,
      date,
      marks: [{ studentId: students[0]!.id, status: absent ? "ABSENT" : "PRESENT" }],
    });
  });
  await measure(`textbook.ofClass (a term, ${records.length} sessions, page 1)`, 100, () =>
    asStudent.textbook.ofClass({ classId: cls.id }),
  );
}
