import {
  signCardRender,
  freshCard,
  freshEvaluation,
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
  TEACHING_ONLY,
  STAFF_SCREEN,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the grades module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const gradesRows: Record<string, Rule> = {
  // ── grades: evaluations and the grade table (a class subject's teacher, the school's administrators) ──
  "evaluations.ofClass": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId, termId: school(call).termId }),
    allow: teachesHere,
  },
  "evaluations.save": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({
      classSubjectId: school(call).classSubjectId,
      termId: school(call).termId,
      kind: "QUIZ",
      from: school(call).sessionDate,
      to: school(call).sessionDate,
    }),
    allow: teachesHere,
  },
  "evaluations.delete": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshEvaluation(school(call))).id }),
    allow: teachesHere,
  },
  // the pages' actions: the school's administrators and teachers (/evaluations, /exemptions), who edit grades (/gradetable)
  "evaluations.screen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: staffOf },
  "gradebook.table": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classSubjectId: school(call).classSubjectId, termId: school(call).termId }),
    allow: teachesHere,
  },
  "gradebook.changes": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classSubjectId: school(call).classSubjectId, termId: school(call).termId, since: "0" }),
    allow: teachesHere,
  },
  "gradebook.save": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({
      classSubjectId: school(call).classSubjectId,
      termId: school(call).termId,
      cells: [
        {
          evaluationId: (await freshEvaluation(school(call))).id,
          studentId: school(call).studentId,
          text: "12,5",
          base: 0,
        },
      ],
    }),
    allow: teachesHere,
  },
  "gradebook.exemptions": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId }),
    allow: teachesHere,
  },
  "gradebook.setExemption": {
    scopes: SCHOOL,
    input: (call) => ({
      classId: school(call).classId,
      studentId: school(call).studentId,
      subjectId: school(call).subjectId,
      exempt: false,
    }),
    allow: adminOf,
  },
  "gradebook.screen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: staffOf },
  "gradebook.exemptionsScreen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: staffOf },

  // ── report cards: the class's staff; the family once released ──
  "reportCards.generate": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId, termId: school(call).termId }),
    allow: teachesHere,
  },
  "reportCards.ofClass": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId, termId: school(call).termId }),
    allow: teachesHere,
  },
  "reportCards.get": {
    scopes: CHILD,
    input: async (call) => ({
      id: (await freshCard(call.scope === "other" ? call.w.B : call.w.A, studentOf(call))).id,
    }),
    allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope),
  },
  "reportCards.ofClassForPrint": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => {
      await freshCard(school(call), school(call).studentId);
      return { classId: school(call).classId, termId: school(call).termId };
    },
    allow: teachesHere,
  },
  // the PDF job's pass (server-only): a pass signed for another card, or none, opens nothing for anyone — the
  // signature is its only permission (card-pdf.test.ts proves the right pass opens its card)
  "reportCards.forRender": {
    scopes: CHILD,
    input: async (call) => ({
      id: (await freshCard(call.scope === "other" ? call.w.B : call.w.A, studentOf(call))).id,
      token: signCardRender("another-card"),
    }),
    allow: () => false,
  },
  "reportCards.ofStudent": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call) }),
    allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope),
  },
  "reportCards.saveRemarks": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({
      id: (await freshCard(school(call), school(call).studentId)).id,
      subjects: [{ subjectId: school(call).subjectId, text: "Bon trimestre." }],
    }),
    allow: teachesHere,
  },
  "reportCards.setRelease": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => {
      await freshCard(school(call), school(call).studentId, false);
      return { classId: school(call).classId, termId: school(call).termId, released: true };
    },
    allow: teachesHere,
  },
  "reportCards.screen": {
    relations: STAFF_SCREEN,
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }),
    allow: memberOf,
    check: ownChildrenOnly,
  },

  // ── the year's end: the class's staff read; the school's administrators decide and move ──
  "yearEnd.ofClass": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId }),
    allow: teachesHere,
  },
  "yearEnd.saveDecisions": {
    scopes: SCHOOL,
    input: (call) => ({
      classId: school(call).classId,
      schoolYearId: school(call).yearId,
      decisions: [{ studentId: school(call).studentId, decision: "PROMOTED" }],
    }),
    allow: adminOf,
  },
  "yearEnd.preview": {
    scopes: SCHOOL,
    input: (call) => ({ fromYearId: school(call).yearId, toYearId: school(call).nextYearId }),
    allow: adminOf,
  },
  "yearEnd.promote": {
    scopes: SCHOOL,
    input: (call) => ({
      fromYearId: school(call).yearId,
      toYearId: school(call).nextYearId,
      moves: [{ classId: school(call).classId, promotedTo: null, repeatsIn: null }],
    }),
    allow: adminOf,
  },
  "yearEnd.screen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "marks.screen": {
    relations: STAFF_SCREEN,
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }),
    allow: memberOf,
    check: ownChildrenOnly,
  },
  "marks.release": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({ evaluationId: (await freshEvaluation(school(call))).id, released: false }),
    allow: teachesHere,
  },
  "marks.rules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "marks.updateRules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, levels: [] }), allow: adminOf },
};
