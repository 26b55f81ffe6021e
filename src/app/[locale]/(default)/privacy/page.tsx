import { Badge, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Table } from "~/ui/table";
import { pageRead } from "~/modules/school/ui/school-page";
import { AnchorLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { retentionText } from "~/modules/privacy/ui/retention-text";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("privacy.title");

/**
 * /privacy (issue 34), for anyone: who answers for personal data (the platform's data-protection officer; each school
 * names its own), the register of processing generated from the code's list of purposes (src/modules/privacy/domain/purposes.ts),
 * how long each kind of data is kept, and the rights with where to use them. Rendered on the server; no client code.
 */
export default async function PrivacyPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const { purposes, dpo } = await pageRead((await api()).privacy.register());
  const say = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const list = (items: readonly string[]) => items.join(say("privacy.listSeparator"));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {say("privacy.title")}
          </Title>
          <Text c="dimmed">{say("privacy.intro")}</Text>
        </div>

        <Card withBorder padding="lg" data-testid="dpo">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {say("privacy.dpo.title")}
            </Title>
            <Text>
              <bdi>{dpo.name}</bdi>
            </Text>
            <Text>
              <a href={`mailto:${dpo.email}`} dir="ltr">
                {dpo.email}
              </a>
            </Text>
            {dpo.address && (
              <Text>
                <bdi>{dpo.address}</bdi>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {say("privacy.dpo.schools")}
            </Text>
          </Stack>
        </Card>

        <Stack gap="sm">
          <Title order={2} fz="h3">
            {say("privacy.register.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {say("privacy.register.intro")}
          </Text>
          {purposes.map((p) => (
            <Card key={p.id} withBorder padding="md" data-testid={`purpose-${p.id}`}>
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={700}>{say(`privacy.purpose.${p.id}`)}</Text>
                  <Badge variant="light">{say(`privacy.controller.${p.controller}`)}</Badge>
                  <Badge variant="outline" color={p.optional ? "teal" : "gray"}>
                    {say(`privacy.basis.${p.basis}`)}
                  </Badge>
                  {p.abroad && (
                    <Badge variant="light" color="orange">
                      {say("privacy.abroad")}
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{say(`privacy.purpose.${p.id}.why`)}</Text>
                <Table layout="fixed" fz="sm">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w="35%">{say("privacy.register.data")}</Table.Th>
                      <Table.Td>{list(p.data.map((d) => say(`privacy.data.${d}`)))}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{say("privacy.register.recipients")}</Table.Th>
                      <Table.Td>
                        {p.recipients.length
                          ? list(p.recipients.map((r) => say(`privacy.recipient.${r}`)))
                          : say("privacy.recipient.none")}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{say("privacy.register.retention")}</Table.Th>
                      <Table.Td>{retentionText(say, p.retention)}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Stack>
            </Card>
          ))}
        </Stack>

        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {say("privacy.rights.title")}
            </Title>
            <ul style={{ margin: 0, paddingInlineStart: "1.25rem", fontSize: "var(--mantine-font-size-sm)" }}>
              <li>{say("privacy.rights.access")}</li>
              <li>{say("privacy.rights.correct")}</li>
              <li>{say("privacy.rights.erase")}</li>
              <li>{say("privacy.rights.consent")}</li>
              <li>{say("privacy.rights.authority")}</li>
            </ul>
            <AnchorLink href={localizedPath(locale, "/profil/data")} data-testid="my-data-link">
              {say("privacy.rights.go")}
            </AnchorLink>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
