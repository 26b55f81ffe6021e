import type { ImportRow } from "~/lib/student-import";
import type { createCaller } from "~/modules/root";
import type { Db } from "~/platform/db";
import { actorCaller } from "./caller";
import { seedDemoEvents } from "./events";
import { seedDemoGrades } from "./grades";
import { seedDemoTimetables } from "./timetable";

type Caller = ReturnType<typeof createCaller>;

/**
 * The demo school's year, through the procedures its admin would use: the 2026-2027 year, middle-school and
 * secondary subjects with their Algerian coefficients, teachers, ten classes and their students with parents
 * (imported like a spreadsheet). Idempotent: a school that already has its year is left alone.
 */
export const DEMO_YEAR = { name: "2026-2027", startsOn: "2026-09-21", endsOn: "2027-06-30" };

/** Middle-school coefficients (BEM) as the subject's own; secondary overrides per level below. */
const SUBJECTS: {
  nameFr: string;
  nameEn: string;
  nameAr: string;
  coefficient: number;
  as?: [number, number, number];
}[] = [
  { nameFr: "Langue arabe", nameEn: "Arabic", nameAr: "اللغة العربية", coefficient: 5, as: [3, 3, 3] },
  { nameFr: "Mathématiques", nameEn: "Mathematics", nameAr: "الرياضيات", coefficient: 4, as: [5, 5, 5] },
  { nameFr: "Langue française", nameEn: "French", nameAr: "اللغة الفرنسية", coefficient: 3, as: [2, 2, 2] },
  { nameFr: "Langue anglaise", nameEn: "English", nameAr: "اللغة الإنجليزية", coefficient: 2, as: [2, 2, 2] },
  {
    nameFr: "Éducation islamique",
    nameEn: "Islamic education",
    nameAr: "التربية الإسلامية",
    coefficient: 2,
    as: [2, 2, 2],
  },
  { nameFr: "Éducation civique", nameEn: "Civic education", nameAr: "التربية المدنية", coefficient: 1 },
  {
    nameFr: "Histoire et géographie",
    nameEn: "History and geography",
    nameAr: "التاريخ والجغرافيا",
    coefficient: 3,
    as: [2, 2, 2],
  },
  {
    nameFr: "Sciences de la nature et de la vie",
    nameEn: "Natural and life sciences",
    nameAr: "علوم الطبيعة والحياة",
    coefficient: 2,
    as: [4, 6, 6],
  },
  {
    nameFr: "Sciences physiques et technologie",
    nameEn: "Physics and technology",
    nameAr: "العلوم الفيزيائية والتكنولوجيا",
    coefficient: 2,
    as: [4, 5, 5],
  },
  { nameFr: "Tamazight", nameEn: "Tamazight", nameAr: "الأمازيغية", coefficient: 2, as: [2, 2, 2] },
  { nameFr: "Informatique", nameEn: "Computer science", nameAr: "الإعلام الآلي", coefficient: 1, as: [2, 2, 2] },
  { nameFr: "Éducation artistique", nameEn: "Art education", nameAr: "التربية التشكيلية", coefficient: 1 },
  { nameFr: "Éducation musicale", nameEn: "Music education", nameAr: "التربية الموسيقية", coefficient: 1 },
  {
    nameFr: "Éducation physique et sportive",
    nameEn: "Physical education",
    nameAr: "التربية البدنية والرياضية",
    coefficient: 1,
    as: [1, 1, 1],
  },
];

const CLASSES: { name: string; cycle: "MIDDLE" | "SECONDARY"; grade: number }[] = [
  ...[1, 2, 3, 4].flatMap((grade) => [1, 2].map((n) => ({ name: `${grade}AM${n}`, cycle: "MIDDLE" as const, grade }))),
  { name: "1AS1", cycle: "SECONDARY", grade: 1 },
  { name: "2AS1", cycle: "SECONDARY", grade: 2 },
];

