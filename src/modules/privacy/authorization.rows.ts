import {
  everyone,
  signedIn,
  only,
  PLATFORM_EDITORS,
  SCHOOL_ROLES,
  adminOf,
  staffOf,
  ownChildrenOnly,
  SCHOOL,
  CHILD,
  school,
  studentOf,
  freshDataRequest,
  TEACHING_ONLY,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the privacy module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const privacyRows: Record<string, Rule> = {
  // data protection (issue 34): the register is public; consents, export, requests and a child's access log are the
  // person's own; the school's side through privacy.manage; the platform's requests and the breach register
  "privacy.register": { allow: everyone },
  "privacy.myData": { allow: signedIn, check: ownChildrenOnly },
  "privacy.consents": { allow: signedIn },
  "privacy.consentPending": { allow: signedIn },
  "privacy.saveConsents": {
    scopes: SCHOOL,
    twin: true,
    input: (call) => ({ schoolId: school(call).id, answers: { photos: true, detailedMessages: false, sms: true } }),
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "privacy.exportData": { allow: signedIn, check: ownChildrenOnly },
  "privacy.requests": { allow: signedIn },
  "privacy.request": {
    scopes: SCHOOL,
    twin: true,
    input: (call) => ({ schoolId: school(call).id, kind: "CORRECTION", details: "Mon numéro de téléphone a changé." }),
    allow: (who, scope) => scope === "own" && SCHOOL_ROLES.includes(who),
  },
  "privacy.childAccess": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call) }),
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "privacy.schoolConsents": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "privacy.schoolRequests": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "privacy.decide": {
    scopes: SCHOOL,
    input: async (call) => ({
      requestId: (await freshDataRequest(call, school(call).id)).id,
      accept: false,
      answer: "Rien à corriger",
    }),
    allow: adminOf,
  },
  "privacy.accessLog": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "privacy.settings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "privacy.updateSettings": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, dpoName: "", dpoEmail: "", keepSchoolWorkYears: 5 }),
    allow: adminOf,
  },
  "privacy.photoRefusals": {
    relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId }),
    allow: staffOf,
  },
  "privacy.platformRequests": { allow: PLATFORM_EDITORS },
  "privacy.decidePlatform": {
    input: async (call) => ({
      requestId: (await freshDataRequest(call, null)).id,
      accept: false,
      answer: "Rien à effacer",
    }),
    allow: PLATFORM_EDITORS,
  },
  "privacy.breaches": { allow: only("SUPER_ADMIN") },
  "privacy.saveBreach": {
    input: () => ({
      discoveredAt: "2026-11-30",
      description: "Une liste d'élèves envoyée au mauvais destinataire.",
      dataConcerned: "Noms, classes",
      peopleCount: 31,
      measures: "Destinataire prié d'effacer.",
    }),
    allow: only("SUPER_ADMIN"),
  },
};
