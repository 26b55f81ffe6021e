import { Alert, Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { AdForm } from "~/modules/ads/ui/ad-form";
import { DeleteAdButton } from "~/modules/ads/ui/delete-ad-button";
import { adPaths, STATUS_COLORS } from "~/modules/ads/ui/labels";
import { pageLocale, pageTitle } from "~/i18n/page";
import { t } from "~/i18n/server";
import { ZAdLinkRef } from "~/modules/ads/schemas";
import { api } from "~/platform/api/server-caller";

/** The private link must not leak: not indexed, and no Referer carrying the token to other sites. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  return {
    title: pageTitle(locale, "ads.manage.title"),
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/** A visitor's private link: edit or delete the ad it was made for. */
export default async function ManageByLinkPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const ref = ZAdLinkRef.safeParse({
    slug: decodeURIComponent((await params).slug),
    token: (await searchParams).token,
  });
  const caller = await api();
  const ad = ref.success ? await caller.ads.forEditWithLink(ref.data).catch(() => null) : null;
  if (!ref.success || !ad) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t(locale, "ads.manage.title")} data-testid="invalid-link">
          {t(locale, "ads.manage.invalid")}
        </Alert>
      </Container>
    );
  }
  const { categories, wilayas } = await caller.ads.choices();
  return (
    <>
      <Container size="md" py="xl">
        <Stack>
          <Group justify="space-between">
            <Title order={1}>{t(locale, "ads.manage.title")}</Title>
            <DeleteAdButton slug={ad.slug} token={ref.data.token} then={adPaths.index} />
          </Group>
          <Group gap="xs">
            <Text>{t(locale, "ads.manage.status")}</Text>
            <Badge color={STATUS_COLORS[ad.status]} data-testid="ad-status">
              {t(locale, `ads.status.${ad.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(locale, "ads.manage.visitorEditNotice")}
          </Text>
          <AdForm
            mode={{ kind: "link", slug: ad.slug, token: ref.data.token }}
            initial={{ ...ad.values, website: "" }}
            initialPhotos={ad.photos.map((p) => ({ kind: "stored", ...p }))}
            categories={categories}
            wilayas={wilayas}
            loggedIn={false}
          />
        </Stack>
      </Container>
    </>
  );
}
