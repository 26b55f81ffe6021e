"use client";

import { Card, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useT } from "~/i18n/client";
import { useTRPC } from "~/trpc/react";
import { ConfirmButton, useRunAction } from "~/features/ui/list";

// the profile's and the dashboard's card lives apart (no react-query): my-invitations.tsx
export { MyInvitations } from "./my-invitations";

/** The school's invitations that wait for an answer, on the staff screens; staff may withdraw one. */
export function PendingInvitations({ schoolId, roles }: { schoolId: string; roles: ("TEACHER" | "STUDENT" | "PARENT")[] }) {
  const t = useT();
  const trpc = useTRPC();
  const run = useRunAction();
  const list = useQuery(trpc.people.invitations.queryOptions({ schoolId }));
  const withdraw = useMutation(trpc.people.withdrawInvitation.mutationOptions());
  const rows = list.data?.filter((r) => roles.includes(r.role)) ?? [];
  if (rows.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid="pending-invitations">
      <Stack gap="xs">
        <Text fw={600}>{t("invitations.pending")}</Text>
        {rows.map((row) => (
          <Group key={row.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t("invitations.pendingFor", { name: row.name, role: t(`invitations.role.${row.role}`, { child: row.child ?? "" }) })}
            </Text>
            <ConfirmButton label={t("invitations.withdraw")} onConfirm={() => run(withdraw.mutateAsync({ id: row.id }))} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
