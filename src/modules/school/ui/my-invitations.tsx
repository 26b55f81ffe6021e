"use client";

import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { toast } from "~/ui/shell/toast";
import { useRefresh } from "~/ui/refresh";
import { errorMessage, useT } from "~/i18n/client";
import type { myInvitations } from "~/modules/school/server/invitations";
import { useLazyMutation } from "~/ui/trpc/lazy";

type MyInvitation = Awaited<ReturnType<typeof myInvitations>>[number];

/**
 * What a school asks of the signed-in account: accept (the link is made) or decline (the invitation goes). The
 * answer goes through useLazyMutation; the page then renders again (useRefresh).
 */
export function MyInvitations({ invitations }: { invitations: MyInvitation[] }) {
  const t = useT();
  const refresh = useRefresh();
  const respond = useLazyMutation((trpc, input: { id: string; accept: boolean }) =>
    trpc.invitations.respond.mutate(input),
  );
  if (invitations.length === 0) return null;
  // useRunAction's toasts and refresh, without ~/ui/list (its table would come with the profile)
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
            <Stack gap={2}>
              {invitation.asks.map((ask) => (
                <Text key={`${ask.role}-${ask.child ?? ""}`}>
                  {t(`invitations.${ask.role}`, { school: invitation.school, child: ask.child ?? "" })}
                </Text>
              ))}
            </Stack>
            <Group gap="xs">
              <Button size="xs" onClick={() => answer(invitation.id, true)} loading={respond.isPending}>
                {t("invitations.accept")}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => answer(invitation.id, false)}
                disabled={respond.isPending}
              >
                {t("invitations.decline")}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
