"use client";

import { Card, Group, Stack, Text } from "@mantine/core";
import { ConfirmButton, useRunAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";

export type SchoolInvitation = RouterOutputs["people"]["invitations"][number];

/**
 * The school's invitations that wait for an answer, on the staff screens (read by the page on the server, already
 * narrowed to the screen's roles); staff may withdraw one.
 */
export function PendingInvitations({ rows }: { rows: SchoolInvitation[] }) {
  const t = useT();
  const run = useRunAction();
  const withdraw = useLazyMutation((trpc, input: { id: string }) => trpc.people.withdrawInvitation.mutate(input));
  if (rows.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid="pending-invitations">
      <Stack gap="xs">
        <Text fw={600}>{t("invitations.pending")}</Text>
        {rows.map((row) => (
          <Group key={row.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t("invitations.pendingFor", {
                name: row.name,
                role: t(`invitations.role.${row.role}`, { child: row.child ?? "" }),
              })}
            </Text>
            <ConfirmButton
              label={t("invitations.withdraw")}
              onConfirm={() => run(withdraw.mutateAsync({ id: row.id }))}
            />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
