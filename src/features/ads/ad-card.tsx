"use client";

import { Badge, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useIntl } from "react-intl";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import type { AdCard as AdCardData } from "~/server/services/ads/ad-card";
import { adPaths, categoryName, placeLine, STATUS_COLORS, TYPE_COLORS } from "./labels";
import { LazyImage } from "./lazy-image";

export function AdCard({ ad, showStatus = false, href }: { ad: AdCardData; showStatus?: boolean; href?: string }) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Card withBorder padding="sm" component={Link} href={href ?? localizedPath(locale, adPaths.ad(ad.slug))} data-testid="ad-card">
      <Card.Section pos="relative">
        <LazyImage src={ad.thumbUrl} alt={ad.title} h={180} fit="cover" />
        <Group gap={6} pos="absolute" top={8} style={{ insetInlineStart: 8 }}>
          <Badge color={TYPE_COLORS[ad.type]} variant="filled">
            {t(`ads.type.${ad.type}`)}
          </Badge>
          {showStatus && (
            <Badge color={STATUS_COLORS[ad.status]} variant="white" data-testid="ad-status">
              {t(`ads.status.${ad.status}`)}
            </Badge>
          )}
        </Group>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={700} lineClamp={2} dir="auto">
          {ad.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
          {ad.excerpt}
        </Text>
        <Text size="xs" c="dimmed">
          {categoryName(ad.category, locale)} · {placeLine(ad.commune, ad.wilaya, locale)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`ads.happenedOn.${ad.type}`, { date: intl.formatDate(ad.happenedOn, { dateStyle: "medium", timeZone: "UTC" }) })}
        </Text>
      </Stack>
    </Card>
  );
}

/** A responsive grid of cards, or the spec's "No results found for your search." */
export function AdGrid({ ads, empty, showStatus, hrefOf }: { ads: AdCardData[]; empty?: string; showStatus?: boolean; hrefOf?: (ad: AdCardData) => string }) {
  const t = useT();
  if (ads.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="no-results">
        {empty ?? t("errors.noResults")}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {ads.map((ad) => (
        <AdCard key={ad.id} ad={ad} showStatus={showStatus} href={hrefOf?.(ad)} />
      ))}
    </SimpleGrid>
  );
}
