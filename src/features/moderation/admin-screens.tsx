"use client";

import { Anchor, Badge, Button, Card, Group, Image, Modal, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useZodForm } from "~/features/forms/use-zod-form";
import { ConfirmButton, EmptyState, ListTable, NameFields, PageHeader, Pager, SearchBox, useFormAction, useLocalizedName, useRunAction, useSearch } from "~/features/ui/list";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { AD_STATUSES, REPORT_REASONS, REPORT_STATUSES } from "~/lib/constants/moderation";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { AuditList } from "./audit-list";

const STATUS_COLOR = { PENDING: "yellow", PUBLISHED: "teal", HIDDEN: "orange", DELETED: "gray" } as const;

function useHref() {
  const locale = useLocale();
  return (path: string) => localizedPath(locale, path);
}

/** /admin: what waits (pending ads, open complaints by reason) with links to the filtered lists, and recent actions. */
export function AdminOverview() {
  const t = useT();
  const trpc = useTRPC();
  const href = useHref();
  const overview = useQuery(trpc.moderation.overview.queryOptions());
  if (!overview.data) return <Skeleton h={300} />;
  const o = overview.data;
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

function AdminLinks() {
  const t = useT();
  const href = useHref();
  return (
    <Group gap="xs">
      <Button component={Link} href={href("/admin/ads")} variant="light" size="xs">
        {t("admin.ads")}
      </Button>
      <Button component={Link} href={href("/admin/complaints")} variant="light" size="xs">
        {t("admin.complaints")}
      </Button>
      <Button component={Link} href={href("/admin/categories")} variant="light" size="xs">
        {t("admin.categories")}
      </Button>
    </Group>
  );
}

/** /admin/ads: every ad in every state, filtered by state (kept in the URL), category and words. */
export function AdminAds() {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const href = useHref();
  const name = useLocalizedName();
  const router = useRouter();
  const params = useSearchParams();
  const status = (AD_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as (typeof AD_STATUSES)[number]) : undefined;
  const { search, setSearch, debounced, page, setPage } = useSearch();
  const list = useQuery(trpc.moderation.ads.queryOptions({ status, search: debounced, page }));
  return (
    <Stack gap="lg">
      <PageHeader title={t("admin.ads")} actions={<AdminLinks />} />
      <Group gap="xs">
        <SearchBox value={search} onChange={setSearch} label={t("admin.searchAds")} />
        <Select
          aria-label={t("admin.status")}
          placeholder={t("admin.allStatuses")}
          clearable
          w={220}
          data={AD_STATUSES.map((s) => ({ value: s, label: t(`ads.status.${s}`) }))}
          value={status ?? null}
          onChange={(v) => {
            setPage(1);
            router.replace(v ? `?status=${v}` : "?");
          }}
        />
      </Group>
      {list.isPending ? (
        <Skeleton h={300} />
      ) : list.data?.rows.length === 0 ? (
        <EmptyState>{t("errors.noResults")}</EmptyState>
      ) : (
        <ListTable data-testid="admin-ads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("admin.ad")}</Table.Th>
                <Table.Th>{t("admin.status")}</Table.Th>
                <Table.Th>{t("admin.postedBy")}</Table.Th>
                <Table.Th ta="center">{t("admin.complaints")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.rows.map((ad) => (
                <Table.Tr key={ad.id}>
                  <Table.Td>
                    <Anchor component={Link} href={href(`/admin/ads/${ad.slug}`)} fw={600} dir="auto">
                      {ad.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t(`ads.type.${ad.type}`)} · {name(ad.category)} · {intl.formatDate(ad.createdAt, { dateStyle: "medium" })}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t("admin.status")}>
                    <Badge color={STATUS_COLOR[ad.status]} variant="light">
                      {t(`ads.status.${ad.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label={t("admin.postedBy")}>{ad.author?.name ?? t("admin.visitor", { name: ad.contactName })}</Table.Td>
                  <Table.Td ta="center" data-label={t("admin.complaints")}>
                    {ad.openReports || "—"}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
        </ListTable>
      )}
      <Pager total={list.data?.total ?? 0} page={page} onChange={setPage} />
    </Stack>
  );
}

type ModeratedAd = RouterOutputs["moderation"]["ad"];

/** /admin/ads/{slug}: the ad, its actions (approve, hide, restore, delete, category), complaints and history. */
export function AdminAd({ slug }: { slug: string }) {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const href = useHref();
  const name = useLocalizedName();
  const run = useRunAction();
  const ad = useQuery(trpc.moderation.ad.queryOptions({ slug }));
  const categories = useQuery(trpc.ads.categories.queryOptions());
  const moderate = useMutation(trpc.moderation.moderateAd.mutationOptions());
  const setCategory = useMutation(trpc.moderation.setAdCategory.mutationOptions());
  if (!ad.data) return <Skeleton h={400} />;
  const a: ModeratedAd = ad.data;
  const act = (action: "approve" | "hide" | "restore" | "delete") => run(moderate.mutateAsync({ adId: a.id, action }));
  return (
    <Stack gap="lg">
      <PageHeader
        title={a.title}
        subtitle={
          <Badge color={STATUS_COLOR[a.status]} variant="light" data-testid="ad-status">
            {t(`ads.status.${a.status}`)}
          </Badge>
        }
        actions={
          <>
            {a.status === "PENDING" && (
              <Button color="teal" onClick={() => act("approve")}>
                {t("admin.approve")}
              </Button>
            )}
            {(a.status === "PENDING" || a.status === "PUBLISHED") && (
              <Button color="orange" variant="light" onClick={() => act("hide")}>
                {t("admin.hide")}
              </Button>
            )}
            {a.status === "HIDDEN" && (
              <Button variant="light" onClick={() => act("restore")}>
                {t("admin.restore")}
              </Button>
            )}
            {a.status !== "DELETED" && <ConfirmButton size="sm" variant="light" label={t("common.delete")} onConfirm={() => act("delete")} />}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t(`ads.type.${a.type}`)} · {a.commune.nameFr}, {a.wilaya.nameFr} · {intl.formatDate(a.happenedOn, { dateStyle: "medium", timeZone: "UTC" })}
            </Text>
            <Text dir="auto" style={{ whiteSpace: "pre-wrap" }}>
              {a.description}
            </Text>
            <Group gap="xs">
              {a.photos.map((src) => (
                <Image key={src} src={src} alt="" w={96} h={72} radius="sm" fit="cover" />
              ))}
            </Group>
            <Text size="sm">
              {t("admin.postedBy")} :{" "}
              {a.author ? (
                <Anchor component={Link} href={href(`/membre/${a.author.slug}`)}>
                  {a.author.name}
                </Anchor>
              ) : (
                t("admin.visitor", { name: a.contactName })
              )}
              {a.author?.suspendedAt && (
                <Badge color="red" ml="xs" size="sm">
                  {t("admin.suspended")}
                </Badge>
              )}
            </Text>
            {a.status === "PUBLISHED" && (
              <Anchor component={Link} href={href(`/old/annonces/${a.slug}`)} size="sm">
                {t("admin.publicPage")}
              </Anchor>
            )}
            <Select
              label={t("admin.category")}
              name="categoryId"
              data={categories.data?.map((c) => ({ value: c.id, label: name(c) })) ?? []}
              value={a.categoryId}
              allowDeselect={false}
              onChange={(categoryId) => categoryId && void run(setCategory.mutateAsync({ adId: a.id, categoryId }))}
              maw={320}
            />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} fz="h4" mb="sm">
            {t("admin.complaints")}
          </Title>
          {a.complaints.length === 0 ? (
            <Text c="dimmed">{t("errors.noComplaint")}</Text>
          ) : (
            <Stack gap={6} data-testid="ad-complaints">
              {a.complaints.map((c) => (
                <Group key={c.id} justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm">{t(`reports.reason.${c.reason}`)}</Text>
                    <Text size="xs" c="dimmed" dir="auto">
                      {c.reporter.name} · {intl.formatDate(c.createdAt, { dateStyle: "medium" })}
                      {c.comment && ` · « ${c.comment.body.slice(0, 60)} »`}
                    </Text>
                  </Stack>
                  <Badge variant="light" size="sm">
                    {t(`admin.reportStatus.${c.status}`)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t("admin.history")}
        </Title>
        <AuditList entries={a.history} />
      </Card>
    </Stack>
  );
}

/** /admin/complaints: complaints grouped per ad or comment, by reason and status; dismiss, hide, or suspend the author. */
export function AdminComplaints() {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const href = useHref();
  const run = useRunAction();
  const router = useRouter();
  const params = useSearchParams();
  const reason = (REPORT_REASONS as readonly string[]).includes(params.get("reason") ?? "") ? (params.get("reason") as (typeof REPORT_REASONS)[number]) : undefined;
  const [status, setStatus] = useState<(typeof REPORT_STATUSES)[number]>("OPEN");
  const [page, setPage] = useState(1);
  const list = useQuery(trpc.moderation.complaints.queryOptions({ reason, status, page }));
  const resolve = useMutation(trpc.moderation.resolveComplaint.mutationOptions());
  return (
    <Stack gap="lg">
      <PageHeader title={t("admin.complaints")} actions={<AdminLinks />} />
      <Group gap="xs">
        <Select
          aria-label={t("reports.reason")}
          placeholder={t("admin.allReasons")}
          clearable
          w={300}
          data={REPORT_REASONS.map((r) => ({ value: r, label: t(`reports.reason.${r}`) }))}
          value={reason ?? null}
          onChange={(v) => {
            setPage(1);
            router.replace(v ? `?reason=${v}` : "?");
          }}
        />
        <Select
          aria-label={t("admin.status")}
          w={180}
          allowDeselect={false}
          data={REPORT_STATUSES.map((s) => ({ value: s, label: t(`admin.reportStatus.${s}`) }))}
          value={status}
          onChange={(v) => {
            setPage(1);
            if (v) setStatus(v as typeof status);
          }}
        />
      </Group>
      {list.isPending ? (
        <Skeleton h={300} />
      ) : list.data?.rows.length === 0 ? (
        <EmptyState>{t("errors.noComplaint")}</EmptyState>
      ) : (
        <Stack gap="sm" data-testid="complaints">
          {list.data?.rows.map((row) => (
            <Card key={`${row.adId}-${row.commentId ?? ""}`} withBorder data-testid="complaint">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={4} maw={560}>
                  <Text size="xs" c="dimmed">
                    {row.comment ? t("admin.onComment") : t("admin.onAd")} · {t("admin.reportCount", { count: row.count })} ·{" "}
                    {row.lastAt && intl.formatDate(row.lastAt, { dateStyle: "medium" })}
                  </Text>
                  <Anchor component={Link} href={href(`/admin/ads/${row.ad.slug}`)} fw={600} dir="auto">
                    {row.ad.title}
                  </Anchor>
                  {row.comment && (
                    <Text size="sm" dir="auto" fs="italic">
                      « {row.comment.body} » — {row.comment.author.name}
                    </Text>
                  )}
                  <Group gap={4}>
                    {row.reasons.map((r) => (
                      <Badge key={r.reason} variant="light" color="red" tt="none">
                        {t(`reports.reason.${r.reason}`)} × {r.count}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
                {status === "OPEN" && (
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => run(resolve.mutateAsync({ adId: row.adId, commentId: row.commentId, action: "dismiss" }))}>
                      {t("admin.dismiss")}
                    </Button>
                    <ConfirmButton
                      size="xs"
                      variant="light"
                      color="orange"
                      label={row.comment ? t("admin.hideComment") : t("admin.hideAd")}
                      message={t("admin.confirmHide")}
                      onConfirm={() => run(resolve.mutateAsync({ adId: row.adId, commentId: row.commentId, action: "hide" }))}
                    />
                    {(row.comment ? row.comment.author : row.ad.author) && (
                      <ConfirmButton
                        size="xs"
                        variant="light"
                        label={t("admin.suspendAuthor")}
                        message={t("admin.confirmSuspend", { name: (row.comment ? row.comment.author : row.ad.author)!.name })}
                        onConfirm={() => run(resolve.mutateAsync({ adId: row.adId, commentId: row.commentId, action: "suspend" }))}
                      />
                    )}
                  </Group>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Pager total={list.data?.total ?? 0} page={page} onChange={setPage} />
    </Stack>
  );
}

type AdminCategory = RouterOutputs["moderation"]["categories"][number];

/** /admin/categories: create, rename in three languages, reorder, delete (only without ads). */
export function AdminCategories() {
  const t = useT();
  const trpc = useTRPC();
  const run = useRunAction();
  const categories = useQuery(trpc.moderation.categories.queryOptions());
  const move = useMutation(trpc.moderation.moveCategory.mutationOptions());
  const remove = useMutation(trpc.moderation.deleteCategory.mutationOptions());
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("admin.categories")}
        actions={
          <>
            <AdminLinks />
            <Button onClick={() => setEditing("new")}>{t("admin.newCategory")}</Button>
          </>
        }
      />
      {!categories.data ? (
        <Skeleton h={300} />
      ) : (
        <ListTable highlightOnHover={false} data-testid="admin-categories">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("locale.fr")}</Table.Th>
                <Table.Th>{t("locale.en")}</Table.Th>
                <Table.Th>{t("locale.ar")}</Table.Th>
                <Table.Th ta="center">{t("admin.adCount")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.data.map((c, i) => (
                <Table.Tr key={c.id}>
                  <Table.Td data-label={t("locale.fr")}>{c.nameFr}</Table.Td>
                  <Table.Td data-label={t("locale.en")}>{c.nameEn}</Table.Td>
                  <Table.Td ta="right" data-label={t("locale.ar")}>
                    <span dir="rtl">{c.nameAr}</span>
                  </Table.Td>
                  <Table.Td ta="center" data-label={t("admin.adCount")}>
                    {c._count.ads}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" disabled={i === 0} aria-label={t("admin.moveUp")} onClick={() => run(move.mutateAsync({ id: c.id, direction: "up" }))}>
                        ↑
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        disabled={i === categories.data.length - 1}
                        aria-label={t("admin.moveDown")}
                        onClick={() => run(move.mutateAsync({ id: c.id, direction: "down" }))}
                      >
                        ↓
                      </Button>
                      <Button size="xs" variant="light" onClick={() => setEditing(c)}>
                        {t("common.edit")}
                      </Button>
                      <ConfirmButton label={t("common.delete")} disabled={c._count.ads > 0} onConfirm={() => run(remove.mutateAsync({ id: c.id }))} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
        </ListTable>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t("admin.newCategory") : t("common.edit")} size="lg">
        {editing && <CategoryForm category={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const create = useMutation(trpc.moderation.createCategory.mutationOptions());
  const update = useMutation(trpc.moderation.updateCategory.mutationOptions());
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/moderation").then((m) => m.ZCategoryInput), {
    nameFr: category?.nameFr ?? "",
    nameEn: category?.nameEn ?? "",
    nameAr: category?.nameAr ?? "",
  });
  const submit = useFormAction(showServerError);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(category ? update.mutateAsync({ ...values, id: category.id }) : create.mutateAsync(values), { then: onDone }))}>
      <Stack>
        <NameFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
