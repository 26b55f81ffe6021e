import { Container, Stack, Title } from "@mantine/core";
import { forbidden } from "next/navigation";
import { DocumentsDesk, FamilyDocuments } from "~/modules/documents/ui/documents-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("documents.title");

/**
 * /documents (issue 32): a family's papers — ask for one with its purpose, download it issued (PDF in French or in
 * Arabic) — and, for those who may issue them, the school's desk: the requests waiting, issuing for a pupil or a class
 * (?class=), the year's register. One person may see both (an administrator whose child is a pupil).
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, actor, school } = await schoolPage(params, "/documents");
  const { one } = listParams(await searchParams);
  const caller = await api();
  const staff = can(actor, "document.issue", school.id);
  const [mine, desk] = await Promise.all([
    pageRead(caller.documents.mine({ schoolId: school.id })),
    staff ? pageRead(caller.documents.desk({ schoolId: school.id, classId: one("class") })) : null,
  ]);
  if (!desk && mine.students.length === 0) forbidden();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Title order={1} fz="h2">
          {t(locale, desk ? "documents.desk.title" : "documents.title")}
        </Title>
        {desk && <DocumentsDesk locale={locale} desk={desk} headName={desk.headName} />}
        {mine.students.length > 0 && <FamilyDocuments locale={locale} mine={mine} />}
      </Stack>
    </Container>
  );
}
