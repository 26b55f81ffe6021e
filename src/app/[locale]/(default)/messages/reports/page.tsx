import { Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { messageTime } from "~/modules/messages/ui/format";
import { SettleReport } from "~/modules/messages/ui/settle-report";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("messages.reports.title");

/**
 * /messages/reports ('message.moderate', the school's admins): the reported messages still to settle — the words as
 * they were when reported, who wrote them about which child, who reported them and why — each dismissed or deleted.
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/messages/reports", (actor, s) =>
    can(actor, "message.moderate", s.id),
  );
  const reports = await pageRead((await api()).messages.reports({ schoolId: school.id }));
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor href={localizedPath(locale, "/messages")} size="sm">
          {t(locale, "messages.back")}
        </Anchor>
        <Title order={1}>{t(locale, "messages.reports.title")}</Title>
        {reports.length === 0 ? (
          <Text c="dimmed" data-testid="no-report">
            {t(locale, "messages.reports.empty")}
          </Text>
        ) : (
          reports.map((r) => (
            <Card key={r.id} withBorder data-testid="message-report">
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t(locale, "messages.reports.by", {
                    author: r.author ?? "—",
                    date: messageTime(locale, r.writtenAt),
                  })}
                  {r.student && ` · ${t(locale, "messages.about", { student: r.student })}`}
                </Text>
                <Text dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {r.words}
                </Text>
                {r.deleted && (
                  <Text size="xs" c="dimmed">
                    {t(locale, "messages.reports.since")}
                  </Text>
                )}
                <Text size="sm">
                  {t(locale, "messages.reports.reporter", { reporter: r.reporter ?? "—", reason: r.reason })}
                </Text>
                <SettleReport schoolId={school.id} reportId={r.id} deleted={r.deleted} />
              </Stack>
            </Card>
          ))
        )}
      </Stack>
    </Container>
  );
}
