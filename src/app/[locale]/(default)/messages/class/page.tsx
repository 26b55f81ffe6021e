import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { ClassMessageForm } from "~/modules/messages/ui/class-message-form";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("messages.toClass");

/** /messages/class (staff, message.send): a message to the parents of a class they teach (an admin: any class). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/messages/class", (actor, s) =>
    can(actor, "message.send", s.id),
  );
  const contacts = await pageRead((await api()).messages.contacts({ schoolId: school.id }));
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor href={localizedPath(locale, "/messages")} size="sm">
          {t(locale, "messages.back")}
        </Anchor>
        <Title order={1}>{t(locale, "messages.toClass")}</Title>
        {contacts.classes.length === 0 ? (
          <Text c="dimmed">{t(locale, "messages.nobody")}</Text>
        ) : (
          <ClassMessageForm schoolId={school.id} classes={contacts.classes} />
        )}
      </Stack>
    </Container>
  );
}
