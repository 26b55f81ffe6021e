"use client";

import { Alert, Anchor, Loader, Stack, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { useTRPC } from "~/trpc/react";

/** The page a mailed link opens: account activation (then the login page) or linking a social account. */
export function EmailLinkPage({ kind, token }: { kind: "activate" | "link"; token: string }) {
  const t = useT();
  const locale = useLocale();
  const trpc = useTRPC();
  const activate = useMutation(trpc.auth.activateAccount.mutationOptions());
  const link = useMutation(trpc.auth.confirmOAuthLink.mutationOptions());
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true; // the token works once: never send it twice (React's double effects in development)
    if (kind === "activate") {
      activate.mutate({ token }, { onSuccess: () => window.location.assign(`${localizedPath(locale, "/login")}?activated=1`) });
    } else {
      link.mutate({ token });
    }
  }, [kind, token, locale, activate, link]);

  const failed = !token || activate.isError || link.isError;
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t(kind === "activate" ? "auth.activate.title" : "auth.linkAccount.title")}
      </Title>
      {failed ? (
        <Alert color="red" role="alert">
          {t("errors.linkInvalid")}
        </Alert>
      ) : link.data ? (
        <Alert color="green" role="status">
          {t("auth.linkAccount.done", { provider: link.data.provider === "google" ? "Google" : "Facebook" })}
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
