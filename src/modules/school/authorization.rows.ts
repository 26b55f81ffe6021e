import { expect } from "vitest";
import {
  db,
  linked,
  freshClass,
  freshStudent,
  unique,
  everyone,
  signedIn,
  only,
  PLATFORM_EDITORS,
  adminOf,
  memberOf,
  staffOf,
  ownClassesOnly,
  classmatesNamesOnly,
  SCHOOL,
  CHILD,
  CONTENT,
  school,
  studentOf,
  superAdmin,
  TEACHING_ONLY,
  CLASS_FAMILIES,
  iso,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the school module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const schoolRows: Record<string, Rule> = {
  "reference.wilayas": { allow: everyone },
  "reference.communes": { input: () => ({ wilayaCode: "16" }), allow: everyone },

  // ── schools ──
  "school.bySlug": { input: ({ w }) => ({ slug: w.A.slug }), allow: everyone },
  "school.publicPage": { input: ({ w }) => ({ slug: w.A.slug }), allow: everyone },
  // the screens' school: the one chosen when the actor belongs to it, else their first; never someone else's
  "school.active": {
    scopes: SCHOOL,
    input: (call) => ({ slug: school(call).slug }),
    allow: signedIn,
    check: (result, call) => {
      const active = (result as { school: { id: string } | null }).school;
      if (memberOf(call.who, call.scope)) expect(active?.id).toBe(school(call).id);
      else expect(active?.id).not.toBe(call.w.B.id);
    },
  },
  "school.mine": {
    allow: signedIn,
    check: (result, { w, who }) => {
      const ids = (result as { id: string }[]).map((s) => s.id);
      if (who !== "SUPER_ADMIN") expect(ids).not.toContain(w.B.id);
    },
  },
  "school.list": { input: () => ({ page: 1 }), allow: PLATFORM_EDITORS },
  "school.create": { input: () => ({ name: `École ${unique()}` }), allow: PLATFORM_EDITORS },
  // naming an admin acts inside a school: the super admin only (a developer must not make itself admin of a school)
  "school.addAdmin": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, name: "Adjoint", email: `adjoint-${unique()}@matrice.dz` }),
    allow: only("SUPER_ADMIN"),
  },
  "school.settings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "school.updateSettings": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await db.school.findUniqueOrThrow({
        where: { id: school(call).id },
        select: { name: true, termType: true },
      });
      return { schoolId: school(call).id, name: s.name, termType: s.termType };
    },
    allow: adminOf,
  },
  "school.setFlags": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, holidayMode: false }),
    allow: adminOf,
  },

  "dashboard.overview": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: signedIn,
    // outsiders get the generic page: no counts, no current year of a school they do not belong to
    check: (result, { who, scope }) => {
      const r = result as { counts: unknown; current: unknown };
      if (!adminOf(who, scope)) expect(r.counts).toBeNull();
      if (!memberOf(who, scope)) expect(r.current).toBeNull();
    },
  },

  // the page's one action: a school one belongs to only (the page sends anyone else to the 403 page)
  "dashboard.home": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },

  // ── school structure ──
  "schoolYears.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "schoolYears.screen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "schoolYears.create": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      name: `Y${unique()}`.slice(0, 20),
      startsOn: "2030-09-01",
      endsOn: "2031-06-30",
    }),
    allow: adminOf,
  },
  "schoolYears.update": {
    scopes: SCHOOL,
    input: async (call) => {
      const year = await db.schoolYear.findUniqueOrThrow({ where: { id: school(call).yearId } });
      return {
        id: year.id,
        name: year.name,
        startsOn: iso(year.startsOn),
        endsOn: iso(year.endsOn),
        isCurrent: year.isCurrent,
      };
    },
    allow: adminOf,
  },
  "schoolYears.updateTerm": {
    scopes: SCHOOL,
    input: async (call) => {
      const term = await db.term.findUniqueOrThrow({ where: { id: school(call).termId } });
      return { id: term.id, startsOn: iso(term.startsOn), endsOn: iso(term.endsOn) };
    },
    allow: adminOf,
  },
  "schoolYears.delete": {
    scopes: SCHOOL,
    input: async (call) => {
      const year = await (
        await superAdmin()
      ).schoolYears.create({
        schoolId: school(call).id,
        name: `D${unique()}`.slice(0, 20),
        startsOn: "2031-09-01",
        endsOn: "2032-06-30",
      });
      return { id: year.id };
    },
    allow: adminOf,
  },

  "levels.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "levels.create": {
    scopes: SCHOOL,
    input: async (call) => {
      // a free primary grade (every school starts with 1–5: take one out of the way when none is free)
      const schoolId = school(call).id;
      const taken = new Set(
        (await db.level.findMany({ where: { schoolId, cycle: "PRIMARY" }, select: { grade: true } })).map(
          (l) => l.grade,
        ),
      );
      let grade = [1, 2, 3, 4, 5].find((g) => !taken.has(g));
      if (grade === undefined) {
        const level = await db.level.findFirstOrThrow({
          where: { schoolId, cycle: "PRIMARY", classes: { none: {} } },
          orderBy: { grade: "desc" },
        });
        await db.levelSubject.deleteMany({ where: { levelId: level.id } });
        await db.level.delete({ where: { id: level.id } });
        grade = level.grade;
      }
      return {
        schoolId,
        cycle: "PRIMARY",
        grade,
        nameFr: `Primaire ${grade}`,
        nameEn: `Primary ${grade}`,
        nameAr: `ابتدائي ${grade}`,
        assessmentCoef: 1,
        testCoef: 1,
        examCoef: 2,
      };
    },
    allow: adminOf,
  },
  "levels.update": {
    scopes: SCHOOL,
    input: async (call) => {
      const l = await db.level.findUniqueOrThrow({ where: { id: school(call).levelId } });
      return {
        id: l.id,
        cycle: l.cycle,
        grade: l.grade,
        nameFr: l.nameFr,
        nameEn: l.nameEn,
        nameAr: l.nameAr,
        assessmentCoef: l.assessmentCoef,
        testCoef: l.testCoef,
        examCoef: l.examCoef,
      };
    },
    allow: adminOf,
  },
  "levels.setCoefficient": {
    scopes: SCHOOL,
    input: (call) => ({ levelId: school(call).levelId, subjectId: school(call).subjectId, coefficient: null }),
    allow: adminOf,
  },
  "levels.delete": {
    scopes: SCHOOL,
    input: async (call) => {
      const level = await db.level.findFirstOrThrow({
        where: { schoolId: school(call).id, classes: { none: {} } },
        orderBy: { grade: "desc" },
      });
      return { id: level.id };
    },
    allow: adminOf,
  },

  "subjects.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "subjects.create": {
    scopes: SCHOOL,
    input: (call) => {
      const s = unique();
      return {
        schoolId: school(call).id,
        nameFr: `Matière ${s}`,
        nameEn: `Subject ${s}`,
        nameAr: `مادة ${s}`,
        coefficient: 2,
      };
    },
    allow: adminOf,
  },
  "subjects.update": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await db.subject.findUniqueOrThrow({ where: { id: school(call).subjectId } });
      return { id: s.id, nameFr: s.nameFr, nameEn: s.nameEn, nameAr: s.nameAr, coefficient: s.coefficient };
    },
    allow: adminOf,
  },
  "subjects.move": {
    scopes: SCHOOL,
    input: (call) => ({ id: school(call).subjectId, direction: "down" }),
    allow: adminOf,
  },
  "subjects.delete": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = unique();
      const created = await (
        await superAdmin()
      ).subjects.create({
        schoolId: school(call).id,
        nameFr: `Jetable ${s}`,
        nameEn: `Disposable ${s}`,
        nameAr: `مؤقتة ${s}`,
        coefficient: 1,
      });
      return { id: created.id };
    },
    allow: adminOf,
  },

  "classes.list": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: memberOf,
    check: (result, call) => ownClassesOnly(result as { id: string; slug: string }[], call),
  },
  "classes.bySlug": {
    relations: { ...TEACHING_ONLY, ...CLASS_FAMILIES },
    scopes: SCHOOL,
    input: (call) => ({ slug: school(call).classSlug }),
    allow: memberOf,
    check: classmatesNamesOnly,
  },
  // the pages' actions: /classes (its years and the classes one sees), /class/{slug} (with what its admins link)
  "classes.screen": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: memberOf,
    check: (result, call) => ownClassesOnly((result as { classes: { id: string; slug: string }[] }).classes, call),
  },
  "classes.classScreen": {
    relations: { ...TEACHING_ONLY, ...CLASS_FAMILIES },
    scopes: SCHOOL,
    input: (call) => ({ slug: school(call).classSlug }),
    allow: memberOf,
    check: (result, call) => {
      classmatesNamesOnly(result, call);
      if (!adminOf(call.who, call.scope)) expect((result as { teachers: unknown[] }).teachers).toEqual([]);
    },
  },
  "classes.create": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      schoolYearId: school(call).yearId,
      levelId: school(call).levelId,
      name: `N${unique()}`.slice(0, 20),
    }),
    allow: adminOf,
  },
  "classes.update": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      return { id: c.id, levelId: school(call).levelId, name: `R${unique()}`.slice(0, 20) };
    },
    allow: adminOf,
  },
  "classes.delete": {
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshClass(call.w, school(call).id)).id }),
    allow: adminOf,
  },
  "classes.addSubject": {
    scopes: SCHOOL,
    input: async (call) => ({
      classId: (await freshClass(call.w, school(call).id)).id,
      subjectId: school(call).subjectId,
      teacherId: null,
    }),
    allow: adminOf,
  },
  "classes.updateSubject": {
    scopes: SCHOOL,
    input: (call) => ({ id: school(call).classSubjectId, coefficient: null }),
    allow: adminOf,
  },
  "classes.removeSubject": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      await (
        await superAdmin()
      ).classes.addSubject({ classId: c.id, subjectId: school(call).subjectId, teacherId: null });
      return { id: (await db.classSubject.findFirstOrThrow({ where: { classId: c.id } })).id };
    },
    allow: adminOf,
  },
  "classes.enroll": {
    scopes: SCHOOL,
    input: async (call) => ({ classId: school(call).classId, studentIds: [(await freshStudent(school(call).id)).id] }),
    allow: adminOf,
  },
  "classes.unenroll": {
    scopes: SCHOOL,
    input: async (call) => {
      const student = await freshStudent(school(call).id);
      await (await superAdmin()).classes.enroll({ classId: school(call).classId, studentIds: [student.id] });
      return { classId: school(call).classId, studentId: student.id };
    },
    allow: adminOf,
  },

  // ── people ──
  "people.teachers": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: (who, scope) => adminOf(who, scope) || (who === "TEACHER" && scope === "own"),
  },
  "people.addTeacher": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, name: "Nouvel Enseignant", email: `prof-${unique()}@matrice.dz` }),
    allow: adminOf,
  },
  "people.removeTeacher": {
    scopes: SCHOOL,
    input: async (call) => {
      const added = await (
        await superAdmin()
      ).people.addTeacher({ schoolId: school(call).id, name: "Partant", email: `partant-${unique()}@matrice.dz` });
      return { schoolId: school(call).id, userId: linked(added) };
    },
    allow: adminOf,
  },
  "people.students": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: (who, scope) => staffOf(who, scope),
    check: (result, { who, scope }) => {
      if (adminOf(who, scope)) return;
      const rows = (result as { rows: { user: { email: string | null; phone: string | null }; parents: unknown[] }[] })
        .rows;
      for (const row of rows) expect([row.user.email, row.user.phone, row.parents.length]).toEqual([null, null, 0]);
    },
  },
  "people.student": {
    scopes: CHILD,
    input: (call) => ({ id: studentOf(call) }),
    // the school's staff; for Sara also herself and her parent
    allow: (who, scope) => staffOf(who, scope) || (scope === "own" && (who === "PARENT" || who === "STUDENT")),
    check: (result, { who, scope }) => {
      if (adminOf(who, scope) || who === "PARENT" || who === "STUDENT") return;
      const r = result as { user: { email: string | null; phone: string | null }; parents: unknown[] };
      expect([r.user.email, r.user.phone, r.parents.length]).toEqual([null, null, 0]);
    },
  },
  "people.myChildren": {
    allow: signedIn,
    check: (result, { w, who }) => {
      const ids = (result as { id: string }[]).map((c) => c.id);
      expect(ids).toEqual(who === "PARENT" ? [w.A.studentId] : []);
    },
  },
  "people.addStudent": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, name: `Inscrit ${unique()}` }),
    allow: adminOf,
  },
  "people.updateStudent": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await freshStudent(school(call).id);
      return { id: s.id, name: "Nom Corrigé", birthPlace: "Tlemcen" };
    },
    allow: adminOf,
  },
  "people.removeStudent": {
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshStudent(school(call).id)).id }),
    allow: adminOf,
  },
  "people.linkParent": {
    scopes: SCHOOL,
    input: async (call) => ({
      studentId: (await freshStudent(school(call).id)).id,
      name: "Parent Nouveau",
      email: `tuteur-${unique()}@matrice.dz`,
    }),
    allow: adminOf,
  },
  "people.unlinkParent": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await freshStudent(school(call).id);
      const parent = await (
        await superAdmin()
      ).people.linkParent({ studentId: s.id, name: "Parent Partant", email: `partant-${unique()}@matrice.dz` });
      return { studentId: s.id, parentId: linked(parent) };
    },
    allow: adminOf,
  },
  "people.generateCredentials": {
    scopes: SCHOOL,
    input: async (call) => ({
      schoolId: school(call).id,
      studentIds: [(await freshStudent(school(call).id)).id],
      students: true,
      parents: true,
    }),
    allow: adminOf,
  },
  "people.invitations": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "people.withdrawInvitation": {
    scopes: SCHOOL,
    input: async (call) => {
      // a plain invitation (offers to a placeholder's owner are not the school's to list or withdraw)
      const member = await db.user.findUniqueOrThrow({ where: { email: "member@wasla.dz" }, select: { id: true } });
      const invitation = await db.schoolInvitation.create({
        data: { schoolId: school(call).id, userId: member.id, role: "TEACHER", name: "Invité" },
      });
      return { id: invitation.id };
    },
    allow: adminOf,
  },
  "people.previewImport": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      rows: [{ name: "Ligne Import", parent1Name: "Parent Import", parent1Phone: "0770 99 00 11" }],
    }),
    allow: adminOf,
  },
  "people.import": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      rows: [
        { name: `Importé ${unique()}`, parent1Name: "Parent Import", parent1Email: `import-${unique()}@matrice.dz` },
      ],
    }),
    allow: adminOf,
  },

  // ── invitations: one's own only ──
  "invitations.mine": { allow: signedIn },
  "invitations.respond": {
    scopes: CONTENT,
    twin: true,
    input: async ({ w, scope, me }) => {
      const invitee = scope === "own" && me ? me : w.users.MEMBER;
      const email = (await db.user.findUniqueOrThrow({ where: { id: invitee } })).email!;
      await (
        await superAdmin()
      ).people.linkParent({ studentId: (await freshStudent(w.B.id)).id, name: "Invité", email });
      const invitation = await db.schoolInvitation.findFirstOrThrow({ where: { schoolId: w.B.id, userId: invitee } });
      return { id: invitation.id, accept: false };
    },
    allow: (who, scope) => signedIn(who) && scope === "own",
  },
};
