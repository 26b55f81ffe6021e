import { Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "~/features/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";
import { getActor } from "~/server/auth/session";

export const generateMetadata = pageMetadata("home.title");

const FEATURES: { title: MessageKey; text: MessageKey }[] = [
  { title: "home.feature.follow.title", text: "home.feature.follow.text" },
  { title: "home.feature.communicate.title", text: "home.feature.communicate.text" },
  { title: "home.feature.lostFound.title", text: "home.feature.lostFound.text" },
];

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg" maw={720}>
        <Title order={1} fz={{ base: 30, sm: 44 }}>
          {actor ? t(locale, "home.welcome", { name: actor.name }) : t(locale, "home.heading")}
        </Title>
        <Text size="lg" c="dimmed">
          {t(locale, "home.lead")}
        </Text>
        {!actor && (
          <Group>
            <ButtonLink href={localizedPath(locale, "/signup")} size="md">
              {t(locale, "home.cta.signup")}
            </ButtonLink>
            <ButtonLink href={localizedPath(locale, "/login")} size="md" variant="default">
              {t(locale, "home.cta.login")}
            </ButtonLink>
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt={48}>
        {FEATURES.map((f) => (
          <Card key={f.title} withBorder padding="lg">
            <Text fw={700} mb={4}>
              {t(locale, f.title)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(locale, f.text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
