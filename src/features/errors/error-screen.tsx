"use client";

import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useT } from "~/i18n/client";

const TEXT = {
  404: { title: "errors.page.notFoundTitle", text: "errors.page.notFoundText" },
  403: { title: "errors.page.forbiddenTitle", text: "errors.page.forbiddenText" },
  500: { title: "errors.page.serverTitle", text: "errors.page.serverText" },
} as const;

/**
 * The error screen of spec §2: the status code, its sentence, the homepage hint and a "Back to homepage" button
 * that clears the error (`onReset`) and goes to "/".
 */
export function ErrorScreen({ status, onReset }: { status: 404 | 403 | 500; onReset?: () => void }) {
  const t = useT();
  const copy = TEXT[status];
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={96} fw={900} c="dimmed" lh={1} data-testid="error-status">
          {status}
        </Text>
        <Title order={1}>{t(copy.title)}</Title>
        <Text size="lg">{t(copy.text)}</Text>
        <Text c="dimmed">{t("errors.page.homepageHint")}</Text>
        <Button
          size="md"
          onClick={() => {
            onReset?.();
            // a full navigation: whatever state broke is gone
            window.location.assign("/");
          }}
        >
          {t("errors.page.backHome")}
        </Button>
      </Stack>
    </Container>
  );
}
