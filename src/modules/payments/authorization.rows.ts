import {
  db,
  freshFee,
  freshPayment,
  freshProof,
  proofForm,
  adminOf,
  ownChildrenOnly,
  SCHOOL,
  CHILD,
  school,
  studentOf,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the payments module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const paymentsRows: Record<string, Rule> = {
  // ── payments: the school's payment staff ('payment.*' in the school); a student's parents read their child's ──
  "payments.fees": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "payments.saveFee": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      kind: "CANTEEN",
      name: "Cantine",
      amount: 300000,
      months: ["2026-11"],
    }),
    allow: adminOf,
  },
  "payments.deleteFee": {
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshFee(school(call).id)).id }),
    allow: adminOf,
  },
  "payments.record": {
    scopes: CHILD,
    input: async (call) => ({
      studentId: studentOf(call),
      months: [
        {
          feeId: (await freshFee((await db.student.findUniqueOrThrow({ where: { id: studentOf(call) } })).schoolId)).id,
          month: "2026-11",
        },
      ],
      amount: 100,
      paidOn: "2026-11-24",
      method: "CASH",
    }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other"),
  },
  "payments.cancel": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshPayment(studentOf(call))).id, note: "Erreur de saisie" }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other"),
  },
  "payments.submitProof": {
    scopes: CHILD,
    input: (call) => proofForm(studentOf(call)),
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "payments.confirmProof": {
    scopes: SCHOOL,
    input: async (call) => ({ proofId: (await freshProof(school(call).studentId)).id }),
    allow: adminOf,
  },
  "payments.refuseProof": {
    scopes: SCHOOL,
    input: async (call) => ({ proofId: (await freshProof(school(call).studentId)).id, reason: "Photo illisible" }),
    allow: adminOf,
  },
  "payments.proofFile": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshProof(studentOf(call))).id }),
    allow: (who, scope) => adminOf(who, scope) || (who === "PARENT" && scope === "own"),
  },
  "payments.receipt": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshPayment(studentOf(call))).id }),
    allow: (who, scope) =>
      who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other") || (who === "PARENT" && scope === "own"),
  },
  "payments.ofStudent": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call) }),
    allow: (who, scope) =>
      who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other") || (who === "PARENT" && scope === "own"),
  },
  "payments.saveDiscount": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call), percent: 10, reason: "Fratrie" }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other"),
  },
  "payments.deleteDiscount": {
    scopes: CHILD,
    input: async (call) => {
      const student = await db.student.findUniqueOrThrow({
        where: { id: studentOf(call) },
        select: { schoolId: true },
      });
      const year = await db.schoolYear.findFirstOrThrow({
        where: { schoolId: student.schoolId, isCurrent: true },
        select: { id: true },
      });
      // 1 %: the refused calls leave theirs behind, and ten of 10 % made the child's months "already paid" for payments.record
      return {
        id: (
          await db.feeDiscount.create({
            data: { studentId: studentOf(call), schoolYearId: year.id, percent: 1, reason: "Fratrie" },
            select: { id: true },
          })
        ).id,
      };
    },
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other"),
  },
  // the page's one action: the payment staff (any student of their school), a parent (their own child, whichever ?student= names)
  "payments.screen": {
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }),
    allow: (who, scope) => adminOf(who, scope) || (who === "PARENT" && scope !== "other"),
    check: ownChildrenOnly,
  },
  "payments.situation": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  // no school in the matrix has Chargily keys: a parent's own child answers "not found" (refused) like everyone's
  "payments.checkout": {
    scopes: CHILD,
    input: async (call) => ({
      studentId: studentOf(call),
      months: [
        {
          feeId: (await freshFee((await db.student.findUniqueOrThrow({ where: { id: studentOf(call) } })).schoolId)).id,
          month: "2026-11",
        },
      ],
      locale: "fr",
    }),
    allow: () => false,
  },
  "payments.onlineSettings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "payments.setOnlineSettings": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, secretKey: "", mode: "test" }),
    allow: adminOf,
  },
};
