import { nextSessionDate } from "~/modules/teaching/domain/sessions";
import { addDays, dayKey, formatTime, schoolClock } from "~/lib/school-time";
import type { Db } from "~/platform/db";
import { loadCalendar } from "~/modules/teaching/server/load-calendar";
import { actorCaller } from "./caller";

type Caller = Awaited<ReturnType<typeof actorCaller>>;

/** Weekly hours of the demo timetables (a lighter week than the official one, so every teacher's week fits). */
const HOURS: Record<string, number> = {
  "Langue arabe": 4,
  Mathématiques: 4,
  "Langue française": 3,
  "Langue anglaise": 2,
  "Histoire et géographie": 2,
  "Sciences de la nature et de la vie": 2,
  "Sciences physiques et technologie": 2,
  "Éducation islamique": 1,
  "Éducation civique": 1,
  Tamazight: 1,
  Informatique: 1,
  "Éducation physique et sportive": 1,
  Philosophie: 2,
};
/** Sunday to Thursday, 8:00–12:00 and 13:00–16:00, one-hour sessions. */
const DAYS = [0, 1, 2, 3, 4];
const STARTS = [8, 9, 10, 11, 13, 14, 15].map((h) => h * 60);
const ROOM_OF_SUBJECT: Record<string, string> = {
  Informatique: "Salle info",
  "Éducation physique et sportive": "Gymnase",
  "Sciences physiques et technologie": "Labo",
};

/**
 * The demo school's weekly timetables, built through the timetable procedures (so the clash rule holds): each
 * class's hours placed in the first free period where the class, its teacher and the room are free; an hour that
 * cannot be placed is left out and counted. Then a few written sessions and homework for the demo teacher's class.
 */
export async function seedDemoTimetables(db: Db, admin: Caller, schoolId: string, log: (line: string) => void) {
  const classes = await db.schoolClass.findMany({
    where: { schoolId, schoolYear: { isCurrent: true } },
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      subjects: { select: { id: true, teacherId: true, subject: { select: { nameFr: true } } } },
    },
  });
  // the demo student's class first: its week is the one people look at
  classes.sort((a, b) => (a.name === "4AM1" ? -1 : b.name === "4AM1" ? 1 : 0));
  const busy = new Set<string>();
  const cells = DAYS.flatMap((day) => STARTS.map((start) => ({ day, start })));
  let placed = 0;
  let left = 0;
  for (const [ci, cls] of classes.entries()) {
    const hours = cls.subjects.flatMap((s) =>
      Array.from({ length: HOURS[s.subject.nameFr] ?? 0 }, (_, h) => ({ ...s, h })),
    );
    // interleave subjects so one subject's hours spread over the week
    hours.sort((a, b) => a.h - b.h);
    for (const [hi, hour] of hours.entries()) {
      const room = ROOM_OF_SUBJECT[hour.subject.nameFr] ?? null;
      let done = false;
      for (let k = 0; k < cells.length && !done; k++) {
        const cell = cells[(hi * 3 + ci * 5 + k) % cells.length]!;
        const keys = [`c:${cls.id}`, hour.teacherId && `t:${hour.teacherId}`, room && `r:${room}`]
          .filter(Boolean)
          .map((key) => `${key}@${cell.day}:${cell.start}`);
        if (keys.some((key) => busy.has(key))) continue;
        await admin.timetable.saveSlot({
          classId: cls.id,
          classSubjectId: hour.id,
          weekday: cell.day,
          start: formatTime(cell.start),
          end: formatTime(cell.start + 60),
          room: room ?? undefined,
        });
        keys.forEach((key) => busy.add(key));
        placed++;
        done = true;
      }
      if (!done) left++;
    }
  }
  log(
    `timetables: ${placed} weekly sessions for ${classes.length} classes${left ? ` (${left} hours had no free period)` : ""}`,
  );

  // the demo teacher's recent sessions in 4AM1: written records and a homework for the next session
  const teacher = await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } });
  const teacherCaller = await actorCaller(db, teacher.id);
  const fourAm1 = classes.find((c) => c.name === "4AM1");
  const maths = fourAm1?.subjects.find((s) => s.teacherId === teacher.id);
  if (!fourAm1 || !maths) return;
  const slots = await db.timetableSlot.findMany({
    where: { classSubjectId: maths.id },
    select: { id: true, weekday: true, startMinute: true },
  });
  const { rules } = await loadCalendar(db, schoolId);
  const today = schoolClock().date;
  const past: { slotId: string; date: Date }[] = [];
  for (let i = 1; i <= 14 && past.length < 3; i++) {
    const date = addDays(today, -i);
    for (const slot of slots)
      if (
        slot.weekday === date.getUTCDay() &&
        rules.schoolDays.includes(slot.weekday) &&
        rules.terms.some((t) => t.startsOn <= date && date <= t.endsOn)
      )
        past.push({ slotId: slot.id, date });
  }
  const LESSONS = [
    {
      title: "Théorème de Thalès",
      content: "Énoncé et démonstration ; application au calcul de longueurs.",
      nextContent: "Réciproque du théorème de Thalès.",
    },
    {
      title: "Calcul littéral : identités remarquables",
      content: "(a+b)², (a−b)², (a+b)(a−b) ; exercices de développement.",
      nextContent: "Factorisation.",
    },
    {
      title: "Équations du premier degré",
      content: "Résolution d'équations ; mise en équation de problèmes.",
      nextContent: "Inéquations.",
    },
  ];
  for (const [i, session] of past.reverse().entries()) {
    const lesson = LESSONS[i % LESSONS.length]!;
    await teacherCaller.textbook.saveRecord({
      slotId: session.slotId,
      date: dayKey(session.date),
      ...lesson,
      workExpected: "Exercices 1 à 4 page 112.",
      teacherAbsent: false,
      marks: [],
    });
  }
  const last = past.at(-1);
  if (last && nextSessionDate(today, slots, rules)) {
    await teacherCaller.homework.set({
      kind: "nextSession",
      classSubjectId: maths.id,
      description: "Exercices 1 à 4 page 112 (Thalès).",
      sessionSlotId: last.slotId,
      sessionDate: dayKey(last.date),
    });
  }
}
