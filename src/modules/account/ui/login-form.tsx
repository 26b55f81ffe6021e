"use client";

import { Button, PasswordField, TextField } from "~/ui/controls";
import { Divider, Notice } from "~/ui/marks";
import { Column, Heading, Para, TextLink } from "~/ui/prose";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toastAfterNavigation } from "~/ui/shell/toast";
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
  const { form, prefetch } = useZodForm(() => import("~/modules/account/schemas").then((m) => m.ZLoginInput), {
    identifier: "",
    password: "",
  });

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
      <Column>
        <Heading size="h2">{t("auth.login.title")}</Heading>
        <Para size="sm" dimmed>
          {t("auth.login.intro")}
        </Para>
        {searchParams.get("notice") === "oauthLinkSent" && (
          <Notice color="blue" role="status" testId="login-notice">
            {t("auth.login.oauthLinkSent")}
          </Notice>
        )}
        {searchParams.get("activated") && (
          <Notice color="green" role="status" testId="login-notice">
            {t("auth.activate.done")}
          </Notice>
        )}
        {problem && (
          <Notice color="red" testId="login-error">
            {t(problem)}
          </Notice>
        )}
        <TextField
          label={t("auth.login.identifier")}
          placeholder={t("auth.login.identifierPlaceholder")}
          autoComplete="username"
          required
          name="identifier"
          {...form.getInputProps("identifier")}
        />
        <PasswordField
          label={t("auth.login.password")}
          toggleLabel={t("auth.passwordToggle")}
          autoComplete="current-password"
          required
          name="password"
          {...form.getInputProps("password")}
        />
        <TextLink href={localizedPath(locale, "/forgot-password")} size="sm">
          {t("auth.login.forgot")}
        </TextLink>
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
        <Para size="sm" center>
          {t("auth.login.noAccount")}{" "}
          <TextLink href={localizedPath(locale, "/signup")}>{t("auth.login.signupLink")}</TextLink>
        </Para>
      </Column>
    </form>
  );
}
