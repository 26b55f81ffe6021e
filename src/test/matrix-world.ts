import { newVerifyCode } from "~/modules/documents/server/new-code";
import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import { ROLE_KEYS, type RoleKey } from "~/lib/roles";
import { nextSessionDate } from "~/modules/teaching/domain/sessions";
import { db } from "~/platform/db";
import { storage } from "~/platform/storage";
import { loadCalendar } from "~/modules/teaching/server/load-calendar";
import { adForm, validAd } from "./ads";
import { callerAs, callerForUser, linked, seedOnce } from "./callers";
import { cardContent } from "~/test/card-content";

/**
 * The world the authorization matrix runs in: two schools with the same cast, so every school procedure is tried
 * on the actor's own school ("own"), on another family of the same school ("sibling") and on another school
 * ("other"); and factories that make a fresh record for each call, so an allowed mutation never changes what the
 * next call sees.
 */
export const WHO = ["anonymous", ...ROLE_KEYS] as const;
export type Who = (typeof WHO)[number];
export type Scope = "own" | "sibling" | "other" | "any";

export interface SchoolWorld {
  id: string;
  slug: string;
  yearId: string;
  termId: string;
  levelId: string;
  subjectId: string;
  classId: string;
  classSlug: string;
  classSubjectId: string;
  teacherUserId: string;
  /** a student of the class: for school A, Sara (the demo parent's child, the demo student) */
  studentId: string;
  studentUserId: string;
  /** a weekly session of classSubjectId, and a date it took place on (the first of the year) */
  slotId: string;
  sessionDate: string;
  /** an empty school year after the current one (carrying timetables over) */
  nextYearId: string;
}

export interface World {
  A: SchoolWorld & { siblingStudentId: string };
  B: SchoolWorld;
  users: Record<Exclude<Who, "anonymous">, string>;
  publishedAd: { id: string; slug: string };
  categoryId: string;
  categorySlug: string;
  memberSlug: string;
}

const DEMO_EMAIL: Record<Exclude<Who, "anonymous">, string> = {
  SUPER_ADMIN: "superadmin@wasla.dz",
  DEVELOPER: "developer@wasla.dz",
  WEBMASTER: "webmaster@wasla.dz",
  ADMIN: "admin@wasla.dz",
  TEACHER: "teacher@wasla.dz",
  PARENT: "parent@wasla.dz",
  STUDENT: "student@wasla.dz",
  MEMBER: "member@wasla.dz",
};

