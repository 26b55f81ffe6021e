"use client";

import { useEffect } from "react";
import { ErrorScreen } from "~/ui/errors/error-screen";
import { isChunkLoadError, reloadOnceForStaleChunk } from "~/ui/shell/deployment-watch";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForStaleChunk();
    else console.error(error);
  }, [error]);
  return <ErrorScreen status={500} onReset={reset} />;
}
