"use client";

import { Button, PasswordField, TextField } from "~/ui/controls";
import { Notice } from "~/ui/marks";
import { Column, Heading, Para, TextLink } from "~/ui/prose";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast, toastAfterNavigation } from "~/ui/shell/toast";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { PASSWORD_MIN_LENGTH } from "~/modules/account/domain/constants";
import type { TSignUpInput } from "~/modules/account/schemas";
import { lazyTrpc, useLazyMutation } from "~/ui/trpc/lazy";
import { prefetchSignIn, signIn } from "./sign-in";

export function SignupForm() {
  const t = useT();
  const locale = useLocale();
  // the shared schema (zod, phone rules) comes when the form is first used: the page's first load goes without it
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/account/schemas").then((m) => m.ZSignUpInput),
    {
      name: "",
      email: "",
      phone: "",
      password: "",
      confirmPassword: "",
      locale,
    },
  );
  const signUp = useLazyMutation((trpc, input: TSignUpInput) => trpc.auth.signUp.mutate(input));
  // an e-mail sign-up always ends here, whether or not the address had an account (nothing to learn from it)
  const [mailedTo, setMailedTo] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    try {
      const outcome = await signUp.mutateAsync(values);
      if (outcome.status === "check-email") {
        setMailedTo(String(values.email ?? ""));
        return;
      }
    } catch (error) {
      showServerError(error);
      return;
    }
    const result = await signIn("credentials", {
      identifier: values.email || values.phone,
      password: values.password,
      redirect: false,
    });
    if (!result || result.error) {
      toast.error(t("errors.login"));
      window.location.assign(localizedPath(locale, "/login"));
      return;
    }
    toastAfterNavigation(t("success.signup"));
    // as after an e-mail activation: "Ma famille" first, where a parent links a child (issue 48)
    window.location.assign(localizedPath(locale, "/family"));
  });

  // sent: the form gives way to what comes next (issue 48: it stayed filled and active, inviting a second sending)
  if (mailedTo !== null) {
    return (
      <Column>
        <Heading size="h2">{t("auth.signup.title")}</Heading>
        <Notice color="blue" role="status" testId="signup-check-email">
          {t("auth.signup.checkEmail", { email: mailedTo, minutes: 60 })}
        </Notice>
        <Para size="sm" center>
          {t("auth.signup.haveAccount")}{" "}
          <TextLink href={localizedPath(locale, "/login")}>{t("auth.signup.loginLink")}</TextLink>
        </Para>
      </Column>
    );
  }

  return (
    <form
      onSubmit={submit}
      onFocus={() => {
        // the schema, the tRPC client and next-auth's arrive while the visitor types, not with the page
        prefetch();
        void lazyTrpc(locale);
        prefetchSignIn();
      }}
      noValidate
    >
      <Column>
        <Heading size="h2">{t("auth.signup.title")}</Heading>
        <Para size="sm" dimmed>
          {t("auth.signup.intro")}
        </Para>
        <TextField
          label={t("auth.signup.name")}
          autoComplete="name"
          required
          name="name"
          {...form.getInputProps("name")}
        />
        <Para size="xs" dimmed>
          {t("auth.signup.contactHint")}
        </Para>
        <TextField
          label={t("auth.signup.email")}
          type="email"
          autoComplete="email"
          dir="ltr"
          name="email"
          {...form.getInputProps("email")}
        />
        <TextField
          label={t("auth.signup.phone")}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="0550 12 34 56"
          name="phone"
          {...form.getInputProps("phone")}
        />
        <PasswordField
          label={t("auth.signup.password")}
          description={t("auth.signup.passwordHint", { count: PASSWORD_MIN_LENGTH })}
          toggleLabel={t("auth.passwordToggle")}
          autoComplete="new-password"
          required
          name="password"
          {...form.getInputProps("password")}
        />
        <PasswordField
          label={t("auth.signup.confirmPassword")}
          toggleLabel={t("auth.passwordToggle")}
          autoComplete="new-password"
          required
          name="confirmPassword"
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          {t("auth.signup.submit")}
        </Button>
        <Para size="sm" center>
          {t("auth.signup.haveAccount")}{" "}
          <TextLink href={localizedPath(locale, "/login")}>{t("auth.signup.loginLink")}</TextLink>
        </Para>
      </Column>
    </form>
  );
}
