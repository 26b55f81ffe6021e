import type { Metadata } from "next";
import { eventAudience, eventPath, eventWhen } from "~/modules/events/ui/format";
import { ShareButtons } from "~/modules/events/ui/share-buttons";
import css from "~/modules/events/ui/event-page.module.css";
import { pageRead } from "~/modules/school/ui/school-page";
import { Column, LinkButton, Page, Para, Row, TextLink } from "~/ui/prose";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import { siteOrigin } from "~/platform/site-origin";

type Params = Promise<{ locale: string; slug: string }>;

/**
 * Link previews show a public event (title, text, cover); a members-only one is `noindex` and previews nothing of
 * itself, whoever asks (even a member reading it: the preview is what a visitor would see).
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = decodeURIComponent((await params).slug);
  const event = await (await api()).events.bySlug({ slug }).catch(() => null);
  if (!event?.isPublic) return { title: pageTitle(locale, "events.title"), robots: { index: false, follow: false } };
  const origin = siteOrigin();
  const description = event.description.length > 200 ? `${event.description.slice(0, 197)}…` : event.description;
  const cover = event.photos[0];
  return {
    metadataBase: new URL(origin),
    title: `${event.title} | ${pageTitle(locale)}`,
    description,
    alternates: { canonical: localizedPath(locale, eventPath(event.slug)) },
    openGraph: {
      type: "article",
      siteName: t(locale, "site.name"),
      title: event.title,
      description,
      url: localizedPath(locale, eventPath(event.slug)),
      locale: { fr: "fr_DZ", en: "en_US", ar: "ar_DZ" }[locale],
      images: cover
        ? [{ url: new URL(cover.url, origin).toString(), width: cover.width, height: cover.height, alt: event.title }]
        : [],
    },
  };
}

/** One event: cover and photos, when (Algiers time, in the reader's language), where, for whom, the text; add to a calendar, share. */
export default async function EventPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const slug = decodeURIComponent((await params).slug);
  const event = await pageRead((await api()).events.bySlug({ slug }));
  const tr = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const [cover, ...others] = event.photos;
  return (
    <Page size="md" padding="xl">
      <Column gap="lg">
        <TextLink href={localizedPath(locale, "/event")} size="sm">
          {tr("events.page.back")}
        </TextLink>
        {cover && (
          <a href={cover.url} target="_blank" rel="noopener">
            {/* eslint-disable-next-line @next/next/no-img-element -- the stored photo, already sized */}
            <img className={css.cover} src={cover.url} alt={event.title} />
          </a>
        )}
        <Column gap="xs">
          <h1 className={css.title} dir="auto" data-cancelled={event.cancelledAt ? true : undefined}>
            {event.title}
          </h1>
          <Para size="sm" dimmed>
            {event.school.name}
          </Para>
        </Column>
        {event.cancelledAt && (
          <div className={css.alert} data-testid="cancelled-notice">
            <span className={`${css.badge} ${css.red}`}>{tr("events.cancelled")}</span>
            {tr("events.page.cancelledNotice")}
          </div>
        )}
        <div className={css.facts}>
          <div className={css.fact}>
            <p className={css.label}>{tr("events.page.when")}</p>
            <p className={css.value} data-testid="event-when">
              <time dateTime={event.startsAt.toISOString()}>{eventWhen(tr, locale, event)}</time>
            </p>
          </div>
          {event.place && (
            <div className={css.fact}>
              <p className={css.label}>{tr("events.page.where")}</p>
              <p className={css.value} dir="auto">
                {event.place}
              </p>
            </div>
          )}
          <div className={css.fact}>
            <p className={css.label}>{tr("events.page.for")}</p>
            <div className={css.audience}>
              <p className={css.value}>{eventAudience(tr, locale, event)}</p>
              <span className={`${css.badge} ${event.isPublic ? css.outlineTeal : css.outlineGray}`}>
                {tr(event.isPublic ? "events.public" : "events.membersOnly")}
              </span>
            </div>
          </div>
        </div>
        {event.description && (
          <p className={css.description} dir="auto">
            {event.description}
          </p>
        )}
        <Row gap="xs">
          <LinkButton
            href={`/api/events/${encodeURIComponent(event.slug)}/ics?locale=${locale}`}
            size="sm"
            download
            testId="add-to-calendar"
          >
            {tr("events.page.addToCalendar")}
          </LinkButton>
          <ShareButtons slug={event.slug} title={event.title} />
        </Row>
        {others.length > 0 && (
          <div className={css.photos}>
            {others.map((photo, i) => (
              <a
                key={photo.id}
                href={photo.url}
                target="_blank"
                rel="noopener"
                aria-label={tr("events.page.photo", { index: i + 2, count: event.photos.length })}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail, already sized */}
                <img className={css.photo} src={photo.thumbUrl} alt="" loading="lazy" />
              </a>
            ))}
          </div>
        )}
      </Column>
    </Page>
  );
}
