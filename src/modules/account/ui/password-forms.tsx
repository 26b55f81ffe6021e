"use client";

import { Button, PasswordField, TextField } from "~/ui/controls";
import { Notice } from "~/ui/marks";
import { Column, Heading, Para, TextLink } from "~/ui/prose";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toastAfterNavigation } from "~/ui/shell/toast";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";

import { PASSWORD_MIN_LENGTH } from "~/modules/account/domain/constants";
import type { TForgotPasswordInput, TResetPasswordInput } from "~/modules/account/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

export function ForgotPasswordForm() {
  const t = useT();
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const { form, showServerError } = useZodForm(
    () => import("~/modules/account/schemas").then((m) => m.ZForgotPasswordInput),
    { email: "" },
  );
  const request = useLazyMutation((trpc, input: TForgotPasswordInput) => trpc.auth.requestPasswordReset.mutate(input));
  const submit = form.onSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Column>
        <Heading size="h2">{t("auth.forgot.title")}</Heading>
        <Para size="sm" dimmed>
          {t("auth.forgot.intro")}
        </Para>
        {sent && (
          <Notice color="teal" role="status" testId="reset-sent">
            {t("success.resetSent")}
          </Notice>
        )}
        <TextField
          label={t("auth.forgot.email")}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          name="email"
          {...form.getInputProps("email")}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t("auth.forgot.submit")}
        </Button>
        <TextLink href={localizedPath(locale, "/login")} size="sm" center>
          {t("auth.forgot.back")}
        </TextLink>
      </Column>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const { form, showServerError } = useZodForm(
    () => import("~/modules/account/schemas").then((m) => m.ZResetPasswordInput),
    { token, password: "", confirmPassword: "" },
  );
  const reset = useLazyMutation((trpc, input: TResetPasswordInput) => trpc.auth.resetPassword.mutate(input));
  const submit = form.onSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      showServerError(error);
      return;
    }
    toastAfterNavigation(t("success.passwordReset"));
    window.location.assign(localizedPath(locale, "/login"));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Column>
        <Heading size="h2">{t("auth.reset.title")}</Heading>
        {!token && <Notice color="red">{t("errors.resetLinkInvalid")}</Notice>}
        <PasswordField
          label={t("profile.newPassword")}
          description={t("auth.signup.passwordHint", { count: PASSWORD_MIN_LENGTH })}
          toggleLabel={t("auth.passwordToggle")}
          autoComplete="new-password"
          required
          name="password"
          {...form.getInputProps("password")}
        />
        <PasswordField
          label={t("profile.confirmNewPassword")}
          toggleLabel={t("auth.passwordToggle")}
          autoComplete="new-password"
          required
          name="confirmPassword"
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" loading={reset.isPending} fullWidth disabled={!token}>
          {t("auth.reset.submit")}
        </Button>
      </Column>
    </form>
  );
}
