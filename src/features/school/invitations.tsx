"use client";

import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useT } from "~/i18n/client";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { ConfirmButton, useRunAction } from "~/features/ui/list";

type MyInvitation = RouterOutputs["invitations"]["mine"][number];

/** What a school asks of the signed-in account: accept (the link is made) or decline (the invitation goes). */
export function MyInvitations({ invitations }: { invitations: MyInvitation[] }) {
  const t = useT();
  const trpc = useTRPC();
  const router = useRouter();
  const run = useRunAction();
  const respond = useMutation(trpc.invitations.respond.mutationOptions());
  if (invitations.length === 0) return null;
  const answer = async (id: string, accept: boolean) => {
    if ((await run(respond.mutateAsync({ id, accept }))) !== undefined) router.refresh();
  };
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
