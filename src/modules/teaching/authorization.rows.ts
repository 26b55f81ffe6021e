import { expect } from "vitest";
import {
  db,
  freshClass,
  freshAbsence,
  freshHomework,
  adminOf,
  memberOf,
  staffOf,
  teachesHere,
  familyOwn,
  ownChildrenOnly,
  SCHOOL,
  CHILD,
  school,
  studentOf,
  superAdmin,
  TEACHING_ONLY,
  CLASS_FAMILIES,
  STAFF_SCREEN,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the teaching module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const teachingRows: Record<string, Rule> = {
  // ── teaching life: timetables, textbook, attendance, homework, absences ──
  "timetable.week": {
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, studentId: studentOf(call) }),
    allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope),
  },
  "timetable.today": {
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, studentId: studentOf(call) }),
    allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope),
  },
  "timetable.ofClass": {
    relations: { ...TEACHING_ONLY, ...CLASS_FAMILIES },
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId }),
    allow: memberOf,
    check: (result, { who, scope }) => {
      // group members are the staff's business
      if (!adminOf(who, scope)) expect(JSON.stringify(result)).not.toMatch(/"studentIds":\["|"students":\[\{/);
    },
  },
  "timetable.saveSlot": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      await (
        await superAdmin()
      ).classes.addSubject({ classId: c.id, subjectId: school(call).subjectId, teacherId: null });
      const cs = await db.classSubject.findFirstOrThrow({ where: { classId: c.id } });
      return { classId: c.id, classSubjectId: cs.id, weekday: 0, start: "06:00", end: "07:00" };
    },
    allow: adminOf,
  },
  "timetable.deleteSlot": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      const admin = await superAdmin();
      await admin.classes.addSubject({ classId: c.id, subjectId: school(call).subjectId, teacherId: null });
      const cs = await db.classSubject.findFirstOrThrow({ where: { classId: c.id } });
      return {
        id: (
          await admin.timetable.saveSlot({
            classId: c.id,
            classSubjectId: cs.id,
            weekday: 1,
            start: "06:00",
            end: "07:00",
          })
        ).id,
      };
    },
    allow: adminOf,
  },
  "timetable.saveGroup": {
    scopes: SCHOOL,
    input: async (call) => ({
      classId: (await freshClass(call.w, school(call).id)).id,
      name: "Groupe 1",
      studentIds: [],
    }),
    allow: adminOf,
  },
  "timetable.deleteGroup": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      return {
        id: (await (await superAdmin()).timetable.saveGroup({ classId: c.id, name: "Groupe 2", studentIds: [] })).id,
      };
    },
    allow: adminOf,
  },
  "timetable.copy": {
    scopes: SCHOOL,
    input: async (call) => ({
      fromClassId: school(call).classId,
      toClassId: (await freshClass(call.w, school(call).id)).id,
    }),
    allow: adminOf,
  },
  "timetable.carryOver": {
    scopes: SCHOOL,
    input: (call) => ({ fromYearId: school(call).yearId, toYearId: school(call).nextYearId }),
    allow: adminOf,
  },
  "timetable.screen": {
    relations: STAFF_SCREEN,
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }),
    allow: memberOf,
    check: ownChildrenOnly,
  },
  "timetable.editorScreen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },

  "textbook.day": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, date: school(call).sessionDate }),
    allow: teachesHere,
  },
  "textbook.session": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ slotId: school(call).slotId, date: school(call).sessionDate }),
    allow: teachesHere,
  },
  "textbook.saveRecord": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({
      slotId: school(call).slotId,
      date: school(call).sessionDate,
      title: "Séance",
      content: "Cours",
      teacherAbsent: false,
      marks: [],
    }),
    allow: teachesHere,
  },
  "textbook.saveAttendance": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({
      slotId: school(call).slotId,
      date: school(call).sessionDate,
      marks: [{ studentId: school(call).studentId, status: "PRESENT" }],
    }),
    allow: teachesHere,
  },
  "textbook.ofClass": {
    relations: { ...TEACHING_ONLY, ...CLASS_FAMILIES },
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId }),
    allow: memberOf,
    check: (result) => expect(JSON.stringify(result)).not.toMatch(/"marks"|"status":"ABSENT"/),
  },
  // the pages' actions: /attendance (who writes sessions), /textbook (writing for them, reading a class for the family)
  "textbook.attendanceScreen": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, date: school(call).sessionDate, slot: school(call).slotId }),
    allow: teachesHere,
  },
  "textbook.screen": {
    relations: STAFF_SCREEN,
    scopes: CHILD,
    input: (call) => ({
      schoolId: school(call).id,
      classView: false,
      date: school(call).sessionDate,
      slot: school(call).slotId,
      student: studentOf(call),
    }),
    allow: memberOf,
    check: (result, call) => {
      ownChildrenOnly(result, call);
      if (call.who === "PARENT" || call.who === "STUDENT")
        expect(JSON.stringify(result)).not.toMatch(/"marks"|"status":"ABSENT"/);
    },
  },

  "homework.set": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({
      kind: "dueOn",
      classSubjectId: school(call).classSubjectId,
      description: "Exercice 3",
      dueOn: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    }),
    allow: teachesHere,
  },
  "homework.delete": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshHomework(school(call))).id }),
    allow: teachesHere,
  },
  "homework.ofStudent": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call) }),
    allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope),
  },
  "homework.setDone": {
    scopes: SCHOOL,
    input: async (call) => ({ homeworkId: (await freshHomework(school(call))).id, done: true }),
    allow: (who, scope) => who === "STUDENT" && scope === "own",
  },
  "homework.setCorrected": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({
      homeworkId: (await freshHomework(school(call))).id,
      studentIds: [school(call).studentId],
      corrected: true,
    }),
    allow: teachesHere,
  },
  "homework.ofClass": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId }),
    allow: teachesHere,
  },
  "homework.screen": {
    relations: STAFF_SCREEN,
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }),
    allow: memberOf,
    check: ownChildrenOnly,
  },

  "absences.ofStudent": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call) }),
    allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope),
  },
  "absences.justify": {
    scopes: CHILD,
    input: async (call) => {
      const sessionId = await freshAbsence(call.scope === "other" ? call.w.B : call.w.A, studentOf(call));
      return { studentId: studentOf(call), sessionIds: [sessionId], reason: "ILLNESS", note: "Fièvre" };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "absences.decide": {
    scopes: CHILD,
    input: async (call) => {
      const sessionId = await freshAbsence(call.scope === "other" ? call.w.B : call.w.A, studentOf(call), "PENDING");
      return { studentId: studentOf(call), sessionIds: [sessionId], accept: true };
    },
    allow: adminOf,
  },
  "absences.pending": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  // the page's one action: a school one belongs to; a family reads its own child whatever the address names
  "absences.screen": {
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }),
    allow: memberOf,
    check: ownChildrenOnly,
  },
};
