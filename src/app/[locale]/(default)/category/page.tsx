import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { CategoryTiles } from "~/features/ads/category-tiles";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { db } from "~/server/db";
import { listCategories } from "~/server/services/ads/board";

export const generateMetadata = pageMetadata("categories.title");

export default async function CategoriesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const categories = await listCategories(db);
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{t(locale, "categories.title")}</Title>
        <Text c="dimmed">{t(locale, "categories.intro")}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <CategoryTiles categories={categories} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
