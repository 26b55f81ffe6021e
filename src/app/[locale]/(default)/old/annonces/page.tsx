import { AdResults } from "~/modules/ads/ui/ad-results";
import { adPaths } from "~/modules/ads/ui/labels";
import { ReturnedCount } from "~/modules/ads/ui/returned-count";
import { SearchFilters } from "~/modules/ads/ui/search-filters";
import { Card } from "~/ui/marks";
import { Column, Heading, LinkButton, Page, Para, Row } from "~/ui/prose";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { adSearchFromParams } from "~/modules/ads/schemas";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("ads.board.title");

/** Every published ad: search, filters and pages, all in the URL. */
export default async function BoardPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const filters = adSearchFromParams(query);
  const { categories, wilayas } = await (await api()).ads.choices();
  return (
    <Page size="xl" padding="xl">
      <Column>
        <Row spread>
          <Column gap={4}>
            <Heading>{t(locale, "ads.board.title")}</Heading>
            <Para dimmed>{t(locale, "ads.board.intro")}</Para>
          </Column>
          <LinkButton href={localizedPath(locale, adPaths.post)} size="sm">
            {t(locale, "nav.postAd")}
          </LinkButton>
        </Row>
        <Card as="section" aria-label={t(locale, "ads.filter.title")}>
          <SearchFilters filters={filters} categories={categories} wilayas={wilayas} />
        </Card>
        <AdResults locale={locale} scope={filters} path={localizedPath(locale, adPaths.board)} query={query} />
        {/* after the results: on a phone the first card stays in the first screen (e2e/phone.spec.ts) */}
        <ReturnedCount locale={locale} />
      </Column>
    </Page>
  );
}
