import { Alert, Badge, Button, Container, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { orErrorPage } from "~/features/ads/page-guard";
import { eventAudience, eventPath, eventWhen } from "~/features/events/format";
import { ShareButtons } from "~/features/events/share-buttons";
import { AnchorLink } from "~/features/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageTitle } from "~/i18n/page";
import { t } from "~/i18n/server";
import { getActor } from "~/server/auth/session";
import { db } from "~/server/db";
import { getEvent } from "~/server/services/events/get-event";
import { siteOrigin } from "~/server/site-origin";

type Params = Promise<{ locale: string; slug: string }>;

/**
 * Link previews show a public event (title, text, cover); a members-only one is `noindex` and previews nothing of
 * itself, whoever asks (the preview is read without the asker's session).
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = decodeURIComponent((await params).slug);
  const event = await getEvent(db, null, slug).catch(() => null);
  if (!event) return { title: pageTitle(locale, "events.title"), robots: { index: false, follow: false } };
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
      images: cover ? [{ url: new URL(cover.url, origin).toString(), width: cover.width, height: cover.height, alt: event.title }] : [],
    },
  };
}

/** One event: cover and photos, when (Algiers time, in the reader's language), where, for whom, the text; add to a calendar, share. */
export default async function EventPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const slug = decodeURIComponent((await params).slug);
  const event = await orErrorPage(getEvent(db, await getActor(), slug));
  const tr = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const [cover, ...others] = event.photos;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <AnchorLink href={localizedPath(locale, "/event")} size="sm">
          {tr("events.page.back")}
        </AnchorLink>
        {cover && (
          <a href={cover.url} target="_blank" rel="noopener">
            <Image src={cover.url} alt={event.title} radius="md" mah={420} fit="cover" w="100%" />
          </a>
        )}
        <Stack gap="xs">
          <Title order={1} fz="h2" dir="auto" style={{ overflowWrap: "anywhere" }} td={event.cancelledAt ? "line-through" : undefined}>
            {event.title}
          </Title>
          <Text c="dimmed" size="sm">
            {event.school.name}
          </Text>
        </Stack>
        {event.cancelledAt && (
          <Alert color="red" data-testid="cancelled-notice">
            <Badge color="red" me="xs" tt="none">
              {tr("events.cancelled")}
            </Badge>
            {tr("events.page.cancelledNotice")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {tr("events.page.when")}
            </Text>
            <Text fw={600} data-testid="event-when">
              <time dateTime={event.startsAt.toISOString()}>{eventWhen(tr, locale, event)}</time>
            </Text>
          </Stack>
          {event.place && (
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {tr("events.page.where")}
              </Text>
              <Text fw={600} dir="auto">
                {event.place}
              </Text>
            </Stack>
          )}
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {tr("events.page.for")}
            </Text>
            <Group gap={6}>
              <Text fw={600}>{eventAudience(tr, locale, event)}</Text>
              <Badge variant="outline" color={event.isPublic ? "teal" : "gray"} tt="none">
                {tr(event.isPublic ? "events.public" : "events.membersOnly")}
              </Badge>
            </Group>
          </Stack>
        </SimpleGrid>
        {event.description && (
          <Text dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {event.description}
          </Text>
        )}
        <Group gap="xs">
          <Button component="a" href={`/api/events/${encodeURIComponent(event.slug)}/ics?locale=${locale}`} download data-testid="add-to-calendar">
            {tr("events.page.addToCalendar")}
          </Button>
          <ShareButtons slug={event.slug} title={event.title} />
        </Group>
        {others.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {others.map((photo, i) => (
              <a key={photo.id} href={photo.url} target="_blank" rel="noopener" aria-label={tr("events.page.photo", { index: i + 2, count: event.photos.length })}>
                <Image src={photo.thumbUrl} alt="" radius="sm" fit="cover" h={120} loading="lazy" />
              </a>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
