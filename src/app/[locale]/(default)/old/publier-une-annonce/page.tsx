import { Container, Stack, Text, Title } from "@mantine/core";
import { AdForm } from "~/modules/ads/ui/ad-form";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { emptyAdInput } from "~/modules/ads/schemas";
import { getActor } from "~/platform/auth/session";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("ads.post.title");

/** Post an ad: members publish at once, visitors wait for moderation. */
export default async function PostAdPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [actor, { categories, wilayas }] = await Promise.all([getActor(), (await api()).ads.choices()]);
  return (
    <>
      <Container size="md" py="xl">
        <Stack>
          <Title order={1}>{t(locale, "ads.post.title")}</Title>
          <Text c="dimmed">{t(locale, "ads.post.intro")}</Text>
          <AdForm
            mode={{ kind: "create" }}
            categories={categories}
            wilayas={wilayas}
            loggedIn={!!actor}
            initial={emptyAdInput(actor?.name)}
          />
        </Stack>
      </Container>
    </>
  );
}
