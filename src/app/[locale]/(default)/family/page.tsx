import { Badge, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { redirect } from "next/navigation";
import {
  DelegateForm,
  GuardianCodeButton,
  JoinWithCodeForm,
  LinkByMatriculeForm,
  RemoveDelegateButton,
  WithdrawRequestButton,
} from "~/modules/family/ui/family-forms";
import { pageRead } from "~/modules/school/ui/school-page";
import { localizedPath, type Locale } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { composeBrief } from "~/modules/notify/domain/compose-brief";
import { localName } from "~/lib/local-name";
import type { MessageKey } from "~/lib/messages";
import { formatDinars } from "~/lib/money";
import { api } from "~/platform/api/server-caller";
import { getActor } from "~/platform/auth/session";

export const generateMetadata = pageMetadata("family.title");

const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * /family (issue 31): one page across schools — each child with their school, class, this week so far, the other
 * guardians and the trusted adults; linking a child by matricule, joining with a code; the children whose timetable
 * one may see as a delegate. Rendered on the server; the forms are the only client code.
 */
export default async function FamilyPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor)
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/family"))}`);
  const caller = await api();
  const family = await pageRead(caller.family.overview());
  const timetables = await Promise.all(
    family.delegations.map((d) => pageRead(caller.family.delegateTimetable({ delegateId: d.id }))),
  );
  const say = (key: MessageKey, values?: Parameters<typeof t>[2]) => t(locale, key, values);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            {say("family.title")}
          </Title>
          <Text c="dimmed">{say("family.intro")}</Text>
        </div>

        {family.children.length === 0 && <Text data-testid="no-children">{say("family.noChildren")}</Text>}
        {family.children.map((child) => (
          <Card key={child.id} withBorder padding="lg" component="section" data-testid="family-child">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Title order={2} fz="h3">
                    {child.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {[child.school, child.className].filter(Boolean).join(" · ")}
                  </Text>
                </div>
                <Group gap={6}>
                  {child.readOnly && <Badge color="orange">{say("family.readOnlyBadge")}</Badge>}
                  {child.noPickup && <Badge color="gray">{say("family.noPickupBadge")}</Badge>}
                </Group>
              </Group>
              {child.week && <WeekLines locale={locale} week={child.week} />}
              <Text size="sm">
                {child.guardians.length
                  ? say("family.guardians", { names: child.guardians.join(", ") })
                  : say("family.noOtherGuardian")}
              </Text>
              {!child.readOnly && child.guardians.length === 0 && <GuardianCodeButton studentId={child.id} />}
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {say("family.delegates")}
                </Text>
                {child.delegates.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {say("family.noDelegates")}
                  </Text>
                )}
                {child.delegates.map((d) => (
                  <Group key={d.id} justify="space-between" wrap="nowrap" data-testid="delegate">
                    <Text size="sm">
                      {d.name} — {say(`family.relation.${d.relation}` as MessageKey)}
                      {d.pickup ? ` · ${say("family.delegate.pickup")}` : ""}
                      {d.timetable
                        ? ` · ${say("family.delegate.timetable")}${d.joined ? "" : ` (${say("family.delegate.waiting")})`}`
                        : ""}
                    </Text>
                    {!child.readOnly && <RemoveDelegateButton delegateId={d.id} />}
                  </Group>
                ))}
                {!child.readOnly && (
                  <details>
                    <summary
                      style={{
                        cursor: "pointer",
                        color: "var(--mantine-color-teal-filled)",
                        fontSize: "var(--mantine-font-size-sm)",
                        fontWeight: 600,
                        marginBlockEnd: "var(--mantine-spacing-xs)",
                      }}
                    >
                      {say("family.delegate.addTitle")}
                    </summary>
                    <DelegateForm studentId={child.id} />
                  </details>
                )}
              </Stack>
            </Stack>
          </Card>
        ))}

        {family.requests.length > 0 && (
          <Card withBorder padding="lg" component="section" data-testid="family-requests">
            <Stack gap="xs">
              <Title order={2} fz="h3">
                {say("family.requests")}
              </Title>
              {family.requests.map((r) => (
                <Group key={r.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {say("family.request.line", { school: r.school, matricule: r.matricule ?? "—" })}{" "}
                    <Badge color={r.status === "PENDING" ? "yellow" : "red"} data-testid="request-status">
                      {say(`family.request.${r.status}` as MessageKey)}
                    </Badge>
                    {r.reason ? ` — ${r.reason}` : ""}
                  </Text>
                  {r.status === "PENDING" && <WithdrawRequestButton requestId={r.id} />}
                </Group>
              ))}
            </Stack>
          </Card>
        )}

        <Card withBorder padding="lg" component="section">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {say("family.link.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {say("family.link.help")}
            </Text>
            <LinkByMatriculeForm schools={family.schools} />
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {say("family.join.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {say("family.join.help")}
            </Text>
            <JoinWithCodeForm />
          </Stack>
        </Card>

        {timetables.map((tt, i) => (
          <Card
            key={family.delegations[i]!.id}
            withBorder
            padding="lg"
            component="section"
            data-testid="delegate-timetable"
          >
            <Stack gap={4}>
              <Title order={2} fz="h3">
                {say("family.delegation.title", { child: tt.child, school: family.delegations[i]!.school })}
              </Title>
              {tt.slots.map((s, k) => (
                <Text key={k} size="sm">
                  {say("weekday.long", {
                    day: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][s.weekday]!,
                  })}{" "}
                  <span dir="ltr">
                    {time(s.startMinute)}–{time(s.endMinute)}
                  </span>{" "}
                  · {localName(locale, s.subject)}
                  {s.room ? ` · ${s.room}` : ""}
                </Text>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}

function WeekLines({ locale, week }: { locale: Locale; week: Parameters<typeof composeBrief>[1] }) {
  const brief = composeBrief((k, v) => t(locale, k, v), week, {
    school: "",
    detailed: true,
    money: (c) => formatDinars(c, locale),
  });
  return (
    <Text size="sm" data-testid="child-week">
      {brief.empty ? t(locale, "family.weekCalm") : `${t(locale, "family.week")} ${brief.lines.join(" ")}`}
    </Text>
  );
}
