"use client";

import { Button } from "@mantine/core";

/** The "a new version is available" toast's message with its reload button, loaded with the toast (deployment-watch.tsx). */
export function NewVersionMessage({ text, reload }: { text: string; reload: string }) {
  return (
    <>
      {text}{" "}
      <Button size="compact-xs" variant="light" onClick={() => window.location.reload()}>
        {reload}
      </Button>
    </>
  );
}
