"use client";

import { Anchor, Badge, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { Table } from "~/ui/table";
import Link from "next/link";
import { useIntl } from "react-intl";
import { EmptyState, ListTable, PageHeader, Pager, SearchBox, useLocalizedName } from "~/ui/list";
import { useUrlParams, useUrlSearch } from "~/ui/url-state";
import { useT } from "~/i18n/client";
import { AD_STATUSES } from "~/modules/moderation/domain/constants";
import type { listAdsForModeration } from "~/modules/moderation/server/ads";
import { AdminLinks, STATUS_COLOR, useHref } from "./admin-links";

type ModerationAds = Awaited<ReturnType<typeof listAdsForModeration>>;

/**
 * /admin/ads: every ad in every state, filtered by state and words (?status=, ?q=, ?page= in the address), rendered
 * on the server.
 */
export function AdminAds({ status, list }: { status?: (typeof AD_STATUSES)[number]; list: ModerationAds }) {
  const t = useT();
  const intl = useIntl();
  const href = useHref();
  const name = useLocalizedName();
  const { search, setSearch, page, setPage, pending } = useUrlSearch();
  const url = useUrlParams();
  return (
    <Stack gap="lg">
      <PageHeader title={t("admin.ads")} actions={<AdminLinks />} />
      <Group gap="xs">
        <SearchBox value={search} onChange={setSearch} label={t("admin.searchAds")} />
        <NativeSelect
          aria-label={t("admin.status")}
          name="status"
          w={220}
          data={[
            { value: "", label: t("admin.allStatuses") },
            ...AD_STATUSES.map((s) => ({ value: s, label: t(`ads.status.${s}`) })),
          ]}
          value={status ?? ""}
          onChange={(e) => url.set({ status: e.currentTarget.value, page: null })}
        />
      </Group>
      {list.rows.length === 0 ? (
        <EmptyState>{t("errors.noResults")}</EmptyState>
      ) : (
        <ListTable data-testid="admin-ads" style={{ opacity: pending || url.pending ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("admin.ad")}</Table.Th>
              <Table.Th>{t("admin.status")}</Table.Th>
              <Table.Th>{t("admin.postedBy")}</Table.Th>
              <Table.Th ta="center">{t("admin.complaints")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.rows.map((ad) => (
              <Table.Tr key={ad.id}>
                <Table.Td>
                  <Anchor component={Link} href={href(`/admin/ads/${ad.slug}`)} fw={600} dir="auto">
                    {ad.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t(`ads.type.${ad.type}`)} · {name(ad.category)} ·{" "}
                    {intl.formatDate(ad.createdAt, { dateStyle: "medium" })}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t("admin.status")}>
                  <Badge color={STATUS_COLOR[ad.status]} variant="light">
                    {t(`ads.status.${ad.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={t("admin.postedBy")}>
                  {ad.author?.name ?? t("admin.visitor", { name: ad.contactName })}
                </Table.Td>
                <Table.Td ta="center" data-label={t("admin.complaints")}>
                  {ad.openReports || "—"}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Pager total={list.total} page={page} onChange={setPage} />
    </Stack>
  );
}
