"use client";

import { Anchor, Badge, Button, Card, Group, Image, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { useIntl } from "react-intl";
import { ConfirmButton, PageHeader, useLocalizedName, useRunAction, type Named } from "~/ui/list";
import { useT } from "~/i18n/client";
import type { adForModeration } from "~/modules/moderation/server/ads";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { STATUS_COLOR, useHref } from "./admin-links";
import { AuditList } from "./audit-list";

type ModeratedAd = Awaited<ReturnType<typeof adForModeration>>;
type Action = "approve" | "hide" | "restore" | "delete";

/** /admin/ads/{slug}: the ad, its actions (approve, hide, restore, delete, category), complaints and history. */
export function AdminAd({ ad: a, categories }: { ad: ModeratedAd; categories: ({ id: string } & Named)[] }) {
  const t = useT();
  const intl = useIntl();
  const href = useHref();
  const name = useLocalizedName();
  const run = useRunAction();
  const moderate = useLazyMutation((trpc, input: { adId: string; action: Action }) =>
    trpc.moderation.moderateAd.mutate(input),
  );
  const setCategory = useLazyMutation((trpc, input: { adId: string; categoryId: string }) =>
    trpc.moderation.setAdCategory.mutate(input),
  );
  const act = (action: Action) => run(moderate.mutateAsync({ adId: a.id, action }));
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
            {a.status !== "DELETED" && (
              <ConfirmButton size="sm" variant="light" label={t("common.delete")} onConfirm={() => act("delete")} />
            )}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t(`ads.type.${a.type}`)} · {a.commune.nameFr}, {a.wilaya.nameFr} ·{" "}
              {intl.formatDate(a.happenedOn, { dateStyle: "medium", timeZone: "UTC" })}
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
            <NativeSelect
              label={t("admin.category")}
              name="categoryId"
              data={categories.map((c) => ({ value: c.id, label: name(c) }))}
              value={a.categoryId}
              disabled={setCategory.isPending}
              onChange={(e) => {
                const categoryId = e.currentTarget.value;
                if (categoryId) void run(setCategory.mutateAsync({ adId: a.id, categoryId }));
              }}
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
