// `npm run bench -- peak`'s families (run by bench/peak.ts with DATABASE_URL on its own database): the demo school
// grown to FAMILIES families, each a parent who signs in with the demo password and a child in one of the school's
// classes; every child gets a term-1 card (its figures written directly: generating needs every mark, which the
// grades tests prove), and no class is published yet. Prints the families as JSON lines: { email, cardId, classId, termId, paymentId }.
import { randomBytes } from "node:crypto";
import { db } from "~/platform/db";
import { DEMO_SCHOOL } from "~/seed/seed";
import { cardContent } from "~/test/card-content";

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 1000);
const id = () => `bp${randomBytes(12).toString("hex")}`;

const school = await db.school.findUniqueOrThrow({ where: { slug: DEMO_SCHOOL.slug }, select: { id: true } });
const year = await db.schoolYear.findFirstOrThrow({
  where: { schoolId: school.id, isCurrent: true },
  select: { id: true },
});
const term = await db.term.findFirstOrThrow({ where: { schoolYearId: year.id, number: 1 }, select: { id: true } });
const classes = await db.schoolClass.findMany({
  where: { schoolYearId: year.id },
  orderBy: { name: "asc" },
  select: { id: true },
});
const { passwordHash } = await db.user.findUniqueOrThrow({
  where: { email: "parent@wasla.dz" },
  select: { passwordHash: true },
});
const roles = Object.fromEntries(
  (await db.role.findMany({ where: { key: { in: ["PARENT", "STUDENT"] } }, select: { key: true, id: true } })).map(
    (r) => [r.key, r.id],
  ),
);

// the demo's own families: their parents sign in with the demo password too
const existing = await db.parentLink.findMany({
  where: { student: { schoolId: school.id } },
  distinct: ["studentId"],
  select: { parentId: true, studentId: true },
});
await db.user.updateMany({ where: { id: { in: existing.map((l) => l.parentId) } }, data: { passwordHash } });
const families: { parentId: string; studentId: string; classId: string }[] = [];
const enrolled = new Map(
  (
    await db.classEnrollment.findMany({
      where: { class: { schoolYearId: year.id } },
      select: { studentId: true, classId: true },
    })
  ).map((e) => [e.studentId, e.classId]),
);
for (const link of existing)
  if (enrolled.has(link.studentId)) families.push({ ...link, classId: enrolled.get(link.studentId)! });

for (let i = families.length; i < FAMILIES; i++) {
  const [parentId, studentUserId, studentId] = [id(), id(), id()];
  const classId = classes[i % classes.length]!.id;
  await db.user.createMany({
    data: [
      {
        id: parentId,
        name: `Parent Bench ${i}`,
        email: `bench.parent.${i}@example.dz`,
        slug: `bench-parent-${i}-${parentId.slice(-6)}`,
        passwordHash,
      },
      { id: studentUserId, name: `Élève Bench ${i}`, slug: `bench-eleve-${i}-${studentUserId.slice(-6)}` },
    ],
  });
  await db.student.create({ data: { id: studentId, userId: studentUserId, schoolId: school.id } });
  await db.classEnrollment.create({ data: { classId, studentId } });
  await db.parentLink.create({ data: { parentId, studentId } });
  await db.userRole.createMany({
    data: [
      { userId: parentId, roleId: roles.PARENT!, schoolId: school.id },
      { userId: studentUserId, roleId: roles.STUDENT!, schoolId: school.id },
    ],
  });
  families.push({ parentId, studentId, classId });
}

const content = cardContent(1250);
await db.reportCard.createMany({
  data: families.map((f) => ({
    schoolId: school.id,
    studentId: f.studentId,
    classId: f.classId,
    termId: term.id,
    content,
    averageHundredths: 1250,
  })),
  skipDuplicates: true,
});
// a payment for each family, paid by its parent: the receipts' PDF pool is measured on 100 of them at once
const fee =
  (await db.fee.findFirst({
    where: { schoolId: school.id, schoolYearId: year.id },
    select: { id: true, amount: true, months: true },
  })) ??
  (await db.fee.create({
    data: {
      schoolId: school.id,
      schoolYearId: year.id,
      kind: "TUITION",
      name: "Frais de scolarité",
      nameAr: "حقوق التمدرس",
      amount: 300_000,
      months: ["2026-10"],
    },
    select: { id: true, amount: true, months: true },
  }));
const last = await db.payment.aggregate({
  where: { schoolId: school.id, schoolYearId: year.id },
  _max: { number: true },
});
const paid = families
  .slice(0, FAMILIES)
  .map((f, i) => ({ ...f, paymentId: id(), number: (last._max.number ?? 0) + 1 + i }));
await db.payment.createMany({
  data: paid.map((f) => ({
    id: f.paymentId,
    schoolId: school.id,
    schoolYearId: year.id,
    studentId: f.studentId,
    number: f.number,
    amount: fee.amount,
    paidOn: new Date("2026-10-01"),
    method: "CASH" as const,
    payerId: f.parentId,
  })),
});
await db.paymentLine.createMany({
  data: paid.map((f) => ({ paymentId: f.paymentId, feeId: fee.id, month: fee.months[0]!, amount: fee.amount })),
});
const payments = new Map(paid.map((f) => [f.studentId, f.paymentId]));
const cards = new Map(
  (await db.reportCard.findMany({ where: { termId: term.id }, select: { id: true, studentId: true } })).map((c) => [
    c.studentId,
    c.id,
  ]),
);
const emails = new Map(
  (
    await db.user.findMany({
      where: { id: { in: families.map((f) => f.parentId) } },
      select: { id: true, email: true, phone: true, username: true },
    })
  ).map((u) => [u.id, u.email ?? u.phone ?? u.username]),
);
for (const f of families.slice(0, FAMILIES)) {
  const email = emails.get(f.parentId);
  if (email)
    console.log(
      JSON.stringify({
        email,
        cardId: cards.get(f.studentId),
        classId: f.classId,
        termId: term.id,
        paymentId: payments.get(f.studentId),
      }),
    );
}
await db.$disconnect();
