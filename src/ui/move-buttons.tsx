"use client";

import { Button } from "@mantine/core";
import { useT } from "~/i18n/client";

/** ↑ / ↓ beside a row of an ordered list (categories, subjects): the first cannot go up, the last cannot go down. */
export function MoveButtons({
  first,
  last,
  onMove,
  testId,
}: {
  first: boolean;
  last: boolean;
  onMove: (direction: "up" | "down") => void;
  testId?: string;
}) {
  const t = useT();
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        disabled={first}
        aria-label={t("admin.moveUp")}
        data-testid={testId && `${testId}-up`}
        onClick={() => onMove("up")}
      >
        ↑
      </Button>
      <Button
        size="xs"
        variant="subtle"
        disabled={last}
        aria-label={t("admin.moveDown")}
        data-testid={testId && `${testId}-down`}
        onClick={() => onMove("down")}
      >
        ↓
      </Button>
    </>
  );
}
