import {
  memberOf,
  teachesHere,
  SCHOOL,
  CHILD,
  school,
  studentOf,
  circularFor,
  followsCircular,
  TEACHING_ONLY,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the circulars module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const circularsRows: Record<string, Rule> = {
  "circulars.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "circulars.choices": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: teachesHere },
  "circulars.classPupils": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, classId: school(call).classId }),
    allow: teachesHere,
  },
  "circulars.send": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      title: "Sortie",
      body: "Sortie au musée.",
      audience: { kind: "class", classId: school(call).classId },
      answer: "ACKNOWLEDGE",
    }),
    allow: teachesHere,
  },
  // its sender and the school's administrators follow it; the pupil's parents read it, whoever sent it
  "circulars.read": {
    relations: {
      PARENT_READ_ONLY: (s) => s === "own",
      TEACHER_OTHER_CLASS: (s) => s !== "other",
      TEACHER_NO_CLASS: (s) => s !== "other",
    },
    namesChild: true,
    scopes: CHILD,
    input: (call) => circularFor(call),
    allow: (who, scope) => followsCircular(who, scope) || (who === "PARENT" && scope === "own"),
  },
  "circulars.answer": {
    scopes: CHILD,
    input: async (call) => ({ ...(await circularFor(call)), studentId: studentOf(call) }),
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "circulars.results": {
    relations: { TEACHER_OTHER_CLASS: (s) => s !== "other", TEACHER_NO_CLASS: (s) => s !== "other" },
    namesChild: true,
    scopes: CHILD,
    input: (call) => circularFor(call),
    allow: followsCircular,
  },
  "circulars.remind": {
    relations: { TEACHER_OTHER_CLASS: (s) => s !== "other", TEACHER_NO_CLASS: (s) => s !== "other" },
    namesChild: true,
    scopes: CHILD,
    input: (call) => circularFor(call),
    allow: followsCircular,
  },
};
