import { adminOf, staffOf, SCHOOL, school, type Rule } from "~/test/matrix-vocabulary";

/** Who may call each of the warnings module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const warningsRows: Record<string, Rule> = {
  "warnings.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: staffOf },
  "warnings.rules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "warnings.updateRules": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, absences: 3, homework: 3, averageDrop: 2 }),
    allow: adminOf,
  },
};
