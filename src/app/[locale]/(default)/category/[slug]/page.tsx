import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdGrid } from "~/features/ads/ad-card";
import { PageNav } from "~/features/ui/page-nav";
import { Column, Heading, Page, Para, TextLink } from "~/features/ui/prose";
import { adPaths, categoryName } from "~/features/ads/labels";
import { SearchFilters } from "~/features/ads/search-filters";
import { Card } from "~/features/ui/marks";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { t } from "~/i18n/server";
import { adSearchFromParams } from "~/lib/schemas/ads";
import { db } from "~/server/db";
import { getCategory, listWilayas } from "~/server/services/ads/board";
import { searchAds } from "~/server/services/ads/search-ads";

type Params = Promise<{ locale: string; slug: string }>;

const findCategory = (slug: string) => getCategory(db, decodeURIComponent(slug)).catch(() => null);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const category = await findCategory((await params).slug);
  const name = category ? categoryName(category, locale) : t(locale, "categories.title");
  return { title: `${name} | ${pageTitle(locale)}` };
}

/** One category's published ads, with the board's other filters. */
export default async function CategoryPage({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await pageLocale(params);
  const category = await findCategory((await params).slug);
  if (!category) notFound();
  const query = await searchParams;
  const filters = { ...adSearchFromParams(query), category: category.slug };
  const [result, wilayas] = await Promise.all([searchAds(db, filters), listWilayas(db)]);
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
        <Para size="sm" dimmed role="status">
          {t(locale, result.more ? "ads.resultsMore" : "ads.results", { count: result.total })}
        </Para>
        <AdGrid locale={locale} ads={result.items} />
        <PageNav locale={locale} path={localizedPath(locale, adPaths.category(category.slug))} query={query} total={result.total} pageSize={result.pageSize} page={result.page} />
      </Column>
    </Page>
  );
}
