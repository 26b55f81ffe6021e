import { Container } from "@mantine/core";
import { StudentsScreen } from "~/modules/school/ui/people-screens";
import { contactLine, listPage, listSort } from "~/modules/school/ui/people-rows";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { getIntl } from "~/i18n/server";
import { pageMetadata } from "~/i18n/page";
import { formatPhoneNational } from "~/lib/phone";
import { api } from "~/platform/api/server-caller";
import { can, hasRole } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("students.title");

/**
 * /students?q=…&page=…&sort=…&class=…: the page of students those choices select, rendered on the server (an
 * unknown class or sort falls back to every class, by name); no react-query.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, actor, school } = await schoolPage(
    params,
    "/students",
    (a, s) => can(a, "school.edit", s.id) || hasRole(a, "TEACHER", s.id),
  );
  const { q, page, one } = listParams(await searchParams);
  const search = q?.slice(0, 100);
  const sort = listSort(one("sort"));
  const canManage = can(actor, "school.linkStudent", school.id);
  const caller = await api();
  const classes = await pageRead(caller.classes.list({ schoolId: school.id }));
  const classId = classes.find((c) => c.id === one("class"))?.id;
  const [students, invitations] = await pageRead(
    Promise.all([
      caller.people.students({ schoolId: school.id, search, page: listPage(page), sort, classId }),
      canManage && can(actor, "user.edit", school.id) ? caller.people.invitations({ schoolId: school.id }) : [],
    ]),
  );
  const intl = getIntl(locale);
  return (
    <Container size="lg" py="xl">
      <StudentsScreen
        schoolId={school.id}
        canManage={canManage}
        total={students.total}
        searched={!!search}
        sort={sort}
        classId={classId}
        classes={classes.map((c) => ({ id: c.id, name: c.name }))}
        invitations={invitations.filter((i) => i.role === "STUDENT" || i.role === "PARENT")}
        students={students.rows.map((row) => ({
          id: row.id,
          name: row.user.name,
          email: row.user.email,
          phone: row.user.phone ? formatPhoneNational(row.user.phone) : "",
          contact: contactLine(row.user),
          birthDate: row.birthDate,
          birthDay: row.birthDate ? intl.formatDate(row.birthDate, { dateStyle: "medium", timeZone: "UTC" }) : null,
          birthPlace: row.birthPlace,
          registrationNumber: row.registrationNumber,
          className: row.enrollments[0]?.class.name ?? null,
          parents: row.parents.map(({ parent }) => ({
            id: parent.id,
            name: parent.name,
            contact: contactLine(parent),
          })),
        }))}
      />
    </Container>
  );
}
