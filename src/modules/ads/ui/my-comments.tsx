"use client";

import { Anchor, Badge, Card, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { useIntl } from "react-intl";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import type { listMyComments } from "~/modules/ads/server/comments";
import { adPaths } from "./labels";

type MyComment = Awaited<ReturnType<typeof listMyComments>>[number];

/** "My comments" on the profile: each with the ad it was left under (linked while that ad is public). */
export function MyComments({ comments }: { comments: MyComment[] }) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-comments">
      <Title order={2} fz="h3" id="my-comments" mb="sm">
        {t("comments.mine.title")}
      </Title>
      {comments.length === 0 && <Text c="dimmed">{t("comments.mine.empty")}</Text>}
      <Stack gap="sm">
        {comments.map((c) => (
          <Stack key={c.id} gap={2} data-testid="my-comment">
            <Text size="sm" c="dimmed">
              {c.ad.slug ? (
                <Anchor component={Link} href={localizedPath(locale, adPaths.ad(c.ad.slug))}>
                  {t("comments.mine.on", { title: c.ad.title })}
                </Anchor>
              ) : (
                t("comments.mine.on", { title: c.ad.title })
              )}
              {" · "}
              {intl.formatDate(c.createdAt, { dateStyle: "medium" })}
              {c.status === "HIDDEN" && (
                <Badge color="gray" size="xs" ms="xs">
                  {t("comments.status.HIDDEN")}
                </Badge>
              )}
            </Text>
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} dir="auto">
              {c.body}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
