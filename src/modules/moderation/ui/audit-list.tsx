"use client";

import { Stack, Text, Timeline } from "@mantine/core";
import { useIntl } from "react-intl";
import { useT } from "~/i18n/client";
import type { MessageKey } from "~/lib/messages";

export interface AuditEntry {
  id: string;
  action: string;
  targetType: string;
  createdAt: Date;
  before: unknown;
  after: unknown;
  actor: { name: string } | null;
}

/** "status: PUBLISHED → HIDDEN" from an entry's before/after snapshots. */
function change(before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .map((k) => `${k}: ${k in b ? JSON.stringify(b[k]) : "—"} → ${k in a ? JSON.stringify(a[k]) : "—"}`)
    .join(" · ");
}

/** The audit trail: who did what, when, and the item before and after. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const intl = useIntl();
  if (entries.length === 0) return <Text c="dimmed">{t("audit.empty")}</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="audit-list">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={t(`audit.${entry.action}` as MessageKey)}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t("audit.by", {
                name: entry.actor?.name ?? "—",
                date: intl.formatDate(entry.createdAt, { dateStyle: "medium", timeStyle: "short" }),
              })}
            </Text>
            <Text size="xs" ff="monospace" dir="ltr" ta="start" c="dimmed">
              {change(entry.before, entry.after)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
