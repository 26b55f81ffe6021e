"use client";

import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { toast } from "~/features/shell/toast";
import { useRefresh } from "~/features/ui/refresh";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/trpc/lazy";
import type { RouterOutputs } from "~/trpc/react";

type MyInvitation = RouterOutputs["invitations"]["mine"][number];

/**
 * What a school asks of the signed-in account: accept (the link is made) or decline (the invitation goes). On the
 * dashboard and the profile; apart from the staff lists' module (features/ui/list) so that neither page loads it.
 */
export function MyInvitations({ invitations }: { invitations: MyInvitation[] }) {
  const t = useT();
  const refresh = useRefresh();
  const respond = useLazyMutation((trpc, input: { id: string; accept: boolean }) => trpc.invitations.respond.mutate(input));
  if (invitations.length === 0) return null;
  // as useRunAction does: a toast while the answer is on its way, then the page rendered again by the server
  const answer = async (id: string, accept: boolean) => {
    try {
      await toast.promise(respond.mutateAsync({ id, accept }), {
        loading: t("shell.loading"),
        success: t("success.operation"),
        error: (error) => {
          const message = errorMessage(error);
          return t(message.key, message.values);
        },
      });
      await refresh();
    } catch {
      // the toast said why
    }
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
