"use client";

import { Button, Group, Text } from "@mantine/core";
import { useT } from "~/i18n/client";
import type { MessageRef } from "~/lib/messages";

/** A read that failed (useLazyRead's `error`), said in the reader's language, with a button to read again. */
export function ReadFailed({ error, onRetry, testId }: { error: MessageRef; onRetry: () => void; testId?: string }) {
  const t = useT();
  return (
    <Group gap="xs" wrap="wrap" role="alert" data-testid={testId ?? "read-failed"}>
      <Text size="sm" c="red.8">
        {t(error.key, error.values)}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </Group>
  );
}
