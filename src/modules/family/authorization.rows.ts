import {
  db,
  newFamilyCode,
  freshStudent,
  unique,
  signedIn,
  adminOf,
  SCHOOL,
  CHILD,
  CONTENT,
  school,
  studentOf,
  authorFor,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the family module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const familyRows: Record<string, Rule> = {
  "family.overview": { allow: signedIn },
  "family.requestLink": {
    twin: true,
    input: async ({ w }) => {
      const pupil = await freshStudent(w.A.id);
      const matricule = `M${unique()}`.slice(0, 20);
      await db.student.update({
        where: { id: pupil.id },
        data: { registrationNumber: matricule, birthDate: new Date("2015-03-04T00:00:00Z") },
      });
      return { schoolId: w.A.id, matricule, birthDate: "2015-03-04", relation: "MOTHER" };
    },
    allow: signedIn,
  },
  "family.join": {
    twin: true,
    input: async ({ w }) => {
      const pupil = await freshStudent(w.A.id);
      const { code, hash } = newFamilyCode();
      await db.familyCode.create({
        data: {
          codeHash: hash,
          kind: "GUARDIAN",
          studentId: pupil.id,
          createdById: w.users.MEMBER,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      });
      return { code, relation: "FATHER" };
    },
    allow: signedIn,
  },
  "family.withdraw": {
    scopes: CONTENT,
    input: async (call) => {
      const pupil = await freshStudent(call.w.A.id);
      const userId = authorFor(call);
      const request = await db.familyRequest.create({
        data: { schoolId: call.w.A.id, studentId: pupil.id, userId, via: "MATRICULE", relation: "FATHER" },
        select: { id: true },
      });
      return { requestId: request.id };
    },
    allow: (who, scope) => signedIn(who) && scope === "own",
  },
  "family.guardianCode": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call) }),
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "family.addDelegate": {
    scopes: CHILD,
    input: async (call) => {
      await db.delegate.deleteMany({ where: { studentId: studentOf(call) } });
      return {
        studentId: studentOf(call),
        name: "Grand-mère",
        relation: "GRANDPARENT",
        pickup: true,
        timetable: false,
      };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "family.removeDelegate": {
    scopes: CHILD,
    input: async (call) => {
      const d = await db.delegate.create({
        data: { studentId: studentOf(call), grantedById: call.w.users.MEMBER, name: "Chauffeur", relation: "DRIVER" },
        select: { id: true },
      });
      return { delegateId: d.id };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "family.delegateTimetable": {
    // a parent barred from the child loses any trusted-adult right over them with the decision
    relations: { PARENT_NO_ACCESS: () => false },
    scopes: CONTENT,
    input: async (call) => {
      const userId = authorFor(call);
      const d = await db.delegate.create({
        data: {
          studentId: call.w.A.studentId,
          grantedById: call.w.users.MEMBER,
          name: "Tuteur",
          relation: "TUTOR",
          pickup: false,
          timetable: true,
          userId,
        },
        select: { id: true },
      });
      return { delegateId: d.id };
    },
    allow: (who, scope) => signedIn(who) && scope === "own",
  },
  "family.requests": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "family.decide": {
    scopes: SCHOOL,
    input: async (call) => {
      const pupil = await freshStudent(school(call).id);
      const request = await db.familyRequest.create({
        data: {
          schoolId: school(call).id,
          studentId: pupil.id,
          userId: call.w.users.MEMBER,
          via: "MATRICULE",
          relation: "FATHER",
        },
        select: { id: true },
      });
      return { requestId: request.id, accept: false, reason: "Pièce d'identité à présenter au secrétariat" };
    },
    allow: adminOf,
  },
  "family.guardians": { scopes: CHILD, input: (call) => ({ studentId: studentOf(call) }), allow: adminOf },
  "family.setCustody": {
    scopes: CHILD,
    input: async (call) => {
      const link = await db.parentLink.findFirst({ where: { studentId: studentOf(call) }, select: { parentId: true } });
      const parentId =
        link?.parentId ??
        (
          await db.parentLink.create({
            data: {
              studentId: studentOf(call),
              parentId: (await db.user.create({ data: { name: "Parent", slug: `parent-${unique()}` } })).id,
            },
          })
        ).parentId;
      return { studentId: studentOf(call), parentId, access: "FULL", noPickup: false };
    },
    allow: adminOf,
  },
  "family.pickup": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, classId: school(call).classId }),
    allow: adminOf,
  },
};
