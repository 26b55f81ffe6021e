import { Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { circularDay } from "~/modules/circulars/ui/format";
import classes from "~/modules/messages/ui/messages.module.css";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("circulars.title");

/**
 * /circulars: the circulars I sent (an administrator: the school's), each with how many families answered out of how
 * many; the circulars that reached my children, those awaiting my answer marked. Server-rendered, no JavaScript.
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/circulars");
  const { sends, sent, received } = await pageRead((await api()).circulars.list({ schoolId: school.id }));
  const link = (id: string) => localizedPath(locale, `/circulars/${id}`);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{t(locale, "circulars.title")}</Title>
          {sends && (
            <Button component="a" href={localizedPath(locale, "/circulars/new")} data-testid="new-circular">
              {t(locale, "circulars.new")}
            </Button>
          )}
        </Group>
        {received.length > 0 && (
          <section>
            {sends && (
              <Title order={2} fz="h4" mb="xs">
                {t(locale, "circulars.received")}
              </Title>
            )}
            <ul className={classes.list}>
              {received.map((r) => (
                <li key={`${r.id}-${r.child}`}>
                  <a
                    href={link(r.id)}
                    className={classes.row}
                    data-unread={r.unread || r.waiting || undefined}
                    data-testid="received-circular"
                  >
                    <span className={classes.line}>
                      <bdi className={classes.who}>{r.title}</bdi>
                      <span className={classes.when}>{circularDay(locale, r.sentAt)}</span>
                    </span>
                    <span className={classes.line}>
                      <Text size="sm" c="dimmed" span>
                        {t(locale, "circulars.for", { child: r.child })}
                        {r.deadline &&
                          ` · ${t(locale, "circulars.byDeadline", { date: circularDay(locale, r.deadline) })}`}
                      </Text>
                      {r.waiting ? (
                        <Badge color="orange" variant="light" style={{ flexShrink: 0 }} data-testid="waiting">
                          {t(locale, "circulars.waiting")}
                        </Badge>
                      ) : (
                        r.unread && (
                          <Badge variant="light" style={{ flexShrink: 0 }}>
                            {t(locale, "circulars.new.badge")}
                          </Badge>
                        )
                      )}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {sent.length > 0 && (
          <section>
            <Title order={2} fz="h4" mb="xs">
              {t(locale, "circulars.sent")}
            </Title>
            <ul className={classes.list}>
              {sent.map((c) => (
                <li key={c.id}>
                  <a href={link(c.id)} className={classes.row} data-testid="sent-circular">
                    <span className={classes.line}>
                      <bdi className={classes.who}>{c.title}</bdi>
                      <span className={classes.when}>{circularDay(locale, c.sentAt)}</span>
                    </span>
                    <span className={classes.line}>
                      <Text size="sm" c="dimmed" span>
                        {t(locale, `circulars.answer.${c.answer}`)}
                        {c.sender && ` · ${c.sender}`}
                      </Text>
                      <Text size="sm" fw={600} span data-testid="progress">
                        {t(locale, "circulars.progress", { done: c.done, total: c.recipients })}
                      </Text>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {received.length === 0 && sent.length === 0 && <Text c="dimmed">{t(locale, "circulars.empty")}</Text>}
      </Stack>
    </Container>
  );
}
