"use client";

import { Notice, Spinner } from "~/ui/marks";
import { Column, Heading, TextLink } from "~/ui/prose";
import { useEffect, useRef, useState } from "react";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { lazyTrpc } from "~/ui/trpc/lazy";

const TITLES = {
  activate: "auth.activate.title",
  link: "auth.linkAccount.title",
  email: "auth.confirmEmail.title",
} as const;

/** The page a mailed link opens: account activation (then the login page, which leads to /family), linking a social account, a new e-mail. */
export function EmailLinkPage({ kind, token }: { kind: "activate" | "link" | "email"; token: string }) {
  const t = useT();
  const locale = useLocale();
  const [error, setError] = useState(false);
  const [linked, setLinked] = useState<{ provider: string } | null>(null);
  const [confirmed, setConfirmed] = useState<{ email: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true; // the token works once: never send it twice (React's double effects in development)
    // the tRPC client loads with this one call (no react-query on the page)
    void lazyTrpc(locale)
      .then(async (trpc) => {
        if (kind === "activate") {
          await trpc.auth.activateAccount.mutate({ token });
          // a new account's first page is "Ma famille", where a parent links a child (issue 48), not the public home
          window.location.assign(
            `${localizedPath(locale, "/login")}?activated=1&next=${encodeURIComponent(localizedPath(locale, "/family"))}`,
          );
        } else if (kind === "email") {
          setConfirmed(await trpc.auth.confirmEmailChange.mutate({ token }));
        } else {
          setLinked(await trpc.auth.confirmOAuthLink.mutate({ token }));
        }
      })
      .catch(() => setError(true));
  }, [kind, token, locale]);

  const failed = !token || error;
  return (
    <Column>
      <Heading size="h2">{t(TITLES[kind])}</Heading>
      {failed ? (
        <Notice color="red">{t("errors.linkInvalid")}</Notice>
      ) : linked ? (
        <Notice color="green" role="status">
          {t("auth.linkAccount.done", { provider: linked.provider === "google" ? "Google" : "Facebook" })}
        </Notice>
      ) : confirmed ? (
        <Notice color="green" role="status">
          {t("auth.confirmEmail.done", { email: confirmed.email })}
        </Notice>
      ) : (
        <Spinner />
      )}
      <TextLink href={localizedPath(locale, "/login")}>{t("nav.login")}</TextLink>
    </Column>
  );
}
