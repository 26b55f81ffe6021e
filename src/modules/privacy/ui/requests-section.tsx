import { Card, Stack, Text, Title } from "@mantine/core";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { DecideRequest } from "./decide-request";
import { RequestLine, type DataRequestView } from "./request-line";

/** The requests a school or the platform answers (issue 34): those waiting, each with its answer form, then the last answered. */
export function RequestsSection({
  locale,
  requests,
  platform,
}: {
  locale: Locale;
  requests: { waiting: DataRequestView[]; answered: DataRequestView[] };
  platform: boolean;
}) {
  return (
    <Stack gap="sm" data-testid="requests-waiting">
      <Title order={2} fz="h3">
        {t(locale, "privacy.desk.waiting", { count: requests.waiting.length })}
      </Title>
      {requests.waiting.length === 0 && <Text c="dimmed">{t(locale, "privacy.desk.noneWaiting")}</Text>}
      {requests.waiting.map((r) => (
        <Card key={r.id} withBorder padding="md" data-testid="waiting-request">
          <Stack gap="xs">
            <RequestLine request={r} locale={locale} />
            <DecideRequest requestId={r.id} kind={r.kind} platform={platform} />
          </Stack>
        </Card>
      ))}
      {requests.answered.length > 0 && (
        <details>
          <summary>{t(locale, "privacy.desk.answered")}</summary>
          <Stack gap="xs" mt="xs">
            {requests.answered.map((r) => (
              <Card key={r.id} withBorder padding="sm">
                <RequestLine request={r} locale={locale} />
              </Card>
            ))}
          </Stack>
        </details>
      )}
    </Stack>
  );
}
