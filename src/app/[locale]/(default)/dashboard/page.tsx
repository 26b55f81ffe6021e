import { redirect } from "next/navigation";
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { AnchorLink, ButtonLink } from "~/ui/links";
import { MyInvitations } from "~/modules/school/ui/my-invitations";
import { SchoolPicker } from "~/modules/school/ui/school-picker";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath, type Locale } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { TodayCard } from "~/modules/teaching/ui/today-card";
import { LatestCards } from "~/modules/grades/ui/latest-card";
import { WaitingCard } from "~/modules/school/ui/waiting-card";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("dashboard.title");

const named = (locale: Locale, row: { nameFr: string; nameEn: string; nameAr: string }) =>
  locale === "ar" ? row.nameAr : locale === "en" ? row.nameEn : row.nameFr;

/** The role-aware overview: counts and the current year for admins, my classes, my class, my children. */
export default async function DashboardPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/dashboard");
  // a parent's first sign-in: their choices on their children's data come first (issue 34; no query for anyone else)
  if (await (await api()).privacy.consentPending())
    redirect(
      `${localizedPath(locale, "/privacy/consent")}?next=${encodeURIComponent(localizedPath(locale, "/dashboard"))}`,
    );
  const { overview, schools, invitations, waiting, waitingElsewhere, days, latestCards, termType } = await pageRead(
    (await api()).dashboard.home({ schoolId: school.id }),
  );
  const href = (path: string) => localizedPath(locale, path);
  const date = (d: Date) =>
    new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ" : locale, { dateStyle: "medium", timeZone: "UTC" }).format(d);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {t(locale, "dashboard.title")}
            </Title>
            <Text c="dimmed">{school.name}</Text>
          </Stack>
          {schools.length > 1 && <SchoolPicker schools={schools} current={school.slug} />}
        </Group>

        <MyInvitations invitations={invitations} />

        <WaitingCard locale={locale} items={waiting} elsewhere={waitingElsewhere} />

        {days.map((day) => (
          <TodayCard
            key={day.key}
            locale={locale}
            mode={day.mode}
            today={day.today}
            title={
              day.mode === "family" && day.name
                ? t(locale, "dashboard.todayOf", { name: day.name })
                : t(locale, day.mode === "school" ? "dashboard.inProgress" : "dashboard.today")
            }
          />
        ))}

        <LatestCards locale={locale} cards={latestCards} termType={termType} />

        {overview.current ? (
          <Card withBorder padding="lg" data-testid="current-year">
            <Group gap="xs">
              <Text fw={700}>{t(locale, "dashboard.currentYear", { name: overview.current.name })}</Text>
              {overview.current.term && (
                <Badge variant="light">
                  {t(locale, "dashboard.currentTerm", {
                    type: termType,
                    number: overview.current.term.number,
                    from: date(overview.current.term.startsOn),
                    to: date(overview.current.term.endsOn),
                  })}
                </Badge>
              )}
            </Group>
          </Card>
        ) : (
          overview.counts && (
            <Card withBorder padding="lg">
              <Text>
                {t(locale, "dashboard.noYear")}{" "}
                <AnchorLink href={href("/sessions")}>{t(locale, "years.title")}</AnchorLink>
              </Text>
            </Card>
          )
        )}

        {overview.counts && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} data-testid="counts">
            {(
              [
                ["students", "/students"],
                ["teachers", "/teachers"],
                ["parents", "/students"],
                ["classes", "/classes"],
                ["subjects", "/subjects"],
              ] as const
            ).map(([key, path]) => (
              <Card key={key} withBorder padding="md" component="a" href={href(path)}>
                <Text fz={28} fw={800}>
                  {overview.counts![key]}
                </Text>
                <Text c="dimmed" size="sm">
                  {t(locale, `dashboard.count.${key}`, { count: overview.counts![key] })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}

        {overview.teaching && (
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t(locale, "dashboard.myClasses")}
            </Title>
            {overview.teaching.length === 0 && <Text c="dimmed">{t(locale, "dashboard.noClasses")}</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {overview.teaching.map((c) => (
                <Card key={c.slug} withBorder padding="md">
                  <AnchorLink href={href(`/class/${c.slug}`)} fw={700}>
                    {c.name}
                  </AnchorLink>
                  <Text size="sm" c="dimmed">
                    {c.subjects.map((s) => named(locale, s)).join(", ")} ·{" "}
                    {t(locale, "dashboard.studentCount", { count: c.students })}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}

        {overview.ownClass && (
          <Card withBorder padding="lg">
            <Text c="dimmed" size="sm">
              {t(locale, "dashboard.myClass")}
            </Text>
            <AnchorLink href={href(`/class/${overview.ownClass.slug}`)} fw={700} fz="xl">
              {overview.ownClass.name}
            </AnchorLink>
            <Text size="sm" c="dimmed">
              {named(locale, overview.ownClass.level)} ·{" "}
              {t(locale, "dashboard.studentCount", { count: overview.ownClass.students })}
            </Text>
          </Card>
        )}

        {overview.children && (
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t(locale, "dashboard.myChildren")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="children">
              {overview.children.map((child) => (
                <Card key={child.id} withBorder padding="md">
                  <Text fw={700}>{child.user.name}</Text>
                  <Text size="sm" c="dimmed">
                    {child.school.name}
                    {child.enrollments[0] && (
                      <>
                        {" · "}
                        <AnchorLink href={href(`/class/${child.enrollments[0].class.slug}`)}>
                          {child.enrollments[0].class.name}
                        </AnchorLink>
                      </>
                    )}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}

        {overview.counts && (
          <Group gap="xs">
            <ButtonLink href={href("/students")} variant="light">
              {t(locale, "nav.students")}
            </ButtonLink>
            <ButtonLink href={href("/generate-passwords")} variant="light">
              {t(locale, "nav.generatePasswords")}
            </ButtonLink>
            <ButtonLink href={href("/settings")} variant="light">
              {t(locale, "nav.settings")}
            </ButtonLink>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
