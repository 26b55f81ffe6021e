import type { createCaller } from "~/modules/root";
import type { Db } from "~/platform/db";

type Caller = ReturnType<typeof createCaller>;

/**
 * The demo school's first resources, through the procedure the form uses: the ministry's site for the school
 * calendar (on the school's public page), and a link for the 4AM1 families. Links only: the demo stores no file.
 */
export async function seedDemoResources(db: Db, admin: Caller, schoolId: string, log: (line: string) => void) {
  if (await db.resource.count({ where: { schoolId } })) return;
  const cls = await db.schoolClass.findFirst({
    where: { schoolId, name: "4AM1", schoolYear: { isCurrent: true } },
    select: { id: true },
  });
  const create = (fields: Record<string, unknown>) => {
    const form = new FormData();
    form.set("fields", JSON.stringify({ schoolId, source: "link", ...fields }));
    return admin.resources.create(form);
  };
  await create({
    title: "Calendrier scolaire et vacances 2026-2027",
    description: "Le calendrier officiel du ministère de l'Éducation nationale.",
    kind: "ADMINISTRATIVE",
    audience: "SCHOOL",
    onMainPage: true,
    url: "https://www.education.gov.dz/",
  });
  if (cls) {
    await create({
      title: "Révisions de mathématiques – 4AM",
      description: "Exercices corrigés pour préparer le premier devoir.",
      kind: "EDUCATIONAL",
      audience: "CLASS",
      classId: cls.id,
      url: "https://www.onefd.edu.dz/",
    });
  }
  log("created 2 resources");
}
