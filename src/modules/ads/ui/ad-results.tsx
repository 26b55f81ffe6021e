import { Suspense } from "react";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { TAdSearch } from "~/modules/ads/schemas";
import { api } from "~/platform/api/server-caller";
import { PageNav } from "~/ui/page-nav";
import { Para } from "~/ui/prose";
import { AdGrid } from "./ad-card";
import classes from "./ad-card.module.css";

type Props = { locale: Locale; scope: TAdSearch; path: string; query: Record<string, string | string[] | undefined> };

/**
 * A public list's results (the count, the cards, the pages), streamed after the page's frame: the header, the
 * heading and the filters leave the server without waiting for the search (issue 17, server time). The results
 * follow in the same response, drawn on the server; the fallback only holds their place meanwhile.
 */
export function AdResults(props: Props) {
  return (
    <Suspense key={JSON.stringify(props.scope)} fallback={<ResultsPlaceholder locale={props.locale} />}>
      <Results {...props} />
    </Suspense>
  );
}

async function Results({ locale, scope, path, query }: Props) {
  const result = await (await api()).ads.search(scope);
  return (
    <>
      <Para size="sm" dimmed role="status" testId="result-count">
        {t(locale, result.more ? "ads.resultsMore" : "ads.results", { count: result.total })}
      </Para>
      <AdGrid locale={locale} ads={result.items} />
      <PageNav
        locale={locale}
        path={path}
        query={query}
        total={result.total}
        pageSize={result.pageSize}
        page={result.page}
      />
    </>
  );
}

function ResultsPlaceholder({ locale }: { locale: Locale }) {
  return (
    <>
      <Para size="sm" dimmed>
        {t(locale, "shell.loading")}
      </Para>
      <div className={classes.placeholder} aria-hidden />
    </>
  );
}
