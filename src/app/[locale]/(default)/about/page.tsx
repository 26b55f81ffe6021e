import { Container, Stack, Text, Title } from "@mantine/core";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";

export const generateMetadata = pageMetadata("about.title");

export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <Container size="md" py={48}>
      <Stack>
        <Title order={1}>{t(locale, "about.heading")}</Title>
        <Text size="lg">{t(locale, "about.p1")}</Text>
        <Text>{t(locale, "about.p2")}</Text>
        <Text>{t(locale, "about.p3")}</Text>
        <Text c="dimmed">{t(locale, "site.tagline")}</Text>
      </Stack>
    </Container>
  );
}
