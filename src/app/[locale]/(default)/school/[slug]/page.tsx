import { Anchor, AspectRatio, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { notFound } from "next/navigation";
import { pageLocale, pageTitle } from "~/i18n/page";
import { t } from "~/i18n/server";
import { formatPhoneNational } from "~/lib/validation";
import { db } from "~/server/db";
import { AppError } from "~/server/errors";
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

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, school } = await load(params);
  return { title: `${school.name} | ${pageTitle(locale)}`, openGraph: { title: school.name } };
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
      </Stack>
    </Container>
  );
}
