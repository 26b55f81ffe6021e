import { Container } from "@mantine/core";
import { forbidden, notFound, redirect } from "next/navigation";
import { ClassScreen } from "~/features/school/class-screen";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { getActor } from "~/server/auth/session";
import { db } from "~/server/db";
import { AppError } from "~/server/errors";
import { getClassBySlug } from "~/server/services/school/classes";
import { listTeachers } from "~/server/services/school/people";
import { listSubjects } from "~/server/services/school/subjects";

type Params = Promise<{ locale: string; slug: string }>;

async function load(params: Params) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const actor = await getActor();
  if (!actor) redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, `/class/${slug}`))}`);
  try {
    return { locale, actor, data: await getClassBySlug(db, actor, slug) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    if (error instanceof AppError && error.code === "FORBIDDEN") forbidden();
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, data } = await load(params);
  return { title: `${data.name} | ${pageTitle(locale)}` };
}

/**
 * /class/{slug}: students, subjects and teachers of one class (its school's staff, its students, their parents).
 * Rendered on the server with the class, and for its admins the school's teachers and subjects; no react-query.
 */
export default async function ClassPage({ params }: { params: Params }) {
  const { actor, data } = await load(params);
  const [teachers, subjects] = data.canManage
    ? await Promise.all([listTeachers(db, actor, { schoolId: data.schoolId, page: 1, sort: "name" }), listSubjects(db, actor, data.schoolId)])
    : [{ rows: [] }, []];
  return (
    <Container size="lg" py="xl">
      <ClassScreen cls={data} teachers={teachers.rows.map((r) => ({ value: r.id, label: r.name }))} subjects={subjects.map((s) => ({ id: s.id, nameFr: s.nameFr, nameEn: s.nameEn, nameAr: s.nameAr }))} />
    </Container>
  );
}
