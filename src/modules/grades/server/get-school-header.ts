import type { Db } from "~/platform/db";
import { defaultReportHeaders } from "~/modules/school";

/** The school as a printed paper heads it: its name, place and header lines (its own, or the ministry header for its wilaya). */
export async function schoolHeader(db: Db, schoolId: string) {
  const school = await db.school.findUniqueOrThrow({
    where: { id: schoolId },
    select: {
      name: true,
      termType: true,
      reportHeaderFr: true,
      reportHeaderEn: true,
      reportHeaderAr: true,
      wilaya: { select: { nameFr: true, nameAr: true } },
      commune: { select: { nameFr: true, nameAr: true } },
    },
  });
  const defaults = defaultReportHeaders(school.wilaya);
  return {
    name: school.name,
    termType: school.termType,
    commune: school.commune,
    wilaya: school.wilaya,
    headers: {
      fr: school.reportHeaderFr ?? defaults.fr,
      en: school.reportHeaderEn ?? defaults.en,
      ar: school.reportHeaderAr ?? defaults.ar,
    },
  };
}

export type SchoolHeader = Awaited<ReturnType<typeof schoolHeader>>;
