import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { messageTime } from "~/features/messages/format";
import classes from "~/features/messages/messages.module.css";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/server/api/server-caller";
import { can, familyCan } from "~/server/auth/actor";

export const generateMetadata = pageMetadata("messages.title");

/**
 * /messages: my conversations in the active school, the latest first — with whom, about which child, the last words,
 * how many I have not read. Rendered on the server (no JavaScript); a conversation opens on its own page.
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, actor, school } = await schoolPage(params, "/messages");
  const conversations = await pageRead((await api()).messages.list({ schoolId: school.id }));
  const writes = can(actor, "message.send", school.id) || familyCan(actor, "message.send", school.id);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{t(locale, "messages.title")}</Title>
          {writes && (
            <Button component="a" href={localizedPath(locale, "/messages/new")} data-testid="new-message">
              {t(locale, "messages.new")}
            </Button>
          )}
        </Group>
        {conversations.length === 0 ? (
          <Text c="dimmed" data-testid="no-conversation">
            {t(locale, "messages.empty")}
          </Text>
        ) : (
          <ul className={classes.list}>
            {conversations.map((c) => {
              // a family writing to the office reads "the school's office", not the names of every admin
              const office = c.kind === "FAMILY_OFFICE" && c.with.every((w) => w.side === "STAFF");
              const who = office ? t(locale, "messages.office") : c.with.map((w) => w.name).join(", ");
              return (
                <li key={c.id}>
                  <a href={localizedPath(locale, `/messages/${c.id}`)} className={classes.row} data-unread={c.unread > 0 || undefined} data-testid="conversation">
                    <span className={classes.line}>
                      <bdi className={classes.who}>{who}</bdi>
                      <span className={classes.when}>{c.last ? messageTime(locale, c.last.at) : ""}</span>
                    </span>
                    {c.student && (
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {t(locale, "messages.about", { student: c.student.name })}
                      </Text>
                    )}
                    <span className={classes.line}>
                      <p className={classes.preview} dir="auto">
                        {c.last ? (c.last.mine ? t(locale, "messages.youSaid", { text: c.last.text }) : c.last.text) : ""}
                      </p>
                      {c.unread > 0 && (
                        <span className={classes.badge} aria-label={t(locale, "messages.unread", { count: c.unread })} data-testid="unread">
                          {c.unread}
                        </span>
                      )}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Container>
  );
}
