import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { AdGrid } from "~/modules/ads/ui/ad-card";
import { CategoryTiles } from "~/modules/ads/ui/category-tiles";
import { adPaths } from "~/modules/ads/ui/labels";
import { SearchBox } from "~/modules/ads/ui/search-box";
import { AnchorLink, ButtonLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("ads.index.title");

/** The legacy index: a search box, the latest lost, found and missing ads, and the categories. */
export default async function LegacyIndexPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const { categories, latest } = await (await api()).ads.latest();
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>{t(locale, "ads.index.heading")}</Title>
          <Text c="dimmed">{t(locale, "ads.index.lead")}</Text>
          <SearchBox action={localizedPath(locale, adPaths.board)} />
          <Group>
            <ButtonLink href={localizedPath(locale, adPaths.post)}>{t(locale, "nav.postAd")}</ButtonLink>
          </Group>
        </Stack>
        {latest.map(({ type, ads }) => (
          <Stack key={type} gap="sm" component="section" aria-labelledby={`latest-${type}`}>
            <Group justify="space-between">
              <Title order={2} fz="h3" id={`latest-${type}`}>
                {t(locale, `ads.index.latest.${type}`)}
              </Title>
              <AnchorLink href={`${localizedPath(locale, adPaths.board)}?type=${type}`}>
                {t(locale, "ads.index.seeAll")}
              </AnchorLink>
            </Group>
            <AdGrid locale={locale} ads={ads} empty={t(locale, "ads.index.empty")} />
          </Stack>
        ))}
        <Stack gap="sm" component="section" aria-labelledby="categories">
          <Title order={2} fz="h3" id="categories">
            {t(locale, "ads.index.categories")}
          </Title>
          <CategoryTiles locale={locale} categories={categories} columns={4} />
        </Stack>
      </Stack>
    </Container>
  );
}
