import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { AdActions } from "~/modules/ads/ui/ad-actions";
import { AdComments } from "~/modules/ads/ui/comments";
import { AdReturns } from "~/modules/ads/ui/ad-returns";
import { ContactButtons } from "~/modules/ads/ui/contact-buttons";
import { Gallery } from "~/modules/ads/ui/gallery";
import { adPaths, categoryName, placeLine, STATUS_COLORS, TYPE_COLORS } from "~/modules/ads/ui/labels";
import { orErrorPage } from "~/modules/ads/ui/page-guard";
import css from "~/modules/ads/ui/ad-page.module.css";
import { Badge, Notice } from "~/ui/marks";
import { ButtonBody, buttonAttributes } from "~/ui/markup";
import { anchorAttributes, Avatar, Group, M, Stack, Text, Title } from "~/ui/page-marks";
import { Page } from "~/ui/prose";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { getIntl, t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { getActor } from "~/platform/auth/session";
import { siteOrigin } from "~/platform/site-origin";

type Params = Promise<{ locale: string; slug: string }>;

/** The ad of the address as this reader may see it (ads.bySlug), read once for the link preview and the page. */
const adOf = cache(async (slug: string) => (await api()).ads.bySlug({ slug: decodeURIComponent(slug) }));

/**
 * Link previews (Open Graph) show what a visitor would see: a published ad's title, text and first photo. A
 * pending, hidden or deleted ad gets the site's generic preview, whoever asks.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const ad = await adOf((await params).slug).catch(() => null);
  // what a visitor would see: the author's or a moderator's view of an unpublished ad previews nothing of it
  if (!ad || ad.status !== "PUBLISHED") return { title: pageTitle(locale, "ads.board.title") };
  const origin = siteOrigin();
  const description = ad.description.length > 200 ? `${ad.description.slice(0, 197)}…` : ad.description;
  const title = `${t(locale, `ads.type.${ad.type}`)} · ${ad.title}`;
  const photo = ad.photos[0];
  return {
    metadataBase: new URL(origin),
    title: `${title} | ${pageTitle(locale)}`,
    description,
    alternates: { canonical: localizedPath(locale, adPaths.ad(ad.slug)) },
    openGraph: {
      type: "article",
      siteName: t(locale, "site.name"),
      title,
      description,
      url: localizedPath(locale, adPaths.ad(ad.slug)),
      locale: { fr: "fr_DZ", en: "en_US", ar: "ar_DZ" }[locale],
      images: photo
        ? [{ url: new URL(photo.url, origin).toString(), width: photo.width, height: photo.height, alt: ad.title }]
        : [],
    },
    twitter: { card: photo ? "summary_large_image" : "summary", title, description },
  };
}

/**
 * One ad: photos, details, contact, like/share/report, comments. Drawn with Mantine's markup and stylesheet but
 * none of its components (features/ui/marks, markup, page-marks): nothing of Mantine to hydrate or to render twice on the server.
 */
export default async function AdPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [actor, ad] = await Promise.all([getActor(), orErrorPage(adOf((await params).slug))]);
  const intl = getIntl(locale);
  const day = (date: Date) => intl.formatDate(date, { dateStyle: "long", timeZone: "UTC" });
  return (
    <Page size="lg" padding="xl">
      <Stack gap="lg">
        <Link href={localizedPath(locale, ad.schoolId ? "/lost-property" : adPaths.board)} {...anchorAttributes("sm")}>
          {t(locale, ad.schoolId ? "lostProperty.back" : "ads.page.back")}
        </Link>
        {ad.status !== "PUBLISHED" && (
          <Notice color={STATUS_COLORS[ad.status]} testId="status-notice">
            <Badge color={STATUS_COLORS[ad.status]} style={{ marginInlineEnd: "var(--mantine-spacing-xs)" }}>
              {t(locale, `ads.status.${ad.status}`)}
            </Badge>
            {ad.status === "PENDING" || ad.status === "HIDDEN" || ad.status === "EXPIRED" || ad.status === "RETURNED"
              ? t(locale, `ads.page.notice.${ad.status}`)
              : null}
          </Notice>
        )}
        {ad.identityPhotos && (
          <Notice color="orange" testId="identity-flag">
            {t(locale, "ads.page.identityFlag")}
          </Notice>
        )}
        <div className={`${M.grid} ${css.grid}`}>
          <div className={M.gridInner}>
            <div className={`${M.gridCol} ${css.photos}`}>
              {/* the gallery's column is drawn here, the gallery (client code) fills it */}
              {ad.photos.length > 0 ? (
                <Stack gap="xs">
                  <Gallery photos={ad.photos} title={ad.title} thumbsClass={css.thumbs} />
                </Stack>
              ) : (
                <Gallery photos={ad.photos} title={ad.title} />
              )}
            </div>
            <div className={`${M.gridCol} ${css.facts}`}>
              <Stack gap="sm">
                <Group gap="xs">
                  <Badge color={TYPE_COLORS[ad.type]} size="lg" testId="ad-type">
                    {t(locale, `ads.type.${ad.type}`)}
                  </Badge>
                  <Link
                    href={localizedPath(locale, adPaths.category(ad.category.slug))}
                    {...anchorAttributes("sm")}
                    data-testid="ad-category"
                  >
                    {categoryName(ad.category, locale)}
                  </Link>
                </Group>
                <Title order={1} className={css.title} dir="auto">
                  {ad.title}
                </Title>
                <Stack gap={2}>
                  <Text size="sm" label={t(locale, "ads.page.place")}>
                    {placeLine(ad.commune, ad.wilaya, locale)}
                  </Text>
                  <Text size="sm">{t(locale, `ads.happenedOn.${ad.type}`, { date: day(ad.happenedOn) })}</Text>
                  <Text size="sm" dimmed>
                    {t(locale, "ads.postedOn", {
                      date: intl.formatDate(ad.publishedAt ?? ad.createdAt, { dateStyle: "long" }),
                    })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Text size="sm" dimmed>
                    {t(locale, "ads.page.postedBy")}
                  </Text>
                  {ad.author ? (
                    <a
                      href={localizedPath(locale, adPaths.member(ad.author.slug))}
                      {...anchorAttributes("sm")}
                      data-testid="ad-author"
                    >
                      <Group gap={6} as="span">
                        <Avatar src={ad.author.imageUrl} name={ad.author.name} size="xs" />
                        {ad.author.name}
                      </Group>
                    </a>
                  ) : (
                    <Text size="sm">{t(locale, "ads.page.visitor")}</Text>
                  )}
                </Group>
                {ad.schoolId ? (
                  <Text size="sm" testId="lost-at-office">
                    {t(locale, "lostProperty.atOffice")}
                  </Text>
                ) : (
                  <ContactButtons contact={ad.contact} locale={locale} />
                )}
                {ad.hidePhone && !ad.isAuthor && (
                  <Text size="sm" dimmed testId="contact-hidden">
                    {t(locale, "ads.page.contactHidden")}
                  </Text>
                )}
                {/* a school's lost property is its families' business: no likes, shares or public reports */}
                <Group gap="xs">
                  {!ad.schoolId && (
                    <AdActions
                      ad={ad}
                      loggedIn={!!actor}
                      path={adPaths.ad(ad.slug)}
                      afterDelete={adPaths.mine}
                      editLink={
                        ad.canEdit && (
                          <Link
                            href={localizedPath(locale, adPaths.editMine(ad.slug))}
                            {...buttonAttributes({ variant: "default" })}
                            data-testid="edit-ad"
                          >
                            <ButtonBody>{t(locale, "ads.page.edit")}</ButtonBody>
                          </Link>
                        )
                      }
                    />
                  )}
                </Group>
              </Stack>
            </div>
          </div>
        </div>
        <Stack gap="xs" labelledBy="details-title">
          <Title order={2} small id="details-title">
            {t(locale, "ads.page.details")}
          </Title>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} dir="auto" testId="ad-description">
            {ad.description}
          </Text>
          <Text size="sm" dimmed>
            {t(locale, "ads.page.safety")}
          </Text>
        </Stack>
        <AdReturns ad={ad} signedIn={!!actor} locale={locale} />
        {ad.status === "PUBLISHED" && !ad.schoolId && (
          <AdComments adId={ad.id} adSlug={ad.slug} viewerId={actor?.userId ?? null} locale={locale} />
        )}
      </Stack>
    </Page>
  );
}
