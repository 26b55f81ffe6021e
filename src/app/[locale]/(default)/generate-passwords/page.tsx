import { Container } from "@mantine/core";
import { PasswordsScreen } from "~/modules/school/ui/passwords-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";
import { siteOrigin } from "~/platform/site-origin";

export const generateMetadata = pageMetadata("passwords.title");

/** /generate-passwords?class=slug: the school's classes, and the chosen one's students (a class not of the school is ignored). */
export default async function GeneratePasswordsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, school } = await schoolPage(params, "/generate-passwords", (a, s) => can(a, "user.edit", s.id));
  const { one } = listParams(await searchParams);
  const host = new URL(siteOrigin()).host;
  const caller = await api();
  const classes = await pageRead(caller.classes.list({ schoolId: school.id }));
  const chosen = classes.find((c) => c.slug === one("class"));
  const cls = chosen ? await pageRead(caller.classes.bySlug({ slug: chosen.slug })) : null;
  return (
    <Container size="lg" py="xl">
      <PasswordsScreen
        schoolId={school.id}
        schoolName={school.name}
        loginUrl={`${host}${localizedPath(locale, "/login")}`}
        classes={classes.map((c) => ({ slug: c.slug, name: c.name }))}
        cls={
          cls && {
            id: cls.id,
            slug: cls.slug,
            students: cls.students.map((s) => ({
              id: s.id,
              name: s.name,
              parents: s.parents.map((p) => p.name).join(", "),
            })),
          }
        }
      />
    </Container>
  );
}
