import { Anchor, Container, Stack, Title } from "@mantine/core";
import { CircularForm } from "~/modules/circulars/ui/circular-form";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("circulars.new");

/** /circulars/new ('circular.send'): the form, with the levels and classes the sender may address. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/circulars/new", (actor, s) =>
    can(actor, "circular.send", s.id),
  );
  const choices = await pageRead((await api()).circulars.choices({ schoolId: school.id }));
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor href={localizedPath(locale, "/circulars")} size="sm">
          {t(locale, "circulars.title")}
        </Anchor>
        <Title order={1}>{t(locale, "circulars.new")}</Title>
        <CircularForm schoolId={school.id} choices={choices} />
      </Stack>
    </Container>
  );
}
