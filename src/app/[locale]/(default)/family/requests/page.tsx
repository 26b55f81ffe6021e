import { Badge, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { DecideRequest } from "~/modules/family/ui/family-forms";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { AnchorLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("family.queue.title");

/** /family/requests ('link a parent'): the link requests waiting for the school, oldest first, and the last decided. */
export default async function FamilyRequestsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/family/requests", (a, s) => can(a, "student.linkParent", s.id));
  const { pending, decided, failedAttempts, unknownMatricules, failedAttemptDays } = await pageRead(
    (await api()).family.requests({ schoolId: school.id }),
  );
  const say = (key: MessageKey, values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const date = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    dateStyle: "medium",
    timeZone: "Africa/Algiers",
  });
  const line = (r: (typeof pending)[number]) => (
    <Stack gap={2}>
      <Text fw={600}>
        {r.person.name}{" "}
        <Text span size="sm" c="dimmed" dir="ltr">
          {r.person.contact}
        </Text>
      </Text>
      <Text size="sm">
        {say("family.queue.asks", {
          relation: say(`family.relation.${r.relation}` as MessageKey),
          pupil: r.student.name,
          className: r.student.className ?? "—",
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {r.via === "INVITATION"
          ? say("family.queue.viaCode", { name: r.invitedBy ?? "—" })
          : say("family.queue.viaMatricule", { matricule: r.student.matricule ?? "—" })}{" "}
        · {date.format(r.createdAt)}
        {r.student.parents.length ? ` · ${say("family.guardians", { names: r.student.parents.join(", ") })}` : ""}
      </Text>
      {r.status === "PENDING" && r.failedAttempts > 0 && (
        <Text size="xs" c="red.8" data-testid="family-request-failed">
          {say("family.queue.failedBeside", { count: r.failedAttempts })}
        </Text>
      )}
    </Stack>
  );
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz="h2">
            {say("family.queue.title")}
          </Title>
          <AnchorLink href={localizedPath(locale, "/family/pickup")} size="sm">
            {say("family.pickup.title")}
          </AnchorLink>
        </Group>
        {pending.length === 0 && <Text c="dimmed">{say("family.queue.empty")}</Text>}
        {pending.map((r) => (
          <Card key={r.id} withBorder padding="md" data-testid="family-request">
            <Group justify="space-between" align="flex-start" gap="md">
              {line(r)}
              <DecideRequest requestId={r.id} />
            </Group>
          </Card>
        ))}
        {(failedAttempts.length > 0 || unknownMatricules > 0) && (
          <Stack gap="xs" data-testid="family-failed-attempts">
            <Title order={2} fz="h4">
              {say("family.queue.failed.title", { days: failedAttemptDays })}
            </Title>
            <Text size="sm" c="dimmed">
              {say("family.queue.failed.hint")}
            </Text>
            {failedAttempts.map((f) => (
              <Text key={f.studentId} size="sm">
                {say("family.queue.failed.row", {
                  pupil: f.student.name,
                  className: f.student.className ?? "—",
                  matricule: f.student.matricule ?? "—",
                  attempts: f.attempts,
                  accounts: f.accounts,
                  date: date.format(f.lastAt),
                })}
              </Text>
            ))}
            {unknownMatricules > 0 && (
              <Text size="sm">{say("family.queue.failed.unknown", { count: unknownMatricules })}</Text>
            )}
          </Stack>
        )}
        {decided.length > 0 && (
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {say("family.queue.decided")}
            </Title>
            {decided.map((r) => (
              <Card key={r.id} withBorder padding="sm">
                <Group justify="space-between" align="flex-start">
                  {line(r)}
                  <Badge color={r.status === "ACCEPTED" ? "teal" : "red"}>
                    {say(`family.request.${r.status}` as MessageKey)}
                  </Badge>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
