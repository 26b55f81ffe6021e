"use client";

import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/features/forms/use-zod-form";
import { toastAfterNavigation } from "~/features/shell/toast";
import { prefetchSignIn, signIn } from "./sign-in";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath, sameSitePath } from "~/i18n/config";
import type { MessageKey } from "~/lib/messages";

export function LoginForm({ social }: { social: { google: boolean; facebook: boolean } }) {
  const t = useT();
  const locale = useLocale();
  const searchParams = useSearchParams();
  const [problem, setProblem] = useState<MessageKey | null>(searchParams.get("error") ? "errors.login" : null);
  const [submitting, setSubmitting] = useState(false);
  // the shared schema (zod) comes when the form is first used: the login page's first load goes without it
  const { form, prefetch } = useZodForm(() => import("~/lib/schemas/auth").then((m) => m.ZLoginInput), { identifier: "", password: "" });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setProblem(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      setSubmitting(false);
      setProblem(result?.error === "RateLimited" ? "errors.tooManyAttempts" : "errors.login");
      return;
    }
    toastAfterNavigation(t("success.login"));
    // no "next": the landing route sends school members to their dashboard, the others home
    window.location.assign(sameSitePath(searchParams.get("next")) ?? `/api/landing?locale=${locale}`);
  });

  const socialLogin = (provider: "google" | "facebook") => {
    toastAfterNavigation(t("success.login"));
    void signIn(provider, { callbackUrl: sameSitePath(searchParams.get("next")) ?? `/api/landing?locale=${locale}` });
  };

  return (
    <form
      onSubmit={submit}
      onFocus={() => {
        prefetch();
        prefetchSignIn();
      }}
      noValidate
    >
      <Stack>
        <Title order={1} fz="h2">
          {t("auth.login.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("auth.login.intro")}
        </Text>
        {searchParams.get("notice") === "oauthLinkSent" && (
          <Alert color="blue" role="status" data-testid="login-notice">
            {t("auth.login.oauthLinkSent")}
          </Alert>
        )}
        {searchParams.get("activated") && (
          <Alert color="green" role="status" data-testid="login-notice">
            {t("auth.activate.done")}
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert" data-testid="login-error">
            {t(problem)}
          </Alert>
        )}
        <TextInput
          label={t("auth.login.identifier")}
          placeholder={t("auth.login.identifierPlaceholder")}
          autoComplete="username"
          required
          name="identifier" {...form.getInputProps("identifier")}
        />
        <PasswordInput label={t("auth.login.password")} autoComplete="current-password" required name="password" {...form.getInputProps("password")} />
        <Anchor component={Link} href={localizedPath(locale, "/forgot-password")} size="sm">
          {t("auth.login.forgot")}
        </Anchor>
        <Button type="submit" loading={submitting} fullWidth>
          {t("auth.login.submit")}
        </Button>
        {(social.google || social.facebook) && (
          <>
            <Divider label={t("auth.login.or")} />
            {social.google && (
              <Button variant="default" onClick={() => socialLogin("google")} fullWidth>
                {t("auth.login.google")}
              </Button>
            )}
            {social.facebook && (
              <Button variant="default" onClick={() => socialLogin("facebook")} fullWidth>
                {t("auth.login.facebook")}
              </Button>
            )}
          </>
        )}
        <Text size="sm" ta="center">
          {t("auth.login.noAccount")}{" "}
          <Anchor component={Link} href={localizedPath(locale, "/signup")}>
            {t("auth.login.signupLink")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
