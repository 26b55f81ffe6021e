import { Badge, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Table } from "~/ui/table";
import { AccessLogTable } from "~/modules/privacy/ui/access-log-table";
import { PrivacySettingsForm } from "~/modules/privacy/ui/privacy-settings-form";
import { RequestsSection } from "~/modules/privacy/ui/requests-section";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { AnchorLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { OPTIONAL_PURPOSES } from "~/modules/privacy/domain/purposes";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("privacy.desk.title");

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * /privacy/school (issue 34), for those who hold privacy.manage in the school (its administration): the correction and
 * erasure requests to answer before their day, the families' answers to the optional purposes (who has not answered,
 * who refused), and the access log — who opened which pupil's marks, absences, payments and documents (?student=).
 */
export default async function SchoolPrivacyPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, school } = await schoolPage(params, "/privacy/school", (a, s) => can(a, "privacy.manage", s.id));
  const query = await searchParams;
  const student = typeof query.student === "string" && ID.test(query.student) ? query.student : undefined;
  const caller = await api();
  const [requests, consents, log, settings] = await Promise.all([
    pageRead(caller.privacy.schoolRequests({ schoolId: school.id })),
    pageRead(caller.privacy.schoolConsents({ schoolId: school.id })),
    pageRead(caller.privacy.accessLog({ schoolId: school.id, studentId: student })),
    pageRead(caller.privacy.settings({ schoolId: school.id })),
  ]);
  const say = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const mark = (value: boolean | null) =>
    value === null ? (
      <Badge color="gray" variant="light">
        {say("privacy.mine.unanswered")}
      </Badge>
    ) : value ? (
      <Badge color="teal" variant="light">
        {say("privacy.consent.yes")}
      </Badge>
    ) : (
      <Badge color="red" variant="light">
        {say("privacy.consent.no")}
      </Badge>
    );
  const unanswered = consents.rows.filter((r) => OPTIONAL_PURPOSES.some((p) => r.answers[p] === null));
  // the parents listed: those who refused something (what the school must act on), or on demand those yet to answer
  const showUnanswered = query.show === "unanswered";
  const listed = showUnanswered
    ? unanswered
    : consents.rows.filter((r) => OPTIONAL_PURPOSES.some((p) => r.answers[p] === false));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {say("privacy.desk.title")}
          </Title>
          <Text c="dimmed">{say("privacy.desk.intro")}</Text>
        </div>

        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} fz="h3">
              {say("privacy.settings.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {say("privacy.settings.help")}
            </Text>
            <PrivacySettingsForm schoolId={school.id} settings={settings} />
          </Stack>
        </Card>

        <RequestsSection locale={locale} requests={requests} platform={false} />

        <Stack gap="sm" data-testid="consents">
          <Title order={2} fz="h3">
            {say("privacy.desk.consents")}
          </Title>
          <Group gap="xs">
            {OPTIONAL_PURPOSES.map((p) => (
              <Badge key={p} variant="outline" size="lg">
                {say("privacy.desk.totals", {
                  purpose: say(`privacy.purpose.${p}`),
                  granted: consents.totals[p].granted,
                  refused: consents.totals[p].refused,
                  unanswered: consents.totals[p].unanswered,
                })}
              </Badge>
            ))}
          </Group>
          <Group gap="md">
            <Text size="sm">{say("privacy.desk.notAnswered", { count: unanswered.length })}</Text>
            <AnchorLink
              href={
                showUnanswered
                  ? localizedPath(locale, "/privacy/school")
                  : `${localizedPath(locale, "/privacy/school")}?show=unanswered`
              }
              size="sm"
              data-testid="consents-filter"
            >
              {say(showUnanswered ? "privacy.desk.showRefused" : "privacy.desk.showUnanswered")}
            </AnchorLink>
          </Group>
          <Text size="sm" fw={600}>
            {say(showUnanswered ? "privacy.desk.listedUnanswered" : "privacy.desk.listedRefused", {
              count: listed.length,
            })}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{say("privacy.desk.parent")}</Table.Th>
                  {OPTIONAL_PURPOSES.map((p) => (
                    <Table.Th key={p}>{say(`privacy.purpose.${p}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {listed.slice(0, 500).map((r) => (
                  <Table.Tr key={r.id} data-testid="consent-row">
                    <Table.Td>
                      <bdi>{r.name}</bdi>
                      <Text size="xs" c="dimmed">
                        <bdi>{r.children.join(say("privacy.listSeparator"))}</bdi>
                      </Text>
                    </Table.Td>
                    {OPTIONAL_PURPOSES.map((p) => (
                      <Table.Td key={p}>{mark(r.answers[p])}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>

        <Stack gap="sm" data-testid="access-log">
          <Group justify="space-between">
            <Title order={2} fz="h3">
              {say("privacy.desk.log")}
            </Title>
            {student && (
              <AnchorLink href={localizedPath(locale, "/privacy/school")} size="sm">
                {say("privacy.desk.logAll")}
              </AnchorLink>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {say("privacy.desk.logHelp")}
          </Text>
          <AccessLogTable locale={locale} entries={log} pupilLinks />
        </Stack>
      </Stack>
    </Container>
  );
}
