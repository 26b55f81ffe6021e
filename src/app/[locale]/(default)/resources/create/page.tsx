import { Container, Stack, Title } from "@mantine/core";
import { ResourceForm } from "~/modules/resources/ui/resource-form";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("resources.add");

/** /resources/create: staff with 'resource.create' in the school publish a file or a link for whom they choose. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/resources/create", (actor, s) =>
    can(actor, "resource.create", s.id),
  );
  const choices = await pageRead((await api()).resources.choices({ schoolId: school.id }));
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t(locale, "resources.add")}</Title>
        <ResourceForm schoolId={school.id} choices={choices} />
      </Stack>
    </Container>
  );
}
