import { Badge, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { AnchorLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { formatHundredths } from "~/modules/grades/domain/format";
import type { MessageKey } from "~/lib/messages";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("warnings.title");

/**
 * /warnings (issue 31): the pupils whose absences or undone homework rose this week past the school's thresholds, or
 * whose mean mark fell — for the head, the whole school; for a teacher, the classes they teach — each with a link to
 * write to their parents. Rendered on the server; no client code.
 */
export default async function WarningsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, actor, school } = await schoolPage(params, "/warnings", (a, s) => can(a, "textbook.edit", s.id));
  const { rules, pupils } = await pageRead((await api()).warnings.list({ schoolId: school.id }));
  const say = (key: MessageKey, values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const points = (hundredths: number | null) => formatHundredths(locale, hundredths);
  const writes = can(actor, "message.send", school.id);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {say("warnings.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {say("warnings.rules", {
              absences: rules.absences,
              homework: rules.homework,
              drop: points(rules.averageDrop),
            })}
          </Text>
        </div>
        {pupils.length === 0 && <Text data-testid="no-warnings">{say("warnings.none")}</Text>}
        {pupils.map((p) => (
          <Card key={p.studentId} withBorder padding="md" data-testid="warning">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap">
                <Text fw={600}>
                  {p.name}{" "}
                  <Text span size="sm" c="dimmed">
                    {p.className}
                  </Text>
                </Text>
              </Group>
              <Group gap={6}>
                {p.reasons.includes("absences") && (
                  <Badge color="red">
                    {say("warnings.absences", { now: p.trend.absences.now, before: p.trend.absences.before })}
                  </Badge>
                )}
                {p.reasons.includes("homework") && (
                  <Badge color="orange">
                    {say("warnings.homework", { now: p.trend.homework.now, before: p.trend.homework.before })}
                  </Badge>
                )}
                {p.reasons.includes("average") && (
                  <Badge color="grape">
                    {say("warnings.average", {
                      now: points(p.trend.average.now),
                      before: points(p.trend.average.before),
                    })}
                  </Badge>
                )}
              </Group>
              {writes && p.parents.length > 0 && (
                <Group gap="md">
                  {p.parents.map((parent) => (
                    <AnchorLink
                      key={parent.id}
                      size="sm"
                      href={`${localizedPath(locale, "/messages/new")}?to=${encodeURIComponent(`${parent.id}|${p.studentId}`)}`}
                    >
                      {say("warnings.write", { parent: parent.name })}
                    </AnchorLink>
                  ))}
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
