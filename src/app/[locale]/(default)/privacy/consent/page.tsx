import { Card, Container, Stack, Text, Title } from "@mantine/core";
import { redirect } from "next/navigation";
import { ConsentForm } from "~/modules/privacy/ui/consent-form";
import { pageRead } from "~/modules/school/ui/school-page";
import { AnchorLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { PURPOSES } from "~/modules/privacy/domain/purposes";
import { api } from "~/platform/api/server-caller";
import { getActor } from "~/platform/auth/session";

export const generateMetadata = pageMetadata("privacy.consent.title");

/** Only a path of this site may follow the form (never another origin). */
const safeNext = (value: string | string[] | undefined) =>
  typeof value === "string" && /^\/[a-z]{2}\/[^/]/.test(value) && !value.startsWith("//") ? value : null;

/**
 * /privacy/consent (issue 34): what a parent meets at their first sign-in, in their language — for each school of
 * their children, what it processes and why, and a yes or no for each optional purpose (photos, detailed
 * notifications, SMS). Changed at any time from /profil/data.
 */
export default async function ConsentPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor)
    redirect(
      `${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/privacy/consent"))}`,
    );
  const schools = await pageRead((await api()).privacy.consents());
  const next = safeNext((await searchParams).next);
  const say = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const mission = PURPOSES.filter((p) => p.controller === "school" && !p.optional);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {say("privacy.consent.title")}
          </Title>
          <Text c="dimmed">{say("privacy.consent.intro")}</Text>
        </div>
        {schools.length === 0 && <Text data-testid="consent-none">{say("privacy.consent.none")}</Text>}
        {schools.map((s) => (
          <Stack key={s.schoolId} gap="sm">
            <Title order={2} fz="h3">
              <bdi>{s.school}</bdi>
            </Title>
            <Card withBorder padding="md">
              <Text fw={600} mb={4}>
                {say("privacy.consent.mission")}
              </Text>
              <ul style={{ margin: 0, paddingInlineStart: "1.25rem", fontSize: "var(--mantine-font-size-sm)" }}>
                {mission.map((p) => (
                  <li key={p.id}>
                    <b>{say(`privacy.purpose.${p.id}`)}</b> — {say(`privacy.purpose.${p.id}.why`)}
                  </li>
                ))}
              </ul>
              {(s.dpo.name || s.dpo.email) && (
                <Text size="sm" mt="xs">
                  {say("privacy.consent.dpo")} <bdi>{[s.dpo.name, s.dpo.email].filter(Boolean).join(" · ")}</bdi>
                </Text>
              )}
            </Card>
            <Text fw={600}>{say("privacy.consent.optional")}</Text>
            <ConsentForm
              schoolId={s.schoolId}
              initial={s.answers}
              next={schools.length === 1 ? (next ?? localizedPath(locale, "/dashboard")) : null}
            />
          </Stack>
        ))}
        <AnchorLink href={localizedPath(locale, "/privacy")} size="sm">
          {say("privacy.consent.more")}
        </AnchorLink>
      </Stack>
    </Container>
  );
}
