import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { notFound } from "next/navigation";
import { messageTime } from "~/modules/messages/ui/format";
import classes from "~/modules/messages/ui/messages.module.css";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("messages.broadcasts");

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * /messages/broadcasts/{id}: a message to a class's parents — "read by 23 of 31 families", then the families who have
 * not read it yet and those who have (with which parent), each opening its own conversation.
 */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { id } = await params;
  const { locale } = await schoolPage(params, `/messages/broadcasts/${id}`);
  if (!ID.test(id)) notFound();
  const reads = await pageRead((await api()).messages.broadcast({ broadcastId: id }));
  const list = (families: typeof reads.families, testid: string) => (
    <ul className={classes.list}>
      {families.map((f) => (
        <li key={f.conversationId}>
          <a href={localizedPath(locale, `/messages/${f.conversationId}`)} className={classes.row} data-testid={testid}>
            <bdi className={classes.who}>{f.student}</bdi>
            <p className={classes.preview}>
              {f.read ? t(locale, "messages.readers", { names: f.readers.join(", ") }) : f.parents.join(", ")}
            </p>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor href={localizedPath(locale, "/messages")} size="sm">
          {t(locale, "messages.back")}
        </Anchor>
        <Title order={1} fz="h2">
          {reads.className ?? t(locale, "messages.broadcasts")}
        </Title>
        <Text size="sm" c="dimmed">
          {messageTime(locale, reads.at)}
        </Text>
        <p className={classes.bubble} data-mine dir="auto">
          {reads.body}
        </p>
        <Text fw={700} data-testid="read-families">
          {t(locale, "messages.readFamilies", { count: reads.read, total: reads.total })}
        </Text>
        {reads.total > reads.read && (
          <section>
            <Title order={2} fz="h4" mb="xs">
              {t(locale, "messages.unreadList")}
            </Title>
            {list(
              reads.families.filter((f) => !f.read),
              "unread-family",
            )}
          </section>
        )}
        {reads.read > 0 && (
          <section>
            <Title order={2} fz="h4" mb="xs">
              {t(locale, "messages.readList")}
            </Title>
            {list(
              reads.families.filter((f) => f.read),
              "read-family",
            )}
          </section>
        )}
      </Stack>
    </Container>
  );
}