export async function buildWorld(): Promise<World> {
  const { schoolId } = await seedOnce();
  const users = Object.fromEntries(
    await Promise.all(
      Object.entries(DEMO_EMAIL).map(async ([who, email]) => [
        who,
        (await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id,
      ]),
    ),
  ) as World["users"];
  const school = await db.school.findUniqueOrThrow({ where: { id: schoolId }, select: { slug: true } });

  // school A: Sara's class, one of its subjects taught by the demo teacher, a classmate of another family
  const sara = await db.student.findFirstOrThrow({ where: { schoolId, userId: users.STUDENT }, select: { id: true } });
  const saraClass = await db.schoolClass.findFirstOrThrow({
    where: { schoolId, enrollments: { some: { studentId: sara.id } } },
    select: { id: true, slug: true, levelId: true, schoolYearId: true },
  });
  const taught = await db.classSubject.findFirst({
    where: { classId: saraClass.id, teacherId: users.TEACHER },
    select: { id: true, subjectId: true },
  });
  if (!taught) throw new Error("the demo teacher must teach Sara's class");
  const sibling = await db.student.findFirstOrThrow({
    where: {
      schoolId,
      id: { not: sara.id },
      enrollments: { some: { classId: saraClass.id } },
      parents: { none: { parentId: users.PARENT } },
    },
    select: { id: true },
  });
  const termA = await db.term.findFirstOrThrow({
    where: { schoolYearId: saraClass.schoolYearId },
    select: { id: true },
  });

  // school B, built by its own admin through the procedures
  const superAdmin = await callerAs("SUPER_ADMIN");
  const created = await superAdmin.school.create({
    name: "Lycée Matrice B",
    adminName: "Directrice B",
    adminEmail: "directrice@matrice-b.dz",
  });
  const adminB = await callerForUser(
    (await db.user.findUniqueOrThrow({ where: { email: "directrice@matrice-b.dz" } })).id,
  );
  const yearB = await adminB.schoolYears.create({
    schoolId: created.id,
    name: "2026-2027",
    startsOn: "2026-09-06",
    endsOn: "2027-06-30",
    isCurrent: true,
  });
  const termB = await db.term.findFirstOrThrow({ where: { schoolYearId: yearB.id }, select: { id: true } });
  const levelB = (await adminB.levels.list({ schoolId: created.id }))[0]!;
  const subjectB = await adminB.subjects.create({
    schoolId: created.id,
    nameFr: "Mathématiques",
    nameEn: "Mathematics",
    nameAr: "الرياضيات",
    coefficient: 4,
  });
  const classB = await adminB.classes.create({
    schoolId: created.id,
    schoolYearId: yearB.id,
    levelId: levelB.id,
    name: "B1",
  });
  const teacherB = linked(
    await adminB.people.addTeacher({ schoolId: created.id, name: "Enseignant B", email: "enseignant@matrice-b.dz" }),
  );
  await adminB.classes.addSubject({ classId: classB.id, subjectId: subjectB.id, teacherId: teacherB });
  const classSubjectB = await db.classSubject.findFirstOrThrow({ where: { classId: classB.id }, select: { id: true } });
  const studentB = linked(
    await adminB.people.addStudent({
      schoolId: created.id,
      classId: classB.id,
      name: "Élève B",
      email: "eleve@matrice-b.dz",
    }),
  );
  await adminB.people.linkParent({ studentId: studentB, name: "Parent B", email: "parent@matrice-b.dz" });
  const classBRow = await db.schoolClass.findUniqueOrThrow({ where: { id: classB.id }, select: { slug: true } });
  const studentBRow = await db.student.findUniqueOrThrow({ where: { id: studentB }, select: { userId: true } });

  // a weekly session of the taught subject in each school, the first date it took place, and next year
  const slotA = await db.timetableSlot.findFirst({ where: { classSubjectId: taught.id }, select: { id: true } });
  if (!slotA) throw new Error("the demo timetable must give the demo teacher's subject a session");
  const slotB = await adminB.timetable.saveSlot({
    classId: classB.id,
    classSubjectId: classSubjectB.id,
    weekday: 0,
    start: "08:00",
    end: "09:00",
  });
  const nextYearA = await superAdmin.schoolYears.create({
    schoolId,
    name: "2027-2028",
    startsOn: "2027-09-19",
    endsOn: "2028-06-29",
    isCurrent: false,
  });
  const nextYearB = await adminB.schoolYears.create({
    schoolId: created.id,
    name: "2027-2028",
    startsOn: "2027-09-19",
    endsOn: "2028-06-29",
    isCurrent: false,
  });

  const member = await db.user.findUniqueOrThrow({ where: { id: users.MEMBER }, select: { slug: true } });
  const category = await db.category.findFirstOrThrow({
    orderBy: { position: "asc" },
    select: { id: true, slug: true },
  });
  const publishedAd = await freshAd(users.MEMBER);

  return {
    A: {
      id: schoolId,
      slug: school.slug,
      yearId: saraClass.schoolYearId,
      termId: termA.id,
      levelId: saraClass.levelId,
      subjectId: taught.subjectId,
      classId: saraClass.id,
      classSlug: saraClass.slug,
      classSubjectId: taught.id,
      teacherUserId: users.TEACHER,
      studentId: sara.id,
      studentUserId: users.STUDENT,
      siblingStudentId: sibling.id,
      slotId: slotA.id,
      sessionDate: await firstSessionDate(slotA.id),
      nextYearId: nextYearA.id,
    },
    B: {
      id: created.id,
      slug: created.slug,
      yearId: yearB.id,
      termId: termB.id,
      levelId: levelB.id,
      subjectId: subjectB.id,
      classId: classB.id,
      classSlug: classBRow.slug,
      classSubjectId: classSubjectB.id,
      teacherUserId: teacherB,
      studentId: studentB,
      studentUserId: studentBRow.userId,
      slotId: slotB.id,
      sessionDate: await firstSessionDate(slotB.id),
      nextYearId: nextYearB.id,
    },
    users,
    publishedAd,
    categoryId: category.id,
    categorySlug: category.slug,
    memberSlug: member.slug,
  };
}

/** The first date of the current year's terms on which the slot takes place. */
async function firstSessionDate(slotId: string) {
  const slot = await db.timetableSlot.findUniqueOrThrow({
    where: { id: slotId },
    select: { weekday: true, startMinute: true, schoolId: true },
  });
  const { rules } = await loadCalendar(db, slot.schoolId);
  const first = rules.terms[0]!.startsOn;
  const date = nextSessionDate(new Date(first.getTime() - 86_400_000), [slot], rules);
  return date!.toISOString().slice(0, 10);
}

/** A homework of the scope's class subject, set by the super admin. */
export async function freshHomework(s: SchoolWorld) {
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return (await callerAs("SUPER_ADMIN")).homework.set({
    kind: "dueOn",
    classSubjectId: s.classSubjectId,
    description: `Devoir ${unique()}`,
    dueOn: due,
  });
}

/** The student marked absent at the scope's session with no justification yet; returns the session's id. */
export async function freshAbsence(s: SchoolWorld, studentId: string, justification: "NONE" | "PENDING" = "NONE") {
  const admin = await callerAs("SUPER_ADMIN");
  await admin.textbook.saveAttendance({
    slotId: s.slotId,
    date: s.sessionDate,
    marks: [{ studentId, status: "PRESENT" }],
  });
  const { sessionId } = await admin.textbook.saveAttendance({
    slotId: s.slotId,
    date: s.sessionDate,
    marks: [{ studentId, status: "ABSENT" }],
  });
  if (justification !== "NONE")
    await db.attendanceMark.update({
      where: { sessionId_studentId: { sessionId, studentId } },
      data: { justification, reason: "ILLNESS" },
    });
  return sessionId;
}

/** An evaluation of the scope's class subject in its term, made by the super admin. */
export async function freshEvaluation(s: SchoolWorld) {
  return (await callerAs("SUPER_ADMIN")).evaluations.save({
    classSubjectId: s.classSubjectId,
    termId: s.termId,
    kind: "TEST",
    title: `Devoir ${unique()}`,
    from: s.sessionDate,
    to: s.sessionDate,
  });
}

/**
 * The student's report card for the scope's term, in their class, released to the family when `released` — written
 * as the generator stores it (the figures do not matter to who may read it).
 */
export async function freshCard(s: SchoolWorld, studentId: string, released = true) {
  const enrollment = await db.classEnrollment.findFirstOrThrow({
    where: { studentId, class: { schoolYearId: s.yearId } },
    select: { classId: true },
  });
  const content = cardContent();
  const card = await db.reportCard.upsert({
    where: { studentId_termId: { studentId, termId: s.termId } },
    create: {
      schoolId: s.id,
      studentId,
      classId: enrollment.classId,
      termId: s.termId,
      content,
      averageHundredths: 1200,
      verifyCode: newVerifyCode(),
    },
    update: {},
    select: { id: true, classId: true },
  });
  if (released) {
    await db.reportCardRelease.upsert({
      where: { classId_termId: { classId: card.classId, termId: s.termId } },
      create: { classId: card.classId, termId: s.termId, publishedById: s.teacherUserId },
      update: {},
    });
  }
  return card;
}

let counter = 0;
/** A unique suffix for names, e-mails and slugs made during the run. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A published ad written straight to the database (the board's own procedures are proven in ads.test.ts). */
export async function freshAd(authorId: string | null, options: { token?: string; type?: "LOST" | "FOUND" } = {}) {
  const fields = validAd();
  const suffix = unique();
  return db.ad.create({
    data: {
      slug: `matrice-${suffix}`,
      type: options.type ?? "LOST",
      status: "PUBLISHED",
      title: fields.title,
      description: fields.description,
      categoryId: (await db.category.findFirstOrThrow({ select: { id: true } })).id,
      wilayaCode: fields.wilayaCode,
      communeCode: fields.communeCode,
      happenedOn: new Date(fields.happenedOn),
      contactName: fields.contactName,
      whatsapp: "+213550112233",
      authorId,
      editTokenHash: options.token ? createHash("sha256").update(options.token).digest("hex") : null,
      searchText: "portefeuille",
      publishedAt: new Date(),
    },
    select: { id: true, slug: true },
  });
}

/** A board thread (safe contact) on a fresh ad by `posterId`, opened by `memberId`, with one message from each side. */
export async function freshThread(posterId: string, memberId: string) {
  const ad = await freshAd(posterId);
  const thread = await db.adThread.create({ data: { adId: ad.id, memberId }, select: { id: true } });
  const fromMember = await db.adMessage.create({
    data: { threadId: thread.id, authorId: memberId, body: "Bonjour, je crois que c'est à moi." },
    select: { id: true },
  });
  const fromPoster = await db.adMessage.create({
    data: { threadId: thread.id, authorId: posterId, body: "Pouvez-vous le décrire ?" },
    select: { id: true },
  });
  return { ad, threadId: thread.id, fromMember: fromMember.id, fromPoster: fromPoster.id };
}

/** An item of a school's lost property, posted by `authorId` (the school's staff). */
export async function freshLostItem(schoolId: string, authorId: string) {
  const ad = await freshAd(authorId, { type: "FOUND" });
  return db.ad.update({ where: { id: ad.id }, data: { schoolId }, select: { id: true, slug: true } });
}

/** A pending claim by `claimantId` on a fresh found ad by `finderId`. */
export async function freshClaim(finderId: string, claimantId: string) {
  const ad = await freshAd(finderId, { type: "FOUND" });
  return db.adClaim.create({
    data: { adId: ad.id, claimantId, answer: "Il y a une photo de ma fille dedans." },
    select: { id: true },
  });
}

export const freshComment = async (adId: string, authorId: string) =>
  db.comment.create({ data: { adId, authorId, body: "Je l'ai vu près de la poste." }, select: { id: true } });

/** A user holding exactly the roles of `who`'s demo account (for procedures that change the actor's own account). */
export async function twinOf(who: Exclude<Who, "anonymous">, world: World) {
  const roles = await db.userRole.findMany({
    where: { userId: world.users[who] },
    select: { roleId: true, schoolId: true },
  });
  const suffix = unique();
  const user = await db.user.create({
    data: {
      name: `Jumeau ${who}`,
      email: `jumeau-${suffix}@matrice.dz`,
      slug: `jumeau-${suffix}`,
      passwordHash: (
        await db.user.findUniqueOrThrow({ where: { id: world.users[who] }, select: { passwordHash: true } })
      ).passwordHash,
      roles: { create: roles.map((r) => ({ roleId: r.roleId, schoolId: r.schoolId })) },
    },
    select: { id: true, email: true },
  });
  return user;
}

/** A student account made by the school (so the school manages it), in the scope's school. */
export async function freshStudent(schoolId: string) {
  const admin = await callerAs("SUPER_ADMIN");
  const id = linked(await admin.people.addStudent({ schoolId, name: `Élève ${unique()}` }));
  const row = await db.student.findUniqueOrThrow({ where: { id }, select: { id: true, userId: true } });
  return row;
}

export async function freshClass(world: World, schoolId: string) {
  const s = schoolId === world.A.id ? world.A : world.B;
  return (await callerAs("SUPER_ADMIN")).classes.create({
    schoolId,
    schoolYearId: s.yearId,
    levelId: s.levelId,
    name: `C${unique()}`.slice(0, 20),
  });
}

export async function freshCategory() {
  const suffix = unique();
  return db.category.create({
    data: {
      slug: `cat-${suffix}`,
      nameFr: `Catégorie ${suffix}`,
      nameEn: `Category ${suffix}`,
      nameAr: `فئة ${suffix}`,
      position: 500,
    },
  });
}

export async function resetToken(userId: string) {
  const token = randomBytes(24).toString("base64url");
  await db.passwordResetToken.create({
    data: {
      userId,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  return token;
}

export async function pngForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
  return form;
}

export { adForm, validAd };
export type { RoleKey };

/**
 * People who hold two roles (issue 27): the demo teacher or admin of school A who is also a parent — of Sara in school
 * A, or of school B's pupil. A right comes from the role that grants it, so such a person may do exactly what one of
 * their roles may do on the record at hand: `allow(base) || allow(PARENT)` in every matrix (procedures, HTTP routes), the parent's scopes read from the school
 * where they are a parent. Their second role is given before each row's calls and taken back after.
 */
export interface Combo {
  name: string;
  base: Exclude<Who, "anonymous">;
  /** where the extra parent role is held, and the children it links */
  parentOf: (w: World) => { schoolId: string; studentIds: string[] };
  /** the scope a row's call has for the parent part (the schools and families seen from the second role) */
  parentScope: (scope: Scope, content: boolean) => Scope;
}
const sameScope = (scope: Scope) => scope;
export const COMBOS: Combo[] = [
  {
    name: "TEACHER+PARENT",
    base: "TEACHER",
    parentOf: (w) => ({ schoolId: w.A.id, studentIds: [w.A.studentId] }),
    parentScope: sameScope,
  },
  {
    name: "ADMIN+PARENT",
    base: "ADMIN",
    parentOf: (w) => ({ schoolId: w.A.id, studentIds: [w.A.studentId] }),
    parentScope: sameScope,
  },
  {
    name: "TEACHER(A)+PARENT(B)",
    base: "TEACHER",
    parentOf: (w) => ({ schoolId: w.B.id, studentIds: [w.B.studentId] }),
    // school B and its pupil are the parent's own; school A's families are others' (one's own ads stay one's own)
    parentScope: (scope, content) => (content || scope === "any" ? scope : scope === "other" ? "own" : "other"),
  },
];

export async function withSecondRole<T>(combo: Combo, userId: string, w: World, run: () => Promise<T>): Promise<T> {
  const { schoolId, studentIds } = combo.parentOf(w);
  const role = await db.role.findUniqueOrThrow({ where: { key: "PARENT" }, select: { id: true } });
  const held = await db.userRole.create({ data: { userId, roleId: role.id, schoolId }, select: { id: true } });
  const links = await Promise.all(
    studentIds.map((studentId) =>
      db.parentLink.upsert({
        where: { parentId_studentId: { parentId: userId, studentId } },
        create: { parentId: userId, studentId },
        update: {},
        select: { studentId: true },
      }),
    ),
  );
  try {
    return await run();
  } finally {
    await db.userRole.deleteMany({ where: { id: held.id } });
    await db.parentLink.deleteMany({ where: { parentId: userId, studentId: { in: links.map((l) => l.studentId) } } });
  }
}

export async function freshFee(schoolId: string) {
  const year = await db.schoolYear.findFirstOrThrow({
    where: { schoolId, isCurrent: true },
    select: { id: true, startsOn: true },
  });
  return db.fee.create({
    data: {
      schoolId,
      schoolYearId: year.id,
      kind: "OTHER",
      name: `Frais ${Math.random()}`,
      amount: 100000,
      months: ["2026-11"],
    },
    select: { id: true },
  });
}

/** a payment of a student, recorded directly without naming a payer (so the child's parents see it; its correction is what the matrix tries) */
export async function freshPayment(studentId: string) {
  const student = await db.student.findUniqueOrThrow({ where: { id: studentId }, select: { schoolId: true } });
  const year = await db.schoolYear.findFirstOrThrow({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true },
  });
  const fee = await freshFee(student.schoolId);
  const last = await db.payment.aggregate({
    where: { schoolId: student.schoolId, schoolYearId: year.id },
    _max: { number: true },
  });
  const number = (last._max.number ?? 0) + 1;
  await db.receiptCounter.upsert({
    where: { schoolId_schoolYearId: { schoolId: student.schoolId, schoolYearId: year.id } },
    create: { schoolId: student.schoolId, schoolYearId: year.id, last: number },
    update: { last: number },
  });
  return db.payment.create({
    data: {
      schoolId: student.schoolId,
      schoolYearId: year.id,
      studentId,
      number,
      amount: 100,
      paidOn: new Date("2026-11-24"),
      method: "CASH",
      lines: { create: [{ feeId: fee.id, month: "2026-11", amount: 100 }] },
    },
    select: { id: true },
  });
}

/** A members-only resource with a stored file, published by `publishedById` (the file routes' and procedure's rows). */
export async function freshResourceFile(schoolId: string, publishedById: string) {
  const key = `private/matrice/${unique()}.pdf`;
  await storage.put(key, Buffer.from("%PDF-1.4\n%matrice\n"), "application/pdf");
  return db.resource.create({
    data: {
      schoolId,
      title: "Fiche",
      kind: "EDUCATIONAL",
      audience: "SCHOOL",
      fileKey: key,
      fileName: "fiche.pdf",
      fileType: "application/pdf",
      fileSize: 18,
      publishedById,
    },
    select: { id: true },
  });
}

/** A paper of the documents desk for a pupil: waiting ("REQUESTED"), or issued with the register's next number. */
export async function freshDocument(studentId: string, status: "REQUESTED" | "ISSUED") {
  const student = await db.student.findUniqueOrThrow({
    where: { id: studentId },
    select: { schoolId: true, user: { select: { name: true } } },
  });
  const year = await db.schoolYear.findFirstOrThrow({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true, name: true },
  });
  const issued =
    status === "ISSUED"
      ? {
          number: (
            await db.documentCounter.upsert({
              where: { schoolId_schoolYearId: { schoolId: student.schoolId, schoolYearId: year.id } },
              create: { schoolId: student.schoolId, schoolYearId: year.id, last: 1 },
              update: { last: { increment: 1 } },
              select: { last: true },
            })
          ).last,
          issuedAt: new Date(),
          verifyCode: `MATRIX${unique()}`.slice(0, 20).toUpperCase(),
          content: {
            student: { name: student.user.name, birthDate: null, birthPlace: null, matricule: null },
            className: "4AM1",
            year: year.name,
            headName: null,
          },
        }
      : {};
  return db.schoolDocument.create({
    data: {
      schoolId: student.schoolId,
      schoolYearId: year.id,
      studentId,
      kind: "SCHOOL_CERTIFICATE",
      status,
      purpose: "Dossier de bourse",
      ...issued,
    },
    select: { id: true },
  });
}

/** A family's transfer proof waiting for the school (a fresh fee's month of 1,000 DA, 1 DA of it), its PDF stored. */
export async function freshProof(studentId: string) {
  const student = await db.student.findUniqueOrThrow({ where: { id: studentId }, select: { schoolId: true } });
  const year = await db.schoolYear.findFirstOrThrow({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true },
  });
  const fee = await freshFee(student.schoolId);
  const fileKey = `private/proofs/matrix-${unique()}.pdf`;
  await storage.put(fileKey, Buffer.from("%PDF-1.4\n"), "application/pdf");
  return db.paymentProof.create({
    data: {
      schoolId: student.schoolId,
      schoolYearId: year.id,
      studentId,
      months: [{ feeId: fee.id, month: "2026-11" }],
      amount: 100,
      paidOn: new Date("2026-11-24"),
      fileKey,
      fileName: "preuve.pdf",
      fileType: "application/pdf",
    },
    select: { id: true },
  });
}

