import { Anchor, AspectRatio, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ResourceList } from "~/features/resources/resource-list";
import classes from "~/features/resources/resources.module.css";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { t } from "~/i18n/server";
import { formatPhoneNational } from "~/lib/validation";
import { db } from "~/server/db";
import { AppError } from "~/server/errors";
import { siteOrigin } from "~/server/site-origin";
import { publicFace } from "~/server/services/school-life/public-face";
import { getPublicSchool } from "~/server/services/school/school";

type Params = Promise<{ locale: string; slug: string }>;

async function load(params: Params) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  try {
    return { locale, school: await getPublicSchool(db, decodeURIComponent(slug)) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

/**
 * Link previews for Facebook and WhatsApp (how Algerian schools reach families): the school's name, where it is,
 * and the cover of its next public event when there is one.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, school } = await load(params);
  const { events } = await publicFace(db, school.id);
  const origin = siteOrigin();
  const place = [school.commune, school.wilaya].filter(Boolean).map((p) => (locale === "ar" ? p!.nameAr : p!.nameFr)).join(", ");
  const description = place ? `${school.name} — ${place}. ${t(locale, "site.tagline")}` : t(locale, "site.tagline");
  const cover = events.find((e) => e.cover)?.cover;
  const path = localizedPath(locale, `/school/${school.slug}`);
  return {
    metadataBase: new URL(origin),
    title: `${school.name} | ${pageTitle(locale)}`,
    description,
    alternates: { canonical: path, languages: { fr: `/fr/school/${school.slug}`, en: `/en/school/${school.slug}`, ar: `/ar/school/${school.slug}` } },
    openGraph: {
      type: "website",
      siteName: t(locale, "site.name"),
      title: school.name,
      description,
      url: path,
      locale: { fr: "fr_DZ", en: "en_US", ar: "ar_DZ" }[locale],
      images: cover ? [{ url: new URL(cover.url, origin).toString(), width: cover.width, height: cover.height, alt: school.name }] : [{ url: new URL("/icons/icon-512.png", origin).toString(), width: 512, height: 512, alt: school.name }],
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
  const { locale, school } = await load(params);
  const { events, resources } = await publicFace(db, school.id);
  const when = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, { dateStyle: "full", timeStyle: "short", timeZone: "Africa/Algiers" });
  const day = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, { dateStyle: "full", timeZone: "Africa/Algiers" });
  const place = (row: { nameFr: string; nameAr: string } | null) => (row ? (locale === "ar" ? row.nameAr : row.nameFr) : null);
  const address = [school.street, place(school.commune), place(school.wilaya)].filter(Boolean).join(", ");
  const social = SOCIAL.filter((k) => school[k]);
  const video = school.videoUrl ? embeddable(school.videoUrl) : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{school.name}</Title>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            {address && <Text>{t(locale, "school.address", { address })}</Text>}
            {school.phone && (
              <Text>
                {t(locale, "auth.signup.phone")} :{" "}
                <Anchor href={`tel:${school.phone}`} dir="ltr">
                  {formatPhoneNational(school.phone)}
                </Anchor>
              </Text>
            )}
            {school.email && (
              <Text>
                {t(locale, "auth.signup.email")} : <Anchor href={`mailto:${school.email}`}>{school.email}</Anchor>
              </Text>
            )}
            {!address && !school.phone && !school.email && <Text c="dimmed">{t(locale, "school.noContact")}</Text>}
          </Stack>
        </Card>
        {(social.length > 0 || school.socialEmail) && (
          <Group gap="sm" aria-label={t(locale, "settings.links")}>
            {social.map((k) => (
              <Anchor key={k} href={school[k]!} target="_blank" rel="noopener noreferrer">
                {t(locale, `settings.link.${k}`)}
              </Anchor>
            ))}
            {school.socialEmail && <Anchor href={`mailto:${school.socialEmail}`}>{t(locale, "settings.link.socialEmail")}</Anchor>}
          </Group>
        )}
        {(school.androidUrl || school.iosUrl) && (
          <Group gap="sm">
            {school.androidUrl && (
              <Anchor href={school.androidUrl} target="_blank" rel="noopener noreferrer">
                {t(locale, "settings.link.androidUrl")}
              </Anchor>
            )}
            {school.iosUrl && (
              <Anchor href={school.iosUrl} target="_blank" rel="noopener noreferrer">
                {t(locale, "settings.link.iosUrl")}
              </Anchor>
            )}
          </Group>
        )}
        {school.videoUrl &&
          (video ? (
            <AspectRatio ratio={16 / 9}>
              <iframe src={video} title={t(locale, "settings.link.videoUrl")} loading="lazy" allowFullScreen style={{ border: 0 }} />
            </AspectRatio>
          ) : (
            <Anchor href={school.videoUrl} target="_blank" rel="noopener noreferrer">
              {t(locale, "settings.link.videoUrl")}
            </Anchor>
          ))}
        {events.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="school-events">
            <Title order={2} id="school-events" fz="h3">
              {t(locale, "school.events")}
            </Title>
            <div className={classes.cards}>
              {events.map((e) => (
                <Link key={e.slug} className={classes.card} href={localizedPath(locale, `/event/${e.slug}`)} data-testid="school-event">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail, already sized */}
                  {e.cover && <img src={e.cover.thumbUrl} alt="" loading="lazy" width={480} height={360} />}
                  <div className={classes.cardBody}>
                    <Text fw={600} dir="auto">
                      {e.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {(e.allDay ? day : when).format(e.startsAt)}
                      {e.place ? ` · ${e.place}` : ""}
                    </Text>
                  </div>
                </Link>
              ))}
            </div>
          </Stack>
        )}
        {resources.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="school-resources">
            <Title order={2} id="school-resources" fz="h3">
              {t(locale, "school.resources")}
            </Title>
            <ResourceList locale={locale} items={resources} showAudience={false} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
