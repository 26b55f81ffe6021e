import { Container } from "@mantine/core";
import { forbidden, redirect } from "next/navigation";
import { listPage } from "~/modules/school/ui/people-rows";
import { pageRead } from "~/modules/school/ui/school-page";
import { SchoolsScreen } from "~/modules/school/ui/schools-screen";
import { listParams } from "~/ui/list-params";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { getActor } from "~/platform/auth/session";

export const generateMetadata = pageMetadata("schools.title");

/** /schools?q=…&page=…: the super admin's list of every school, rendered on the server; no react-query. */
export default async function SchoolsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor)
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/schools"))}`);
  if (!actor.global.has("school.create")) forbidden();
  const { q, page } = listParams(await searchParams);
  const search = q?.slice(0, 100);
  const caller = await api();
  const [schools, wilayas] = await pageRead(
    Promise.all([caller.school.list({ search, page: listPage(page) }), caller.reference.wilayas()]),
  );
  return (
    <Container size="lg" py="xl">
      <SchoolsScreen
        schools={schools}
        searched={!!search}
        wilayas={wilayas.map((w) => ({ value: w.code, label: `${w.code} — ${locale === "ar" ? w.nameAr : w.nameFr}` }))}
      />
    </Container>
  );
}
