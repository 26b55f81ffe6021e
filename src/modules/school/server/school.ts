import type { Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { Locale } from "~/i18n/config";
import type { ZCreateSchoolInput } from "~/modules/school/schemas/school";
import type { ZSchoolSettingsInput } from "~/modules/school/schemas/school-settings";
import { can, isSuperAdmin, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { withFreshSlug } from "~/platform/db/unique-slug";
import { fieldError, forbidden, notFound } from "~/platform/errors";
import { grantRole } from "~/modules/users";
import { seedAlgerianLevels } from "./levels";
import { resolvePerson } from "./person-account";
import { requireSchool } from "./scope";
import { schoolPageChanged } from "~/modules/school/server/public-page";

/** Platform-wide school management (super admin): `school.create` held platform-wide. */
const managesAllSchools = (actor: Actor) => actor.global.has("school.create");

/** Creates a school with the Algerian levels, and its first admin when one is named. */
export async function createSchool(db: Db, actor: Actor, input: z.output<typeof ZCreateSchoolInput>) {
  if (!managesAllSchools(actor)) throw forbidden();
  if (input.wilayaCode && !(await db.wilaya.findUnique({ where: { code: input.wilayaCode } }))) {
    throw fieldError("wilayaCode", "validation.checkInput");
  }
  // the seed picks slugs; one already taken is a field error, not a unique violation
  if (input.slug && (await db.school.findUnique({ where: { slug: input.slug }, select: { id: true } }))) {
    throw fieldError("slug", "validation.checkInput");
  }
  return db.$transaction(
    async (tx) => {
      const write = (slug: string) =>
        tx.school.create({
          data: { name: input.name, slug, wilayaCode: input.wilayaCode ?? null },
          select: { id: true, slug: true },
        });
      // a slug chosen by the caller (the seed) is kept as given
      const school = input.slug ? await write(input.slug) : await withFreshSlug(tx, input.name, "ecole", write);
      await seedAlgerianLevels(tx, school.id);
      if (input.adminName) {
        // platform staff name a school's admins directly (a person they know), unlike a school naming its members
        const { user: admin } = await resolvePerson(
          tx,
          school.id,
          { name: input.adminName, email: input.adminEmail, phone: input.adminPhone },
          { email: "adminEmail", phone: "adminPhone" },
        );
        await grantRole(tx, { userId: admin.id, role: "ADMIN", schoolId: school.id });
      }
      return school;
      // the levels, subjects and the admin's password hash: past Prisma's 5 s default on a busy machine (CI saw 6.8 s)
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}

/**
 * Names one more admin of a school: the super admin only. This acts inside a school, so a platform-wide
 * `school.create` (the developer's) is not enough — it would let its holder name itself admin of any school.
 */
export async function addSchoolAdmin(
  db: Db,
  actor: Actor,
  input: { schoolId: string; name: string; email?: string; phone?: string },
) {
  if (!can(actor, "school.create", input.schoolId)) throw forbidden();
  await requireSchool(db, input.schoolId);
  return db.$transaction(async (tx) => {
    const { user: admin } = await resolvePerson(tx, input.schoolId, input);
    await grantRole(tx, { userId: admin.id, role: "ADMIN", schoolId: input.schoolId });
    return { id: admin.id };
  });
}

export async function listSchools(db: Db, actor: Actor, input: { search?: string; page: number }) {
  if (!managesAllSchools(actor)) throw forbidden();
  const where = input.search ? { name: { contains: input.search, mode: "insensitive" as const } } : {};
  const [total, rows] = await Promise.all([
    db.school.count({ where }),
    db.school.findMany({
      where,
      orderBy: { name: "asc" },
      skip: (input.page - 1) * 25,
      take: 25,
      select: {
        id: true,
        name: true,
        slug: true,
        wilaya: { select: { nameFr: true, nameAr: true } },
        _count: { select: { students: true, classes: true } },
        members: { where: { role: { key: "ADMIN" } }, select: { user: { select: { id: true, name: true } } } },
      },
    }),
  ]);
  return {
    total,
    rows: rows.map(({ members, _count, ...school }) => ({
      ...school,
      students: _count.students,
      classes: _count.classes,
      admins: members.map((m) => m.user),
    })),
  };
}

export async function getSchoolBySlug(db: Db, slug: string) {
  const school = await db.school.findUnique({ where: { slug }, select: { id: true, name: true, slug: true } });
  if (!school) throw notFound();
  return school;
}

const PUBLIC_FIELDS = {
  id: true,
  name: true,
  slug: true,
  street: true,
  phone: true,
  email: true,
  facebook: true,
  instagram: true,
  youtube: true,
  tiktok: true,
  x: true,
  linkedin: true,
  telegram: true,
  socialEmail: true,
  androidUrl: true,
  iosUrl: true,
  videoUrl: true,
  wilaya: { select: { code: true, nameFr: true, nameAr: true } },
  commune: { select: { code: true, nameFr: true, nameAr: true } },
} as const;

/** The public page /school/{slug}: what a school chooses to publish (address, contacts, links, video). */
export async function getPublicSchool(db: Db, slug: string) {
  const school = await db.school.findUnique({ where: { slug }, select: PUBLIC_FIELDS });
  if (!school) throw notFound();
  return school;
}

export async function getSchoolSettings(db: Db, { schoolId }: Scoped<"school">) {
  const school = await db.school.findUnique({
    where: { id: schoolId },
    select: {
      ...PUBLIC_FIELDS,
      wilayaCode: true,
      communeCode: true,
      termType: true,
      maintenance: true,
      holidayMode: true,
      reportHeaderFr: true,
      reportHeaderEn: true,
      reportHeaderAr: true,
      headName: true,
      schoolDays: true,
      showRank: true,
      distinctionBounds: true,
      termWeights: true,
    },
  });
  if (!school) throw notFound();
  return { ...school, defaultHeaders: defaultReportHeaders(school.wilaya) };
}

export async function updateSchoolSettings(
  db: Db,
  _school: Scoped<"school">,
  input: z.output<typeof ZSchoolSettingsInput>,
) {
  // a field sent blank is cleared (null); a field not sent stays as it is (undefined, which Prisma leaves alone)
  const { schoolId, ...fields } = input;
  const stored = await db.school.findUniqueOrThrow({
    where: { id: schoolId },
    select: { wilayaCode: true, communeCode: true, slug: true },
  });
  const wilayaCode = fields.wilayaCode === undefined ? stored.wilayaCode : fields.wilayaCode;
  const communeCode = fields.communeCode === undefined ? stored.communeCode : fields.communeCode;
  if (communeCode && (fields.communeCode !== undefined || fields.wilayaCode !== undefined)) {
    const commune = await db.commune.findUnique({ where: { code: communeCode }, select: { wilayaCode: true } });
    if (!commune || commune.wilayaCode !== wilayaCode) throw fieldError("communeCode", "validation.checkInput");
  } else if (fields.wilayaCode && !(await db.wilaya.findUnique({ where: { code: fields.wilayaCode } }))) {
    throw fieldError("wilayaCode", "validation.checkInput");
  }
  await db.school.update({ where: { id: schoolId }, data: fields });
  // its public page, at its former address too when the address changed
  await schoolPageChanged(db, schoolId, stored.slug);
  return { ok: true as const };
}

/** Maintenance and holiday switches; the school settings screen calls this. */
export async function setSchoolFlags(
  db: Db,
  { schoolId }: Scoped<"school">,
  input: { maintenance?: boolean; holidayMode?: boolean },
) {
  return db.school.update({
    where: { id: schoolId },
    data: { maintenance: input.maintenance, holidayMode: input.holidayMode },
    select: { id: true, maintenance: true, holidayMode: true },
  });
}

/** The notices the shell shows to this actor: its schools under maintenance or on holiday. */
export async function schoolNotices(db: Db, actor: Actor | null) {
  if (!actor || actor.schoolIds.length === 0) return [];
  return db.school.findMany({
    where: { id: { in: actor.schoolIds }, OR: [{ maintenance: true }, { holidayMode: true }] },
    select: { id: true, name: true, maintenance: true, holidayMode: true },
  });
}

/**
 * The Algerian ministry header printed on report cards, per language, for a school in `wilaya` (a school may
 * replace it in its settings). Without a wilaya the directorate's line is left out rather than printed with a gap
 * ("…"): the staff are told before generating, and the settings ask for the wilaya.
 */
export function defaultReportHeaders(wilaya: { nameFr: string; nameAr: string } | null): Record<Locale, string> {
  const lines = (republic: string, ministry: string, directorate: string | null) =>
    [republic, ministry, ...(directorate ? [directorate] : [])].join("\n");
  return {
    fr: lines(
      "République Algérienne Démocratique et Populaire",
      "Ministère de l'Éducation Nationale",
      wilaya && `Direction de l'éducation de la wilaya de ${wilaya.nameFr}`,
    ),
    en: lines(
      "People's Democratic Republic of Algeria",
      "Ministry of National Education",
      wilaya && `Directorate of Education of the Wilaya of ${wilaya.nameFr}`,
    ),
    ar: lines(
      "الجمهورية الجزائرية الديمقراطية الشعبية",
      "وزارة التربية الوطنية",
      wilaya && `مديرية التربية لولاية ${wilaya.nameAr}`,
    ),
  };
}

/** Schools the actor can open in the school screens, for the school picker. */
export async function schoolsOf(db: Db, actor: Actor) {
  const where = isSuperAdmin(actor) ? {} : { id: { in: actor.schoolIds } };
  return db.school.findMany({
    where,
    orderBy: { name: "asc" },
    select: { id: true, name: true, slug: true },
    take: 200,
  });
}
