import { Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { AnchorLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";
import { formatPhoneNational } from "~/lib/phone";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("family.pickup.title");

/** /family/pickup?class=… ('link a parent'): who may collect each pupil of a class — printable. */
export default async function PickupPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, school } = await schoolPage(params, "/family/pickup", (a, s) => can(a, "student.linkParent", s.id));
  const caller = await api();
  const say = (key: MessageKey, values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const asked = (await searchParams).class;
  const list = await pageRead(
    caller.family.pickup({ schoolId: school.id, classId: typeof asked === "string" && asked ? asked : undefined }),
  );
  const { classes } = list;
  const wanted = list.classId;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {say("family.pickup.title")}
          {list.className ? ` — ${list.className}` : ""}
        </Title>
        <Group gap="xs" className="no-print">
          {classes.map((c) => (
            <AnchorLink
              key={c.id}
              href={`${localizedPath(locale, "/family/pickup")}?class=${c.id}`}
              size="sm"
              fw={c.id === wanted ? 700 : 400}
            >
              {c.name}
            </AnchorLink>
          ))}
        </Group>
        {list.pupils.map((p) => (
          <Card key={p.id} withBorder padding="sm" data-testid="pickup-pupil">
            <Text fw={600}>{p.name}</Text>
            {p.allowed.length === 0 && (
              <Text size="sm" c="red">
                {say("family.pickup.nobody")}
              </Text>
            )}
            {p.allowed.map((a, i) => (
              <Text key={i} size="sm">
                {a.name} — {say(`family.relation.${a.relation}` as MessageKey)}
                {a.phone ? (
                  <>
                    {" · "}
                    <span dir="ltr">{formatPhoneNational(a.phone)}</span>
                  </>
                ) : null}
              </Text>
            ))}
            {p.refused.map((name) => (
              <Text key={name} size="sm" c="red">
                {say("family.pickup.refused", { name })}
              </Text>
            ))}
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
