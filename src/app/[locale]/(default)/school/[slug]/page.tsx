import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { TRPCError } from "@trpc/server";
import { ResourceList } from "~/modules/resources/ui/resource-list";
import classes from "~/modules/resources/ui/resources.module.css";
import { Column, Heading, Page, Panel, Para, Row, Section, TextLink } from "~/ui/prose";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { t } from "~/i18n/server";
import { formatPhoneNational } from "~/lib/phone";
import { api } from "~/platform/api/server-caller";
import { siteOrigin } from "~/platform/site-origin";

type Params = Promise<{ locale: string; slug: string }>;

/** The school of the address with its public events and resources (one action), read once for the link preview and the page. */
const publicPageOf = cache(async (slug: string) => (await api()).school.publicPage({ slug: decodeURIComponent(slug) }));

async function load(params: Params) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  try {
    const { events, resources, ...school } = await publicPageOf(slug);
    return { locale, school, events, resources };
  } catch (error) {
    // an unknown school, or an address no school's slug can be (refused by the input's schema)
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
    throw error;
  }
}

/**
 * Link previews for Facebook and WhatsApp (how Algerian schools reach families): the school's name, where it is,
 * and the cover of its next public event when there is one.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, school, events } = await load(params);
  const origin = siteOrigin();
  const place = [school.commune, school.wilaya]
    .filter(Boolean)
    .map((p) => (locale === "ar" ? p!.nameAr : p!.nameFr))
    .join(", ");
  const description = place ? `${school.name} — ${place}. ${t(locale, "site.tagline")}` : t(locale, "site.tagline");
  const cover = events.find((e) => e.cover)?.cover;
  const path = localizedPath(locale, `/school/${school.slug}`);
  return {
    metadataBase: new URL(origin),
    title: `${school.name} | ${pageTitle(locale)}`,
    description,
    alternates: {
      canonical: path,
      languages: { fr: `/fr/school/${school.slug}`, en: `/en/school/${school.slug}`, ar: `/ar/school/${school.slug}` },
    },
    openGraph: {
      type: "website",
      siteName: t(locale, "site.name"),
      title: school.name,
      description,
      url: path,
      locale: { fr: "fr_DZ", en: "en_US", ar: "ar_DZ" }[locale],
      images: cover
        ? [{ url: new URL(cover.url, origin).toString(), width: cover.width, height: cover.height, alt: school.name }]
        : [{ url: new URL("/icons/icon-512.png", origin).toString(), width: 512, height: 512, alt: school.name }],
    },
    twitter: { card: cover ? "summary_large_image" : "summary", title: school.name, description },
  };
}

const SOCIAL = ["facebook", "instagram", "youtube", "tiktok", "x", "linkedin", "telegram"] as const;

/** A YouTube watch/short link → its embeddable form; other links are shown as links. */
function embeddable(url: string): string | null {
  const match = /(?:youtube\.com\/(?:watch\?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{6,})/.exec(url);
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}` : null;
}

/** /school/{slug}: the school's public page — address, contacts, social and app links, promo video. */
export default async function SchoolPublicPage({ params }: { params: Params }) {
  const { locale, school, events, resources } = await load(params);
  const when = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Africa/Algiers",
  });
  const day = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    dateStyle: "full",
    timeZone: "Africa/Algiers",
  });
  const place = (row: { nameFr: string; nameAr: string } | null) =>
    row ? (locale === "ar" ? row.nameAr : row.nameFr) : null;
  const address = [school.street, place(school.commune), place(school.wilaya)].filter(Boolean).join(", ");
  const social = SOCIAL.filter((k) => school[k]);
  const video = school.videoUrl ? embeddable(school.videoUrl) : null;
  return (
    <Page size="md" padding="xl">
      <Column gap="lg">
        <Heading>{school.name}</Heading>
        <Panel>
          <Column gap="xs">
            {address && <Para>{t(locale, "school.address", { address })}</Para>}
            {school.phone && (
              <Para>
                {t(locale, "auth.signup.phone")} :{" "}
                <TextLink href={`tel:${school.phone}`} dir="ltr">
                  {formatPhoneNational(school.phone)}
                </TextLink>
              </Para>
            )}
            {school.email && (
              <Para>
                {t(locale, "auth.signup.email")} : <TextLink href={`mailto:${school.email}`}>{school.email}</TextLink>
              </Para>
            )}
            {!address && !school.phone && !school.email && <Para dimmed>{t(locale, "school.noContact")}</Para>}
          </Column>
        </Panel>
        {(social.length > 0 || school.socialEmail) && (
          <Row gap="sm" label={t(locale, "settings.links")}>
            {social.map((k) => (
              <TextLink key={k} href={school[k]!} external>
                {t(locale, `settings.link.${k}`)}
              </TextLink>
            ))}
            {school.socialEmail && (
              <TextLink href={`mailto:${school.socialEmail}`}>{t(locale, "settings.link.socialEmail")}</TextLink>
            )}
          </Row>
        )}
        {(school.androidUrl || school.iosUrl) && (
          <Row gap="sm">
            {school.androidUrl && (
              <TextLink href={school.androidUrl} external>
                {t(locale, "settings.link.androidUrl")}
              </TextLink>
            )}
            {school.iosUrl && (
              <TextLink href={school.iosUrl} external>
                {t(locale, "settings.link.iosUrl")}
              </TextLink>
            )}
          </Row>
        )}
        {school.videoUrl &&
          (video ? (
            <iframe
              src={video}
              title={t(locale, "settings.link.videoUrl")}
              loading="lazy"
              allowFullScreen
              style={{ border: 0, width: "100%", aspectRatio: "16 / 9" }}
            />
          ) : (
            <TextLink href={school.videoUrl} external>
              {t(locale, "settings.link.videoUrl")}
            </TextLink>
          ))}
        {events.length > 0 && (
          <Section id="school-events" title={t(locale, "school.events")}>
            <div className={classes.cards}>
              {events.map((e) => (
                <Link
                  key={e.slug}
                  className={classes.card}
                  href={localizedPath(locale, `/event/${e.slug}`)}
                  data-testid="school-event"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail, already sized */}
                  {e.cover && <img src={e.cover.thumbUrl} alt="" loading="lazy" width={480} height={360} />}
                  <div className={classes.cardBody}>
                    <p className={classes.title} dir="auto">
                      {e.title}
                    </p>
                    <Para size="sm" dimmed>
                      {(e.allDay ? day : when).format(e.startsAt)}
                      {e.place ? ` · ${e.place}` : ""}
                    </Para>
                  </div>
                </Link>
              ))}
            </div>
          </Section>
        )}
        {resources.length > 0 && (
          <Section id="school-resources" title={t(locale, "school.resources")}>
            <ResourceList locale={locale} items={resources} showAudience={false} />
          </Section>
        )}
      </Column>
    </Page>
  );
}
