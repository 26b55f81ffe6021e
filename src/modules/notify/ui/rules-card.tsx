"use client";

import { Button, Card, Checkbox, Group, Stack } from "@mantine/core";
import { Table } from "~/ui/table";
import { useState } from "react";
import { useRunAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import type { MessageKey } from "~/lib/messages";
import {
  RULE_AUDIENCES,
  RULE_EVENTS,
  type NotificationRules,
  type RuleAudience,
  type RuleEvent,
} from "~/modules/notify/domain/rules";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { CardHeading } from "~/ui/card-heading";

/** /settings, 'edit school notifications': for each school event, whether it notifies the parents, the students. */
export function NotificationRulesCard({ schoolId, rules: initial }: { schoolId: string; rules: NotificationRules }) {
  const t = useT();
  const run = useRunAction();
  const [rules, setRules] = useState(initial);
  const save = useLazyMutation((trpc, input: { schoolId: string; rules: NotificationRules }) =>
    trpc.notifications.updateRules.mutate(input),
  );
  const toggle = (event: RuleEvent, audience: RuleAudience, on: boolean) =>
    setRules((r) => ({
      ...r,
      [event]: on ? [...r[event].filter((a) => a !== audience), audience] : r[event].filter((a) => a !== audience),
    }));
  return (
    <Card withBorder padding="lg" data-testid="notification-rules">
      <Stack>
        <CardHeading title={t("notifications.rules.title")} help={t("notifications.rules.help")} />
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("notifications.rules.event")}</Table.Th>
                {RULE_AUDIENCES.map((a) => (
                  <Table.Th key={a} ta="center">
                    {t(`notifications.rules.audience.${a}` as MessageKey)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {RULE_EVENTS.map((event) => (
                <Table.Tr key={event}>
                  <Table.Td>{t(`notifications.rules.event.${event}` as MessageKey)}</Table.Td>
                  {RULE_AUDIENCES.map((audience) => (
                    <Table.Td key={audience}>
                      <Group justify="center">
                        <Checkbox
                          aria-label={`${t(`notifications.rules.event.${event}` as MessageKey)} — ${t(`notifications.rules.audience.${audience}` as MessageKey)}`}
                          checked={rules[event].includes(audience)}
                          onChange={(e) => toggle(event, audience, e.currentTarget.checked)}
                          data-testid={`rule-${event}-${audience}`}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            data-testid="save-rules"
            onClick={async () => {
              const saved = await run(save.mutateAsync({ schoolId, rules }));
              if (saved) setRules(saved);
            }}
          >
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
