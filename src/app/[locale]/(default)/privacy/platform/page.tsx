import { Card, Container, Stack, Text, Title } from "@mantine/core";
import { Table } from "~/ui/table";
import { forbidden, redirect } from "next/navigation";
import { BreachForm } from "~/modules/privacy/ui/breach-form";
import { RequestsSection } from "~/modules/privacy/ui/requests-section";
import { pageRead } from "~/modules/school/ui/school-page";
import { formatDay } from "~/ui/format";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { getActor } from "~/platform/auth/session";

export const generateMetadata = pageMetadata("privacy.platform.title");

/**
 * /privacy/platform (issue 34): the platform's side — board members' correction and erasure requests (privacy.manage
 * held platform-wide) and the register of personal-data breaches (breach.manage: the super admin).
 */
export default async function PlatformPrivacyPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor)
    redirect(
      `${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/privacy/platform"))}`,
    );
  const requestsAllowed = actor.global.has("privacy.manage");
  const breachesAllowed = actor.global.has("breach.manage");
  if (!requestsAllowed && !breachesAllowed) forbidden();
  const caller = await api();
  const [requests, breaches] = await Promise.all([
    requestsAllowed ? pageRead(caller.privacy.platformRequests()) : null,
    breachesAllowed ? pageRead(caller.privacy.breaches()) : null,
  ]);
  const say = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const day = (d: Date | null) => (d ? formatDay(locale, d.toISOString().slice(0, 10), "medium") : "—");
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {say("privacy.platform.title")}
        </Title>
        {requests && <RequestsSection locale={locale} requests={requests} platform />}
        {breaches && (
          <Stack gap="sm" data-testid="breaches">
            <Title order={2} fz="h3">
              {say("privacy.breach.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {say("privacy.breach.intro")}
            </Text>
            <Card withBorder padding="md">
              <BreachForm />
            </Card>
            {breaches.length === 0 ? (
              <Text c="dimmed">{say("privacy.breach.none")}</Text>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table fz="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{say("privacy.breach.discoveredAt")}</Table.Th>
                      <Table.Th>{say("privacy.breach.description")}</Table.Th>
                      <Table.Th>{say("privacy.breach.dataConcerned")}</Table.Th>
                      <Table.Th>{say("privacy.breach.peopleCount")}</Table.Th>
                      <Table.Th>{say("privacy.breach.measures")}</Table.Th>
                      <Table.Th>{say("privacy.breach.authorityNotifiedAt")}</Table.Th>
                      <Table.Th>{say("privacy.breach.peopleNotifiedAt")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {breaches.map((b) => (
                      <Table.Tr key={b.id} data-testid="breach-row">
                        <Table.Td>{day(b.discoveredAt)}</Table.Td>
                        <Table.Td>
                          <bdi>{b.description}</bdi>
                        </Table.Td>
                        <Table.Td>
                          <bdi>{b.dataConcerned}</bdi>
                        </Table.Td>
                        <Table.Td>{b.peopleCount}</Table.Td>
                        <Table.Td>
                          <bdi>{b.measures}</bdi>
                        </Table.Td>
                        <Table.Td>{day(b.authorityNotifiedAt)}</Table.Td>
                        <Table.Td>{day(b.peopleNotifiedAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
