import { CategoryTiles } from "~/modules/ads/ui/category-tiles";
import { Column, Heading, Page, Para } from "~/ui/prose";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

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
