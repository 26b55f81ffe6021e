import { Anchor, Badge, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { redirect } from "next/navigation";
import { AccessLogTable } from "~/modules/privacy/ui/access-log-table";
import { DataRequestForm } from "~/modules/privacy/ui/data-request-form";
import { pageRead } from "~/modules/school/ui/school-page";
import { formatDay } from "~/ui/format";
import { AnchorLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { OPTIONAL_PURPOSES } from "~/modules/privacy/domain/purposes";
import { api } from "~/platform/api/server-caller";
import { getActor } from "~/platform/auth/session";

export const generateMetadata = pageMetadata("privacy.mine.title");

const STATUS_COLOR = { PENDING: "yellow", DONE: "teal", REFUSED: "red" } as const;

/**
 * /profil/data (issue 34): a person's own data — the download of everything held about them and their children
 * (JSON and a readable PDF), their choices per school, their correction and erasure requests, and for a parent who
 * opened each child's marks, absences, payments and documents. Server-rendered; only the request form is client code.
 */
export default async function MyDataPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor)
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/profil/data"))}`);
  const data = await pageRead((await api()).privacy.myData());
  const say = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const day = (d: Date) => formatDay(locale, d.toISOString().slice(0, 10), "long");
  const answer = (value: boolean | null) =>
    say(value === null ? "privacy.mine.unanswered" : value ? "privacy.consent.yes" : "privacy.consent.no");
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {say("privacy.mine.title")}
          </Title>
          <Text c="dimmed">{say("privacy.mine.intro")}</Text>
        </div>

        <Card withBorder padding="lg" data-testid="export">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {say("privacy.mine.download")}
            </Title>
            <Text size="sm">{say("privacy.mine.downloadHelp")}</Text>
            <Group gap="md">
              <Anchor href={`/api/privacy/export?format=pdf&locale=${locale}`} data-testid="export-pdf">
                {say("privacy.mine.pdf")}
              </Anchor>
              <Anchor href={`/api/privacy/export?format=json&locale=${locale}`} data-testid="export-json">
                {say("privacy.mine.json")}
              </Anchor>
            </Group>
          </Stack>
        </Card>

        {data.consents.length > 0 && (
          <Card withBorder padding="lg" data-testid="my-consents">
            <Stack gap="xs">
              <Title order={2} fz="h4">
                {say("privacy.mine.consents")}
              </Title>
              {data.consents.map((c) => (
                <Stack key={c.schoolId} gap={4}>
                  <Text fw={600}>
                    <bdi>{c.school}</bdi>
                  </Text>
                  {OPTIONAL_PURPOSES.map((p) => (
                    <Group key={p} justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm">{say(`privacy.purpose.${p}`)}</Text>
                      <Badge
                        variant="light"
                        color={c.answers[p] === null ? "gray" : c.answers[p] ? "teal" : "red"}
                        data-testid={`my-consent-${p}`}
                      >
                        {answer(c.answers[p])}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              ))}
              <AnchorLink
                href={`${localizedPath(locale, "/privacy/consent")}?next=${encodeURIComponent(localizedPath(locale, "/profil/data"))}`}
                size="sm"
              >
                {say("privacy.mine.change")}
              </AnchorLink>
            </Stack>
          </Card>
        )}

        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {say("privacy.mine.requests")}
            </Title>
            <Text size="sm">{say("privacy.mine.requestsHelp")}</Text>
            <DataRequestForm schools={data.schools} children={data.children} />
            {data.requests.map((r) => (
              <Card key={r.id} withBorder padding="sm" data-testid="my-request">
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {say(`privacy.request.kind.${r.kind}`)} —{" "}
                    <bdi>{r.school?.name ?? say("privacy.request.platform")}</bdi>
                    {r.student && (
                      <>
                        {" "}
                        (<bdi>{r.student.user.name}</bdi>)
                      </>
                    )}
                  </Text>
                  <Badge color={STATUS_COLOR[r.status]} data-testid="request-status">
                    {say(`privacy.request.status.${r.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {r.status === "PENDING"
                    ? say("privacy.request.due", { date: day(r.dueAt) })
                    : r.decidedAt
                      ? say("privacy.request.answeredOn", { date: day(r.decidedAt) })
                      : null}
                </Text>
                {r.answer && (
                  <Text size="sm">
                    <bdi>{r.answer}</bdi>
                  </Text>
                )}
              </Card>
            ))}
          </Stack>
        </Card>

        {data.access.map(({ child, entries }) => (
          <Card key={child.id} withBorder padding="lg" data-testid="child-access">
            <Stack gap="xs">
              <Title order={2} fz="h4">
                {say("privacy.mine.access", { child: child.name })}
              </Title>
              <AccessLogTable locale={locale} entries={entries} />
            </Stack>
          </Card>
        ))}

        {data.schools.some((s) => s.dpo.name || s.dpo.email) && (
          <Card withBorder padding="lg">
            <Stack gap={4}>
              <Title order={2} fz="h4">
                {say("privacy.mine.officers")}
              </Title>
              {data.schools.map((s) => (
                <div key={s.id}>
                  <Text size="sm" fw={600}>
                    <bdi>{s.name}</bdi>
                  </Text>
                  {s.dpo.name && (
                    <Text size="sm">
                      <bdi>{s.dpo.name}</bdi>
                    </Text>
                  )}
                  <Text size="sm" dir="ltr" ta="start">
                    {s.dpo.email ?? "—"}
                  </Text>
                </div>
              ))}
            </Stack>
          </Card>
        )}
        <AnchorLink href={localizedPath(locale, "/privacy")} size="sm">
          {say("privacy.consent.more")}
        </AnchorLink>
      </Stack>
    </Container>
  );
}