const TEACHERS = [
  { name: "Taous Enseignante", email: "teacher@wasla.dz", subjects: ["Mathématiques"] },
  { name: "Rachid Belkacem", email: "r.belkacem@ecole-wasla.dz", subjects: ["Langue arabe", "Éducation islamique"] },
  { name: "Nadia Haddad", email: "n.haddad@ecole-wasla.dz", subjects: ["Langue française"] },
  { name: "Yacine Meziane", email: "y.meziane@ecole-wasla.dz", subjects: ["Langue anglaise", "Informatique"] },
  {
    name: "Souad Ait Ali",
    email: "s.aitali@ecole-wasla.dz",
    subjects: ["Histoire et géographie", "Éducation civique"],
  },
  { name: "Kamel Boudiaf", email: "k.boudiaf@ecole-wasla.dz", subjects: ["Sciences de la nature et de la vie"] },
  { name: "Lynda Cherif", email: "l.cherif@ecole-wasla.dz", subjects: ["Sciences physiques et technologie"] },
  {
    name: "Mehdi Amrani",
    email: "m.amrani@ecole-wasla.dz",
    subjects: ["Tamazight", "Éducation artistique", "Éducation musicale", "Éducation physique et sportive"],
  },
];

const FIRST_BOYS = [
  "Amine",
  "Yacine",
  "Mohamed",
  "Rayan",
  "Adam",
  "Ilyes",
  "Anis",
  "Walid",
  "Sofiane",
  "Nassim",
  "Riad",
  "Karim",
  "Samy",
  "Youcef",
  "Islam",
  "Abdelkader",
  "Bilal",
  "Hamza",
  "Zakaria",
  "Mehdi",
];
const FIRST_GIRLS = [
  "Sara",
  "Lina",
  "Yasmine",
  "Amira",
  "Meriem",
  "Nour",
  "Ines",
  "Aya",
  "Rania",
  "Lydia",
  "Imene",
  "Chaima",
  "Manel",
  "Sarah",
  "Maya",
  "Dounia",
  "Hiba",
  "Asma",
  "Wissem",
  "Kenza",
];
const LAST = [
  "Benali",
  "Boukhari",
  "Mansouri",
  "Belaid",
  "Hamidi",
  "Cherifi",
  "Brahimi",
  "Saidi",
  "Khelifi",
  "Rahmani",
  "Ziani",
  "Djebbar",
  "Bouzid",
  "Toumi",
  "Mokrani",
  "Larbi",
  "Ouali",
  "Kaci",
  "Bensalem",
  "Ferhat",
  "Guerroudj",
  "Hadjadj",
  "Lounis",
  "Maamar",
  "Nait",
  "Rezig",
  "Slimani",
  "Tebboune",
  "Yahiaoui",
  "Zerrouki",
];
const MOTHERS = ["Fatima", "Khadidja", "Nassima", "Samia", "Houria", "Malika", "Leila", "Farida", "Zohra", "Naima"];
const PLACES = ["Alger", "Blida", "Boumerdès", "Tipaza", "Tizi Ouzou", "Médéa", "Bouira", "Oran", "Sétif", "Béjaïa"];

