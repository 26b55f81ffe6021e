import { Badge, Card, Container, Stack, Text, Title } from "@mantine/core";
import { SendScreen } from "~/modules/notify/ui/send-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import type { Locale } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { localName } from "~/lib/local-name";
import type { MessageKey } from "~/lib/messages";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";
import type { RouterOutputs } from "~/ui/trpc/outputs";

export const generateMetadata = pageMetadata("notifications.send.title");

type Sent = RouterOutputs["notifications"]["sendScreen"]["sent"][number];

function audienceText(locale: Locale, m: Sent): string {
  const a = m.audience;
  switch (a.kind) {
    case "level":
      return t(locale, "notifications.sentTo.level", { level: m.level ? localName(locale, m.level) : "—" });
    case "class":
      return t(locale, "notifications.sentTo.class", { class: m.className ?? "—" });
    case "classParents":
      return t(locale, "notifications.sentTo.classParents", { class: m.className ?? "—" });
    case "role":
      return t(locale, "notifications.sentTo.role", { role: t(locale, `notifications.role.${a.role}` as MessageKey) });
    case "people":
      return t(locale, "notifications.sentTo.people", { count: a.userIds.length });
    default:
      return t(locale, "notifications.sentTo.school");
  }
}

/** /notifications/send ('send notification'): the form, then the messages already sent (newest first). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/notifications/send", (a, s) =>
    can(a, "notification.send", s.id),
  );
  const { choices, sent } = await pageRead((await api()).notifications.sendScreen({ schoolId: school.id }));
  const when = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Algiers",
  });
  return (
    <Container size="sm" py="xl">
      <SendScreen schoolId={school.id} choices={choices} />
      <Title order={2} fz="h3" mt="xl" mb="sm">
        {t(locale, "notifications.sent")}
      </Title>
      {sent.length === 0 ? (
        <Text c="dimmed">{t(locale, "notifications.noneSent")}</Text>
      ) : (
        <Stack gap="sm" data-testid="sent-messages">
          {sent.map((m) => (
            <Card key={m.id} withBorder padding="sm" data-testid="sent-message">
              <Text fw={700} dir="auto">
                {m.title}
              </Text>
              <Text size="sm" dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} lineClamp={3}>
                {m.body}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {audienceText(locale, m)} ·{" "}
                <Badge component="span" size="sm" variant="light" tt="none">
                  {t(locale, "notifications.recipients", { count: m.recipients })}
                </Badge>{" "}
                · {m.sender ? `${m.sender} · ` : ""}
                <time dateTime={m.createdAt.toISOString()}>{when.format(m.createdAt)}</time>
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  );
}
