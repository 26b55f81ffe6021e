"use client";

import { Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useIntl } from "react-intl";
import { ConfirmButton, EmptyState, PageHeader, Pager, useRunAction } from "~/ui/list";
import { useUrlParams } from "~/ui/url-state";
import { useT } from "~/i18n/client";
import { REPORT_REASONS, REPORT_STATUSES } from "~/modules/moderation/domain/constants";
import type { listComplaints } from "~/modules/moderation/server/complaints";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { AdminLinks, useHref } from "./admin-links";

type Complaints = Awaited<ReturnType<typeof listComplaints>>;
type Resolve = {
  adId: string;
  commentId: string | null;
  adMessageId?: string | null;
  action: "dismiss" | "hide" | "suspend";
};

/**
 * /admin/complaints: complaints grouped per ad or comment, by reason and status (?reason=, ?status=, ?page= in the
 * address, rendered on the server); dismiss, hide, or suspend the author.
 */
export function AdminComplaints({
  reason,
  status,
  page,
  list,
}: {
  reason?: (typeof REPORT_REASONS)[number];
  status: (typeof REPORT_STATUSES)[number];
  page: number;
  list: Complaints;
}) {
  const t = useT();
  const intl = useIntl();
  const href = useHref();
  const run = useRunAction();
  const url = useUrlParams();
  const resolve = useLazyMutation((trpc, input: Resolve) => trpc.moderation.resolveComplaint.mutate(input));
  return (
    <Stack gap="lg">
      <PageHeader title={t("admin.complaints")} actions={<AdminLinks />} />
      <Group gap="xs">
        <NativeSelect
          aria-label={t("reports.reason")}
          name="reason"
          w={300}
          data={[
            { value: "", label: t("admin.allReasons") },
            ...REPORT_REASONS.map((r) => ({ value: r, label: t(`reports.reason.${r}`) })),
          ]}
          value={reason ?? ""}
          onChange={(e) => url.set({ reason: e.currentTarget.value, page: null })}
        />
        <NativeSelect
          aria-label={t("admin.status")}
          name="status"
          w={180}
          data={REPORT_STATUSES.map((s) => ({ value: s, label: t(`admin.reportStatus.${s}`) }))}
          value={status}
          onChange={(e) =>
            url.set({ status: e.currentTarget.value === "OPEN" ? null : e.currentTarget.value, page: null })
          }
        />
      </Group>
      {list.rows.length === 0 ? (
        <EmptyState>{t("errors.noComplaint")}</EmptyState>
      ) : (
        <Stack gap="sm" data-testid="complaints" style={{ opacity: url.pending ? 0.6 : 1 }}>
          {list.rows.map((row) => (
            <Card
              key={`${row.adId}-${row.commentId ?? ""}-${row.adMessageId ?? ""}`}
              withBorder
              data-testid="complaint"
            >
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={4} maw={560}>
                  <Text size="xs" c="dimmed">
                    {row.message ? t("admin.onMessage") : row.comment ? t("admin.onComment") : t("admin.onAd")} ·{" "}
                    {t("admin.reportCount", { count: row.count })} ·{" "}
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
                  {row.message && (
                    <Text size="sm" dir="auto" fs="italic" data-testid="complaint-message">
                      « {row.message.body} » — {row.message.author?.name ?? "—"}
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
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() =>
                        run(
                          resolve.mutateAsync({
                            adId: row.adId,
                            commentId: row.commentId,
                            adMessageId: row.adMessageId,
                            action: "dismiss",
                          }),
                        )
                      }
                    >
                      {t("admin.dismiss")}
                    </Button>
                    <ConfirmButton
                      size="xs"
                      variant="light"
                      color="orange"
                      label={
                        row.message ? t("admin.hideMessage") : row.comment ? t("admin.hideComment") : t("admin.hideAd")
                      }
                      message={t("admin.confirmHide")}
                      onConfirm={() =>
                        run(
                          resolve.mutateAsync({
                            adId: row.adId,
                            commentId: row.commentId,
                            adMessageId: row.adMessageId,
                            action: "hide",
                          }),
                        )
                      }
                    />
                    {(row.message ? row.message.author : row.comment ? row.comment.author : row.ad.author) && (
                      <ConfirmButton
                        size="xs"
                        variant="light"
                        label={t("admin.suspendAuthor")}
                        message={t("admin.confirmSuspend", {
                          name: (row.message ? row.message.author : row.comment ? row.comment.author : row.ad.author)!
                            .name,
                        })}
                        onConfirm={() =>
                          run(
                            resolve.mutateAsync({
                              adId: row.adId,
                              commentId: row.commentId,
                              adMessageId: row.adMessageId,
                              action: "suspend",
                            }),
                          )
                        }
                      />
                    )}
                  </Group>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Pager total={list.total} page={page} onChange={(p) => url.set({ page: p > 1 ? p : null })} />
    </Stack>
  );
}
