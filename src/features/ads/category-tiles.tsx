"use client";

import { Card, Group, Text } from "@mantine/core";
import Link from "next/link";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import type { CategoryWithCount } from "~/server/services/ads/board";
import { adPaths, categoryName } from "./labels";

/** One card per category with its number of published ads, in the user's language. */
export function CategoryTiles({ categories }: { categories: CategoryWithCount[] }) {
  const t = useT();
  const locale = useLocale();
  return categories.map((c) => (
    <Card key={c.id} withBorder padding="md" component={Link} href={localizedPath(locale, adPaths.category(c.slug))} data-testid="category-tile">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{categoryName(c, locale)}</Text>
        <Text size="sm" c="dimmed" data-testid="category-count">
          {t("categories.count", { count: c.adCount })}
        </Text>
      </Group>
    </Card>
  ));
}
