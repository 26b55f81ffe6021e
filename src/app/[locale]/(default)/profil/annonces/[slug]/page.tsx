import { Container, Group, Stack, Title } from "@mantine/core";
import { redirect } from "next/navigation";
import { AdForm } from "~/modules/ads/ui/ad-form";
import { DeleteAdButton } from "~/modules/ads/ui/delete-ad-button";
import { adPaths } from "~/modules/ads/ui/labels";
import { orErrorPage } from "~/modules/ads/ui/page-guard";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { getActor } from "~/platform/auth/session";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("ads.edit.title");

/** Edit one of my ads (a moderator may open anyone's). */
export default async function EditMyAdPage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const locale = await pageLocale(params);
  const slug = decodeURIComponent((await params).slug);
  const actor = await getActor();
  if (!actor)
    redirect(
      `${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, adPaths.editMine(slug)))}`,
    );
  const caller = await api();
  const [ad, { categories, wilayas }] = await Promise.all([
    orErrorPage(caller.ads.forEdit({ slug })),
    caller.ads.choices(),
  ]);
  return (
    <>
      <Container size="md" py="xl">
        <Stack>
          <Group justify="space-between">
            <Title order={1}>{t(locale, "ads.edit.title")}</Title>
            <DeleteAdButton slug={ad.slug} then={adPaths.mine} />
          </Group>
          <AdForm
            mode={{ kind: "edit", slug: ad.slug }}
            initial={{ ...ad.values, website: "" }}
            initialPhotos={ad.photos.map((p) => ({ kind: "stored", ...p }))}
            categories={categories}
            wilayas={wilayas}
            loggedIn
          />
        </Stack>
      </Container>
    </>
  );
}
