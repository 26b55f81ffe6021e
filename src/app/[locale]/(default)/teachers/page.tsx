import { Container } from "@mantine/core";
import { contactLine, listPage, listSort } from "~/modules/school/ui/people-rows";
import { TeachersScreen } from "~/modules/school/ui/people-screens";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can, hasRole } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("teachers.title");

/** /teachers?q=…&page=…&sort=…: the page of teachers those choices select, rendered on the server; no react-query. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { actor, school } = await schoolPage(
    params,
    "/teachers",
    (a, s) => can(a, "school.edit", s.id) || hasRole(a, "TEACHER", s.id),
  );
  const { q, page, one } = listParams(await searchParams);
  const search = q?.slice(0, 100);
  const sort = listSort(one("sort"));
  const canManage = can(actor, "school.linkTeacher", school.id);
  const caller = await api();
  const [teachers, invitations] = await pageRead(
    Promise.all([
      caller.people.teachers({ schoolId: school.id, search, page: listPage(page), sort }),
      canManage && can(actor, "user.edit", school.id) ? caller.people.invitations({ schoolId: school.id }) : [],
    ]),
  );
  return (
    <Container size="lg" py="xl">
      <TeachersScreen
        schoolId={school.id}
        canManage={canManage}
        total={teachers.total}
        searched={!!search}
        sort={sort}
        invitations={invitations.filter((i) => i.role === "TEACHER")}
        teachers={teachers.rows.map((row) => ({
          id: row.id,
          name: row.name,
          contact: contactLine(row),
          teaching: [...new Set(row.teaching.map((c) => c.class.name))].join(", "),
        }))}
      />
    </Container>
  );
}
