import {
  db,
  freshCard,
  freshDocument,
  everyone,
  signedIn,
  adminOf,
  ownChildrenOnly,
  SCHOOL,
  CHILD,
  school,
  studentOf,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the documents module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const documentsRows: Record<string, Rule> = {
  // the family account (issue 31): a person's own; the school's through 'link a parent'
  // marks as they come (issue 32): a family's own /marks; the release by the subject's teacher or an administrator; the levels' rules
  "documents.mine": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: signedIn,
    check: ownChildrenOnly,
  },
  "documents.request": {
    scopes: CHILD,
    // one waiting request of a kind per pupil: each call starts from none
    input: async (call) => {
      await db.schoolDocument.deleteMany({ where: { studentId: studentOf(call), status: "REQUESTED" } });
      return { studentId: studentOf(call), kind: "SCHOOL_CERTIFICATE", purpose: "Dossier de bourse" };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "documents.sheet": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshDocument(studentOf(call), "ISSUED")).id }),
    allow: (who, scope) =>
      who === "SUPER_ADMIN" ||
      (who === "ADMIN" && scope !== "other") ||
      ((who === "PARENT" || who === "STUDENT") && scope === "own"),
  },
  "documents.desk": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, classId: school(call).classId }),
    allow: adminOf,
  },
  "documents.register": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "documents.issueRequested": {
    scopes: SCHOOL,
    input: async (call) => ({ documentId: (await freshDocument(school(call).studentId, "REQUESTED")).id }),
    allow: adminOf,
  },
  "documents.issue": {
    scopes: SCHOOL,
    input: (call) => ({
      classId: school(call).classId,
      studentId: school(call).studentId,
      kind: "ATTENDANCE_CERTIFICATE",
      purpose: "",
    }),
    allow: adminOf,
  },
  "documents.refuse": {
    scopes: SCHOOL,
    input: async (call) => ({
      documentId: (await freshDocument(school(call).studentId, "REQUESTED")).id,
      reason: "Passez au secrétariat",
    }),
    allow: adminOf,
  },
  "documents.withdraw": {
    scopes: SCHOOL,
    input: async (call) => ({
      documentId: (await freshDocument(school(call).studentId, "ISSUED")).id,
      reason: "Erreur de classe",
    }),
    allow: adminOf,
  },
  // /verify/{code} (issue 32): anyone holding a paper (a published card of the demo child: its code)
  "verify.check": {
    input: async ({ w }) => {
      const card = await freshCard(w.A, w.A.studentId, true);
      return {
        code:
          (await db.reportCard.findUniqueOrThrow({ where: { id: card.id }, select: { verifyCode: true } }))
            .verifyCode ?? "",
      };
    },
    allow: everyone,
  },
};
