"use client";

import { Button, Group } from "@mantine/core";
import Link from "next/link";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";

export const STATUS_COLOR = {
  PENDING: "yellow",
  PUBLISHED: "teal",
  HIDDEN: "orange",
  DELETED: "gray",
  EXPIRED: "gray",
  RETURNED: "green",
} as const;

export function useHref() {
  const locale = useLocale();
  return (path: string) => localizedPath(locale, path);
}

/** The moderation screens' header links: ads, complaints, categories. */
export function AdminLinks() {
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
