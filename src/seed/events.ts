import type { createCaller } from "~/modules/root";
import type { Db } from "~/platform/db";

type Caller = ReturnType<typeof createCaller>;

/** Two demo events, written through the procedure like a school would: a public one, and one for Sara's class. */
export async function seedDemoEvents(db: Db, admin: Caller, schoolId: string, log: (line: string) => void) {
  if (await db.schoolEvent.count({ where: { schoolId } })) return;
  const fourAm1 = await db.schoolClass.findFirstOrThrow({
    where: { schoolId, name: "4AM1", schoolYear: { isCurrent: true } },
    select: { id: true },
  });
  const save = (fields: Record<string, unknown>) => {
    const form = new FormData();
    form.set("fields", JSON.stringify({ schoolId, ...fields }));
    return admin.events.save(form);
  };
  await save({
    title: "Journée portes ouvertes",
    description: "Visite des classes, rencontre avec les enseignants et présentation des activités de l'année.",
    place: "École Wasla Démo",
    allDay: true,
    startDate: "2026-12-12",
    audience: "SCHOOL",
    isPublic: true,
  });
  await save({
    title: "Sortie au Musée du Bardo",
    description: "Sortie pédagogique de la classe 4AM1. Autorisation parentale à rendre avant le 10 décembre.",
    place: "Musée national du Bardo, Alger",
    startDate: "2026-12-17",
    startTime: "09:00",
    endTime: "12:30",
    audience: "CLASS",
    classId: fourAm1.id,
  });
  log("created 2 demo events");
}
