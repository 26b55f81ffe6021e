"use client";

import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useT } from "~/i18n/client";
import type { RouterOutputs } from "~/ui/trpc/outputs";

export type Slip = RouterOutputs["people"]["generateCredentials"][number];

/** The printable slips of /generate-passwords, one per person (loaded with the generation). */
export function Slips({
  slips,
  schoolName,
  loginUrl,
  onBack,
}: {
  slips: Slip[];
  schoolName: string;
  loginUrl: string;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <Stack gap="lg">
      <Group justify="space-between" className="no-print">
        <Title order={1} fz="h2">
          {t("passwords.slipsTitle", { count: slips.length })}
        </Title>
        <Group>
          <Button variant="default" onClick={onBack}>
            {t("common.back")}
          </Button>
          <Button onClick={() => window.print()}>{t("passwords.print")}</Button>
        </Group>
      </Group>
      <Alert color="orange" className="no-print">
        {t("passwords.onceOnly")}
      </Alert>
      {slips.length === 0 && <Text c="dimmed">{t("passwords.noneEligible")}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} className="print-slips" data-testid="slips">
        {slips.map((slip) => (
          <Card key={slip.userId} withBorder padding="md" className="print-slip" data-testid="slip">
            <Text size="xs" c="dimmed">
              {schoolName}
            </Text>
            <Group justify="space-between" mt={4}>
              <Text fw={700}>{slip.name}</Text>
              <Badge variant="light">{t(`role.${slip.role}`)}</Badge>
            </Group>
            {slip.detail && (
              <Text size="sm" c="dimmed">
                {slip.role === "PARENT" ? t("passwords.parentOf", { names: slip.detail }) : slip.detail}
              </Text>
            )}
            <Stack gap={2} mt="sm">
              <Text size="sm">
                {t("passwords.identifier")} :{" "}
                <Text span ff="monospace" fw={700} dir="ltr" data-testid="slip-identifier">
                  {slip.identifier}
                </Text>
              </Text>
              <Text size="sm">
                {t("passwords.password")} :{" "}
                <Text span ff="monospace" fw={700} dir="ltr" data-testid="slip-password">
                  {slip.password}
                </Text>
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t("passwords.slipHint", { url: loginUrl })}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
