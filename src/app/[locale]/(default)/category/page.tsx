import { CategoryTiles } from "~/features/ads/category-tiles";
import { Column, Heading, Page, Para } from "~/features/ui/prose";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/server/api/server-caller";

export const generateMetadata = pageMetadata("categories.title");

/** /category: every category with its number of published ads (read-only: prose and server-rendered tiles). */
export default async function CategoriesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const categories = await (await api()).ads.categories();
  return (
    <Page padding="xl">
      <Column>
        <Heading>{t(locale, "categories.title")}</Heading>
        <Para dimmed>{t(locale, "categories.intro")}</Para>
        <CategoryTiles locale={locale} categories={categories} />
      </Column>
    </Page>
  );
}
