import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AdResults } from "~/modules/ads/ui/ad-results";
import { Column, Heading, Page, TextLink } from "~/ui/prose";
import { adPaths, categoryName } from "~/modules/ads/ui/labels";
import { SearchFilters } from "~/modules/ads/ui/search-filters";
import { Card } from "~/ui/marks";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { t } from "~/i18n/server";
import { adSearchFromParams } from "~/modules/ads/schemas";
import { api } from "~/platform/api/server-caller";

type Params = Promise<{ locale: string; slug: string }>;

/** The category named by the address, or null (the 404 page); read once for the metadata and the page. */
const findCategory = cache(async (slug: string) =>
  (await api()).ads.category({ slug: decodeURIComponent(slug) }).catch(() => null),
);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const category = await findCategory((await params).slug);
  const name = category ? categoryName(category, locale) : t(locale, "categories.title");
  return { title: `${name} | ${pageTitle(locale)}` };
}

/** One category's published ads, with the board's other filters. */
export default async function CategoryPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const [category, wilayas] = await Promise.all([findCategory((await params).slug), (await api()).reference.wilayas()]);
  if (!category) notFound();
  const query = await searchParams;
  const filters = { ...adSearchFromParams(query), category: category.slug };
  return (
    <Page size="xl" padding="xl">
      <Column>
        <TextLink href={localizedPath(locale, adPaths.categories)} size="sm">
          {t(locale, "categories.title")}
        </TextLink>
        <Heading>{categoryName(category, locale)}</Heading>
        <Card as="section" aria-label={t(locale, "ads.filter.title")}>
          <SearchFilters filters={filters} categories={[]} wilayas={wilayas} hideCategory />
        </Card>
        <AdResults
          locale={locale}
          scope={filters}
          path={localizedPath(locale, adPaths.category(category.slug))}
          query={query}
        />
      </Column>
    </Page>
  );
}
