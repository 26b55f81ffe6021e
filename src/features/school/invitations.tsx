"use client";

import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { ConfirmButton, useRunAction } from "~/features/ui/list";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/trpc/lazy";
import type { RouterOutputs } from "~/trpc/react";

type MyInvitation = RouterOutputs["invitations"]["mine"][number];
export type SchoolInvitation = RouterOutputs["people"]["invitations"][number];

/** What a school asks of the signed-in account: accept (the link is made) or decline (the invitation goes). */
export function MyInvitations({ invitations }: { invitations: MyInvitation[] }) {
  const t = useT();
  const run = useRunAction();
  const respond = useLazyMutation((trpc, input: { id: string; accept: boolean }) => trpc.invitations.respond.mutate(input));
  if (invitations.length === 0) return null;
  // run shows the new state (the page rendered again by the server) once the answer is recorded
  const answer = (id: string, accept: boolean) => run(respond.mutateAsync({ id, accept }));
  return (
    <Card withBorder padding="lg" data-testid="my-invitations">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t("invitations.title")}
        </Title>
        {invitations.map((invitation) => (
          <Group key={invitation.id} justify="space-between" gap="sm">
            <Text>{t(`invitations.${invitation.role}`, { school: invitation.school, child: invitation.child ?? "" })}</Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => answer(invitation.id, true)} loading={respond.isPending}>
                {t("invitations.accept")}
              </Button>
              <Button size="xs" variant="default" onClick={() => answer(invitation.id, false)} disabled={respond.isPending}>
                {t("invitations.decline")}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

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
              {t("invitations.pendingFor", { name: row.name, role: t(`invitations.role.${row.role}`, { child: row.child ?? "" }) })}
            </Text>
            <ConfirmButton label={t("invitations.withdraw")} onConfirm={() => run(withdraw.mutateAsync({ id: row.id }))} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