/** A deterministic generator, so every demo installation has the same people. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function demoStudentRows(
  classes: { name: string; grade: number; cycle: "MIDDLE" | "SECONDARY" }[],
  perClass: number,
): ImportRow[] {
  const next = random(2026);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const rows: ImportRow[] = [];
  let serial = 0;
  for (const cls of classes) {
    const birthYear = 2026 - (cls.cycle === "MIDDLE" ? 11 : 15) - cls.grade;
    for (let i = 0; i < perClass; i++) {
      serial += 1;
      const last = pick(LAST);
      const first = next() < 0.5 ? pick(FIRST_BOYS) : pick(FIRST_GIRLS);
      const father = pick(FIRST_BOYS);
      const month = String(1 + Math.floor(next() * 12)).padStart(2, "0");
      const day = String(1 + Math.floor(next() * 28)).padStart(2, "0");
      const row: ImportRow = {
        name: `${first} ${last}`,
        birthDate: `${birthYear}-${month}-${day}`,
        birthPlace: pick(PLACES),
        registrationNumber: `2026${String(serial).padStart(4, "0")}`,
        className: cls.name,
        parent1Name: `${father} ${last}`,
        // 0550 00 00 01, 0550 00 00 02, … one line per family
        parent1Phone: `0550${String(serial).padStart(6, "0")}`,
      };
      if (next() < 0.35) {
        row.parent2Name = `${pick(MOTHERS)} ${last}`;
        row.parent2Email = `parent2.${serial}@famille.wasla.dz`;
      }
      rows.push(row);
    }
  }
  return rows;
}

export async function seedDemoSchool(
  db: Db,
  admin: Caller,
  schoolId: string,
  options: { studentsPerClass: number; log: (line: string) => void },
) {
  if (await db.schoolYear.findFirst({ where: { schoolId, name: DEMO_YEAR.name } })) return;
  await admin.schoolYears.create({ schoolId, ...DEMO_YEAR, isCurrent: true });
  const year = await db.schoolYear.findFirstOrThrow({
    where: { schoolId, name: DEMO_YEAR.name },
    select: { id: true },
  });

  const levels = await admin.levels.list({ schoolId });
  const levelOf = (cycle: string, grade: number) => levels.find((l) => l.cycle === cycle && l.grade === grade)!;

  const subjectIds = new Map<string, string>();
  for (const subject of SUBJECTS) {
    const { id } = await admin.subjects.create({
      schoolId,
      nameFr: subject.nameFr,
      nameEn: subject.nameEn,
      nameAr: subject.nameAr,
      coefficient: subject.coefficient,
    });
    subjectIds.set(subject.nameFr, id);
    for (const [i, coefficient] of (subject.as ?? []).entries()) {
      await admin.levels.setCoefficient({ levelId: levelOf("SECONDARY", i + 1).id, subjectId: id, coefficient });
    }
  }
  // philosophy is taught from the second year of secondary school
  const philosophy = await admin.subjects.create({
    schoolId,
    nameFr: "Philosophie",
    nameEn: "Philosophy",
    nameAr: "الفلسفة",
    coefficient: 2,
  });

  const teacherOf = new Map<string, string>();
  for (const teacher of TEACHERS) {
    // the demo teacher account already holds the role
    const existing = await db.user.findFirst({
      where: { email: teacher.email, roles: { some: { schoolId, role: { key: "TEACHER" } } } },
      select: { id: true },
    });
    const id =
      existing?.id ?? (await admin.people.addTeacher({ schoolId, name: teacher.name, email: teacher.email })).id;
    if (!id) throw new Error(`${teacher.email} was invited, not linked`);
    for (const subject of teacher.subjects) teacherOf.set(subject, id);
  }

  for (const cls of CLASSES) {
    const { id: classId } = await admin.classes.create({
      schoolId,
      schoolYearId: year.id,
      levelId: levelOf(cls.cycle, cls.grade).id,
      name: cls.name,
    });
    const subjects = SUBJECTS.filter((s) => cls.cycle === "MIDDLE" || s.as);
    for (const subject of subjects) {
      await admin.classes.addSubject({
        classId,
        subjectId: subjectIds.get(subject.nameFr)!,
        teacherId: teacherOf.get(subject.nameFr) ?? null,
      });
    }
    if (cls.cycle === "SECONDARY" && cls.grade >= 2)
      await admin.classes.addSubject({ classId, subjectId: philosophy.id, teacherId: null });
  }

  const rows = demoStudentRows(CLASSES, options.studentsPerClass);
  await admin.people.import({ schoolId, rows });
  options.log(`imported ${rows.length} students with their parents`);

  // the demo student and parent accounts (accounts of their own, with the demo password): the school invites them
  // and they accept, as real people would — Sara in 4AM1, Karim her parent
  const fourAm1 = await db.schoolClass.findFirstOrThrow({
    where: { schoolYearId: year.id, name: "4AM1" },
    select: { id: true },
  });
  await admin.people.addStudent({
    schoolId,
    classId: fourAm1.id,
    name: "Sara Élève",
    email: "student@wasla.dz",
    birthDate: "2012-03-14",
    birthPlace: "Alger",
    registrationNumber: "20269999",
  });
  await acceptInvitations(db, "student@wasla.dz");
  const sara = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true },
  });
  await admin.people.linkParent({ studentId: sara.id, name: "Karim Parent", email: "parent@wasla.dz" });
  await acceptInvitations(db, "parent@wasla.dz");
  // data protection (issue 34): the school's officer, and the demo parent's answers at his first sign-in
  await admin.privacy.updateSettings({
    schoolId,
    dpoName: "Samia Benali",
    dpoEmail: "dpo@ecole-demo.wasla.dz",
    keepSchoolWorkYears: 5,
  });
  const karim = await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" }, select: { id: true } });
  await (
    await actorCaller(db, karim.id)
  ).privacy.saveConsents({ schoolId, answers: { photos: true, detailedMessages: true, sms: true } });

  await seedDemoTimetables(db, admin, schoolId, options.log);
  await seedDemoGrades(db, admin, schoolId, options.log);
  await seedDemoEvents(db, admin, schoolId, options.log);
}

async function acceptInvitations(db: Db, email: string) {
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const caller = await actorCaller(db, user.id);
  for (const invitation of await caller.invitations.mine())
    await caller.invitations.respond({ id: invitation.id, accept: true });
}
