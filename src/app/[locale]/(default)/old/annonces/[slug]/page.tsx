import { Alert, Anchor, Avatar, Badge, Container, Grid, GridCol, Group, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { AdActions } from "~/features/ads/ad-actions";
import { Comments } from "~/features/ads/comments";
import { ContactButtons } from "~/features/ads/contact-buttons";
import { Gallery } from "~/features/ads/gallery";
import { adPaths, categoryName, placeLine, STATUS_COLORS, TYPE_COLORS } from "~/features/ads/labels";
import { orErrorPage } from "~/features/ads/page-guard";
import { AnchorLink } from "~/features/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { getIntl, t } from "~/i18n/server";
import { getActor } from "~/server/auth/session";
import { db } from "~/server/db";
import { getAdPage } from "~/server/services/ads/ad-page";
import { siteOrigin } from "~/server/site-origin";
import { listVisibleComments } from "~/server/services/ads/comments";

type Params = Promise<{ locale: string; slug: string }>;

/**
 * Link previews (Open Graph) show what a visitor would see: a published ad's title, text and first photo. A
 * pending, hidden or deleted ad gets the site's generic preview, whoever asks.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = decodeURIComponent((await params).slug);
  const ad = await getAdPage(db, null, slug).catch(() => null);
  if (!ad) return { title: pageTitle(locale, "ads.board.title") };
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
      images: photo ? [{ url: new URL(photo.url, origin).toString(), width: photo.width, height: photo.height, alt: ad.title }] : [],
    },
    twitter: { card: photo ? "summary_large_image" : "summary", title, description },
  };
}

/** One ad: photos, details, contact, like/share/report, comments. */
export default async function AdPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const slug = decodeURIComponent((await params).slug);
  const actor = await getActor();
  const ad = await orErrorPage(getAdPage(db, actor, slug));
  // getAdPage found it published: its comments need no second look at the ad
  const comments = ad.status === "PUBLISHED" ? await listVisibleComments(db, ad.id) : [];
  const intl = getIntl(locale);
  const day = (date: Date) => intl.formatDate(date, { dateStyle: "long", timeZone: "UTC" });
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AnchorLink href={localizedPath(locale, adPaths.board)} size="sm">
          {t(locale, "ads.page.back")}
        </AnchorLink>
        {ad.status !== "PUBLISHED" && (
          <Alert color={STATUS_COLORS[ad.status]} data-testid="status-notice">
            <Badge color={STATUS_COLORS[ad.status]} me="xs">
              {t(locale, `ads.status.${ad.status}`)}
            </Badge>
            {ad.status === "PENDING" || ad.status === "HIDDEN" ? t(locale, `ads.page.notice.${ad.status}`) : null}
          </Alert>
        )}
        <Grid gap="xl">
          <GridCol span={{ base: 12, md: 7 }}>
            <Gallery photos={ad.photos} title={ad.title} />
          </GridCol>
          <GridCol span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Group gap="xs">
                <Badge color={TYPE_COLORS[ad.type]} size="lg" data-testid="ad-type">
                  {t(locale, `ads.type.${ad.type}`)}
                </Badge>
                <AnchorLink href={localizedPath(locale, adPaths.category(ad.category.slug))} size="sm" data-testid="ad-category">
                  {categoryName(ad.category, locale)}
                </AnchorLink>
              </Group>
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }} dir="auto">
                {ad.title}
              </Title>
              <Stack gap={2}>
                <Text size="sm" aria-label={t(locale, "ads.page.place")}>
                  {placeLine(ad.commune, ad.wilaya, locale)}
                </Text>
                <Text size="sm">{t(locale, `ads.happenedOn.${ad.type}`, { date: day(ad.happenedOn) })}</Text>
                <Text size="sm" c="dimmed">
                  {t(locale, "ads.postedOn", { date: intl.formatDate(ad.publishedAt ?? ad.createdAt, { dateStyle: "long" }) })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t(locale, "ads.page.postedBy")}
                </Text>
                {ad.author ? (
                  <Anchor href={localizedPath(locale, adPaths.member(ad.author.slug))} size="sm" data-testid="ad-author">
                    <Group gap={6} component="span">
                      <Avatar src={ad.author.imageUrl} name={ad.author.name} color="initials" size="xs" radius="xl" alt="" />
                      {ad.author.name}
                    </Group>
                  </Anchor>
                ) : (
                  <Text size="sm">{t(locale, "ads.page.visitor")}</Text>
                )}
              </Group>
              <ContactButtons contact={ad.contact} locale={locale} />
              <AdActions ad={ad} loggedIn={!!actor} />
            </Stack>
          </GridCol>
        </Grid>
        <Stack gap="xs" component="section" aria-labelledby="details-title">
          <Title order={2} fz="h3" id="details-title">
            {t(locale, "ads.page.details")}
          </Title>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} dir="auto" data-testid="ad-description">
            {ad.description}
          </Text>
          <Text size="sm" c="dimmed">
            {t(locale, "ads.page.safety")}
          </Text>
        </Stack>
        {ad.status === "PUBLISHED" && <Comments adId={ad.id} adSlug={ad.slug} comments={comments} viewerId={actor?.userId ?? null} />}
      </Stack>
    </Container>
  );
}
