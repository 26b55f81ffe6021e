import Link from "next/link";
import { localizedPath, type Locale } from "~/i18n/config";
import { getIntl, t } from "~/i18n/server";
import type { AdCard as AdCardData } from "~/modules/ads/server/ad-card";
import classes from "./ad-card.module.css";
import { CardImage } from "./card-image";
import { adPaths, categoryName, placeLine } from "./labels";

// Server-rendered: the cards are HTML and CSS (ad-card.module.css), only their photo's fallback hydrates.

export function AdCard({
  ad,
  locale,
  showStatus = false,
  href,
}: {
  ad: AdCardData;
  locale: Locale;
  showStatus?: boolean;
  href?: string;
}) {
  const date = getIntl(locale).formatDate(ad.happenedOn, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <Link className={classes.card} href={href ?? localizedPath(locale, adPaths.ad(ad.slug))} data-testid="ad-card">
      <div className={classes.media}>
        <CardImage src={ad.thumbUrl} alt={ad.title} className={classes.image ?? ""} />
        <div className={classes.badges}>
          <span className={`${classes.badge} ${classes[ad.type] ?? ""}`}>{t(locale, `ads.type.${ad.type}`)}</span>
          {showStatus && (
            <span className={`${classes.badge} ${classes.status} ${classes[ad.status] ?? ""}`} data-testid="ad-status">
              {t(locale, `ads.status.${ad.status}`)}
            </span>
          )}
        </div>
      </div>
      <div className={classes.body}>
        <p className={`${classes.title} ${classes.clamp}`} dir="auto">
          {ad.title}
        </p>
        <p className={`${classes.excerpt} ${classes.clamp}`} dir="auto">
          {ad.excerpt}
        </p>
        <p className={classes.meta}>
          {categoryName(ad.category, locale)} · {placeLine(ad.commune, ad.wilaya, locale)}
        </p>
        <p className={classes.meta}>{t(locale, `ads.happenedOn.${ad.type}`, { date })}</p>
      </div>
    </Link>
  );
}

/** A responsive grid of cards, or the spec's "No results found for your search." */
export function AdGrid({
  ads,
  locale,
  empty,
  showStatus,
  hrefOf,
}: {
  ads: AdCardData[];
  locale: Locale;
  empty?: string;
  showStatus?: boolean;
  hrefOf?: (ad: AdCardData) => string;
}) {
  if (ads.length === 0) {
    return (
      <p className={classes.empty} data-testid="no-results">
        {empty ?? t(locale, "errors.noResults")}
      </p>
    );
  }
  return (
    <div className={classes.grid}>
      {ads.map((ad) => (
        <AdCard key={ad.id} ad={ad} locale={locale} showStatus={showStatus} href={hrefOf?.(ad)} />
      ))}
    </div>
  );
}
