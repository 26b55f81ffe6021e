import { Container, Group, Stack, Title } from "@mantine/core";
import { redirect } from "next/navigation";
import { AdGrid } from "~/modules/ads/ui/ad-card";
import { adPaths } from "~/modules/ads/ui/labels";
import { ButtonLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { getActor } from "~/platform/auth/session";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("ads.mine.title");

/** My ads in every state (pending, published, hidden), each opening its page. */
export default async function MyAdsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor)
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, adPaths.mine))}`);
  const ads = await (await api()).ads.mine();
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t(locale, "ads.mine.title")}</Title>
          <ButtonLink href={localizedPath(locale, adPaths.post)}>{t(locale, "nav.postAd")}</ButtonLink>
        </Group>
        <AdGrid locale={locale} ads={ads} showStatus empty={t(locale, "ads.mine.empty")} />
      </Stack>
    </Container>
  );
}
