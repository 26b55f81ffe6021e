"use client";

import { Alert, Anchor, Loader, Stack, Title } from "@mantine/core";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { lazyTrpc } from "~/trpc/lazy";

/** The page a mailed link opens: account activation (then the login page) or linking a social account. */
export function EmailLinkPage({ kind, token }: { kind: "activate" | "link"; token: string }) {
  const t = useT();
  const locale = useLocale();
  const [error, setError] = useState(false);
  const [linked, setLinked] = useState<{ provider: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true; // the token works once: never send it twice (React's double effects in development)
    // the tRPC client loads with this one call (no react-query on the page)
    void lazyTrpc(locale)
      .then(async (trpc) => {
        if (kind === "activate") {
          await trpc.auth.activateAccount.mutate({ token });
          window.location.assign(`${localizedPath(locale, "/login")}?activated=1`);
        } else {
          setLinked(await trpc.auth.confirmOAuthLink.mutate({ token }));
        }
      })
      .catch(() => setError(true));
  }, [kind, token, locale]);

  const failed = !token || error;
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t(kind === "activate" ? "auth.activate.title" : "auth.linkAccount.title")}
      </Title>
      {failed ? (
        <Alert color="red" role="alert">
          {t("errors.linkInvalid")}
        </Alert>
      ) : linked ? (
        <Alert color="green" role="status">
          {t("auth.linkAccount.done", { provider: linked.provider === "google" ? "Google" : "Facebook" })}
        </Alert>
      ) : (
        <Loader aria-busy="true" />
      )}
      <Anchor component={Link} href={localizedPath(locale, "/login")}>
        {t("nav.login")}
      </Anchor>
    </Stack>
  );
}
