"use client";

import { Button, Group, TextInput } from "@mantine/core";
import { useT } from "~/i18n/client";

/** A plain GET form to the board (?q=…), so it works before any script has loaded. */
export function SearchBox({ action }: { action: string }) {
  const t = useT();
  return (
    <form action={action} method="get" role="search">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          type="search"
          name="q"
          aria-label={t("ads.search.label")}
          placeholder={t("ads.search.placeholder")}
          size="md"
        />
        <Button type="submit" size="md">
          {t("ads.search.submit")}
        </Button>
      </Group>
    </form>
  );
}
