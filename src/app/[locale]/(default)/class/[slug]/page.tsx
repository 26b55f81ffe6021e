import { Container } from "@mantine/core";
import { redirect } from "next/navigation";
import { ClassScreen } from "~/modules/school/ui/class-screen";
import { pageRead } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { getActor } from "~/platform/auth/session";

type Params = Promise<{ locale: string; slug: string }>;

/** The class and what its page offers, read once for the title and the page (the action is memoised per render). */
async function load(params: Params) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  if (!(await getActor()))
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, `/class/${slug}`))}`);
  return { locale, screen: await pageRead((await api()).classes.classScreen({ slug })) };
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, screen } = await load(params);
  return { title: `${screen.cls.name} | ${pageTitle(locale)}` };
}

/**
 * /class/{slug}: students, subjects and teachers of one class (its school's staff, its students, their parents).
 * Rendered on the server with the class, and for its admins the school's teachers and subjects; no react-query.
 */
export default async function ClassPage({ params }: { params: Params }) {
  const { screen } = await load(params);
  return (
    <Container size="lg" py="xl">
      <ClassScreen
        cls={screen.cls}
        teachers={screen.teachers.map((r) => ({ value: r.id, label: r.name }))}
        subjects={screen.subjects}
      />
    </Container>
  );
}