/** The multipart form a parent's proof is sent with: a fresh fee's month, 1 DA, a PDF. */
export async function proofForm(studentId: string) {
  const student = await db.student.findUniqueOrThrow({ where: { id: studentId }, select: { schoolId: true } });
  const fee = await freshFee(student.schoolId);
  const form = new FormData();
  form.set(
    "fields",
    JSON.stringify({
      studentId,
      months: [{ feeId: fee.id, month: "2026-11" }],
      amount: 100,
      paidOn: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
      reference: "CCP 0012345",
    }),
  );
  form.set(
    "file",
    new File([new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"))], "recu.pdf", { type: "application/pdf" }),
  );
  return form;
}

/**
 * The principals of issue 47: who a person is *to the scope's child or class* (school A's Sara and her class), each
 * against every procedure and HTTP route. The demo parent is put, for each row's calls, under a custody decision
 * ('read-only'; 'no access' — still a parent of the school through another child) or has his child moved to another
 * class; a trusted adult holds Sara's timetable and no role; two teachers of school A teach another class, or nothing.
 * What each may do is derived from the row's rule for the role they hold (`expectFor` in the matrix), the exceptions
 * declared on the row with their reason.
 */
export const RELATIONS = [
  "PARENT_READ_ONLY",
  "PARENT_NO_ACCESS",
  "PARENT_CHILD_MOVED",
  "DELEGATE",
  "TEACHER_OTHER_CLASS",
  "TEACHER_NO_CLASS",
] as const;
export type Relation = (typeof RELATIONS)[number];
/** the role whose rule a relationship starts from */
export const RELATION_BASE: Record<Relation, Exclude<Who, "anonymous">> = {
  PARENT_READ_ONLY: "PARENT",
  PARENT_NO_ACCESS: "PARENT",
  PARENT_CHILD_MOVED: "PARENT",
  DELEGATE: "MEMBER",
  TEACHER_OTHER_CLASS: "TEACHER",
  TEACHER_NO_CLASS: "TEACHER",
};

export interface RelationWorld {
  /** the acting user of each relationship */
  users: Record<Relation, string>;
  delegateId: string;
  /** the class Sara is moved to for PARENT_CHILD_MOVED, and the one the other teacher teaches */
  otherClassId: string;
  /** the demo parent's other child while he is barred from Sara */
  youngerChildId: string;
}

export async function buildRelations(w: World): Promise<RelationWorld> {
  const teacherRole = await db.role.findUniqueOrThrow({ where: { key: "TEACHER" }, select: { id: true } });
  // everyone with an account is a member of the board as well (sign-up gives it), as the demo's people are
  const memberRole = await db.role.findUniqueOrThrow({ where: { key: "MEMBER" }, select: { id: true } });
  const otherClass = await db.schoolClass.findFirstOrThrow({
    where: { schoolId: w.A.id, schoolYearId: w.A.yearId, id: { not: w.A.classId } },
    orderBy: { name: "asc" },
    select: { id: true },
  });
  const teacher = async (name: string) =>
    (
      await db.user.create({
        data: {
          name,
          slug: `${name.toLowerCase().replace(/\W+/g, "-")}-${unique()}`,
          email: `${unique()}@enseignant.matrice.dz`,
          roles: { create: [{ roleId: teacherRole.id, schoolId: w.A.id }, { roleId: memberRole.id }] },
        },
        select: { id: true },
      })
    ).id;
  const otherTeacher = await teacher("Enseignant Autre Classe");
  const idleTeacher = await teacher("Enseignant Sans Classe");
  const subject = await db.subject.findFirstOrThrow({
    where: { schoolId: w.A.id, classes: { none: { classId: otherClass.id } } },
    select: { id: true },
  });
  await db.classSubject.create({ data: { classId: otherClass.id, subjectId: subject.id, teacherId: otherTeacher } });
  const delegateUser = (
    await db.user.create({
      data: {
        name: "Tante Matrice",
        slug: `tante-${unique()}`,
        email: `tante-${unique()}@matrice.dz`,
        roles: { create: { roleId: memberRole.id } },
      },
      select: { id: true },
    })
  ).id;
  // the barred parent's other child, in another class (a parent under 'no access' for one child stays a parent of the school)
  const youngerUser = await db.user.create({
    data: { name: "Cadet Matrice", slug: `cadet-${unique()}` },
    select: { id: true },
  });
  const younger = await db.student.create({
    data: { userId: youngerUser.id, schoolId: w.A.id, enrollments: { create: { classId: otherClass.id } } },
    select: { id: true },
  });
  const delegate = await db.delegate.create({
    data: {
      studentId: w.A.studentId,
      grantedById: w.users.ADMIN,
      name: "Tante Matrice",
      relation: "AUNT",
      pickup: true,
      timetable: true,
      userId: delegateUser,
    },
    select: { id: true },
  });
  return {
    users: {
      PARENT_READ_ONLY: w.users.PARENT,
      PARENT_NO_ACCESS: w.users.PARENT,
      PARENT_CHILD_MOVED: w.users.PARENT,
      DELEGATE: delegateUser,
      TEACHER_OTHER_CLASS: otherTeacher,
      TEACHER_NO_CLASS: idleTeacher,
    },
    delegateId: delegate.id,
    otherClassId: otherClass.id,
    youngerChildId: younger.id,
  };
}

/** Puts the demo parent in the relationship for the duration of `run` (the row's calls), then as he was. */
export async function inRelation<T>(relation: Relation, w: World, r: RelationWorld, run: () => Promise<T>): Promise<T> {
  const key = { parentId_studentId: { parentId: w.users.PARENT, studentId: w.A.studentId } };
  if (relation === "PARENT_READ_ONLY") {
    await db.parentLink.update({ where: key, data: { readOnly: true } });
    try {
      return await run();
    } finally {
      await db.parentLink.update({ where: key, data: { readOnly: false } });
    }
  }
  if (relation === "PARENT_NO_ACCESS") {
    // the school's own decision, through its procedure (what it removes is part of what is tested), lifted after
    const admin = await callerForUser(w.users.ADMIN);
    const decide = (access: "NONE" | "FULL") =>
      admin.family.setCustody({ studentId: w.A.studentId, parentId: w.users.PARENT, access, noPickup: false });
    await db.parentLink.create({ data: { parentId: w.users.PARENT, studentId: r.youngerChildId } });
    await decide("NONE");
    try {
      return await run();
    } finally {
      await decide("FULL");
      await db.parentLink.delete({
        where: { parentId_studentId: { parentId: w.users.PARENT, studentId: r.youngerChildId } },
      });
    }
  }
  if (relation === "PARENT_CHILD_MOVED") {
    await db.classEnrollment.delete({
      where: { classId_studentId: { classId: w.A.classId, studentId: w.A.studentId } },
    });
    await db.classEnrollment.create({ data: { classId: r.otherClassId, studentId: w.A.studentId } });
    try {
      return await run();
    } finally {
      await db.classEnrollment.delete({
        where: { classId_studentId: { classId: r.otherClassId, studentId: w.A.studentId } },
      });
      await db.classEnrollment.create({ data: { classId: w.A.classId, studentId: w.A.studentId } });
    }
  }
  return run();
}

/**
 * What a relationship may do, derived from the rule of the role it holds (RELATION_BASE): on a row about a child
 * (scopes own / sibling / other), "own" is Sara, the demo parent's child, in the demo teacher's class.
 * - a parent under 'read-only' reads what a parent reads and does nothing for the child (`acts`: the row changes something);
 * - a parent under 'no access' is, to Sara, a parent of another family (still a parent of the school);
 * - a parent whose child moved class keeps the child (rows about the class itself say otherwise);
 * - a trusted adult holds no role (a member), Sara's timetable aside (rows say so);
 * - a teacher of another class, or of none, reads and does nothing of Sara or her classmates; elsewhere they are a
 *   teacher of the school (rows about Sara's class or subject say otherwise).
 */
export function relationExpects(
  relation: Relation,
  allow: (who: Who, scope: Scope) => boolean,
  row: { aboutChild: boolean; acts: boolean },
  scope: Scope,
): boolean {
  const base = RELATION_BASE[relation];
  const aboutChild = row.aboutChild && scope !== "other";
  switch (relation) {
    case "PARENT_READ_ONLY":
      return aboutChild && scope === "own" && row.acts ? false : allow(base, scope);
    case "PARENT_NO_ACCESS":
      return allow(base, aboutChild && scope === "own" ? "sibling" : scope);
    case "TEACHER_OTHER_CLASS":
    case "TEACHER_NO_CLASS":
      return aboutChild ? false : allow(base, scope);
    default:
      return allow(base, scope);
  }
}
