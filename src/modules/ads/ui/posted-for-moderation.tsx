"use client";

import { Alert, Button, Code, Group, Stack, Text } from "@mantine/core";
import { toast } from "~/ui/shell/toast";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { copyText } from "~/ui/copy-link";
import { adPaths } from "./labels";

/** What a visitor sees after posting: the ad waits for moderation, and here is their private link (shown once). */
export function PostedForModeration({ slug, token }: { slug: string; token: string }) {
  const t = useT();
  const locale = useLocale();
  const path = localizedPath(locale, adPaths.privateLink(slug, token));
  const url = typeof window === "undefined" ? path : `${window.location.origin}${path}`;
  return (
    <Alert color="teal" title={t("ads.posted.pendingTitle")} data-testid="posted-pending">
      <Stack gap="sm">
        <Text size="sm">{t("ads.posted.pendingText")}</Text>
        <Text size="sm" fw={600}>
          {t("ads.posted.privateLink")}
        </Text>
        <Code block dir="ltr" data-testid="private-link" style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {url}
        </Code>
        <Group>
          <Button
            onClick={async () => {
              await copyText(url);
              toast.success(t("success.linkCopied"));
            }}
          >
            {t("ads.posted.copyLink")}
          </Button>
          <Button component="a" href={path} variant="default">
            {t("ads.manage.title")}
          </Button>
          {/* a full load, so the form starts empty */}
          <Button component="a" href={localizedPath(locale, adPaths.post)} variant="subtle">
            {t("ads.posted.another")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
