"use client";

import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { PageHeader } from "~/ui/list";
import { useT } from "~/i18n/client";
import { REPORT_REASONS } from "~/modules/moderation/domain/constants";
import type { moderationOverview } from "~/modules/moderation/server/overview";
import { AdminLinks, useHref } from "./admin-links";
import { AuditList } from "./audit-list";

export type ModerationOverview = Awaited<ReturnType<typeof moderationOverview>>;

/** /admin: what waits (pending ads, open complaints by reason) with links to the filtered lists, and recent actions. */
export function AdminOverview({ overview: o }: { overview: ModerationOverview }) {
  const t = useT();
  const href = useHref();
  return (
    <Stack gap="lg">
      <PageHeader title={t("admin.title")} actions={<AdminLinks />} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder component={Link} href={href("/admin/ads?status=PENDING")} data-testid="pending-count">
          <Text fz={32} fw={800}>
            {o.pendingAds}
          </Text>
          <Text c="dimmed">{t("admin.pendingAds", { count: o.pendingAds })}</Text>
        </Card>
        <Card withBorder component={Link} href={href("/admin/complaints")}>
          <Text fz={32} fw={800}>
            {o.openComplaints}
          </Text>
          <Text c="dimmed">{t("admin.openComplaints", { count: o.openComplaints })}</Text>
        </Card>
        <Card withBorder component={Link} href={href("/admin/ads?status=HIDDEN")}>
          <Text fz={32} fw={800}>
            {o.hiddenAds}
          </Text>
          <Text c="dimmed">{t("admin.hiddenAds", { count: o.hiddenAds })}</Text>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t("admin.byReason")}
        </Title>
        <Stack gap={6}>
          {REPORT_REASONS.map((reason) => (
            <Group key={reason} justify="space-between">
              <Anchor component={Link} href={href(`/admin/complaints?reason=${reason}`)}>
                {t(`reports.reason.${reason}`)}
              </Anchor>
              <Badge variant="light">{o.openByReason.find((r) => r.reason === reason)?.count ?? 0}</Badge>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t("admin.recent")}
        </Title>
        <AuditList entries={o.recent} />
      </Card>
    </Stack>
  );
}
