"use client";

import { TRPCClientError } from "@trpc/client";
import { useCallback } from "react";
import { IntlProvider, useIntl } from "react-intl";
import type { ReactNode } from "react";
import type { MessageKey, MessageRef, MessageValues } from "~/lib/messages";
import { isolateNumbers, TIME_ZONE, type Locale } from "./config";

export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Record<string, string>; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone={TIME_ZONE} defaultLocale="fr">
      {children}
    </IntlProvider>
  );
}

/** `t("validation.required")`: typed message keys on the client. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, isolateNumbers(intl.locale as Locale, values)),
    [intl],
  );
}

export function useLocale(): Locale {
  return useIntl().locale as Locale;
}

/** The message a failed call should show: the server's key (+ values) or the generic failure. */
export function errorMessage(error: unknown): MessageRef {
  if (error instanceof TRPCClientError) {
    const data = error.data as { messageKey?: MessageKey; messageValues?: MessageValues } | undefined;
    if (data?.messageKey) return { key: data.messageKey, values: data.messageValues };
  }
  return { key: "errors.operationFailed" };
}

export function fieldErrorsOfError(error: unknown): Record<string, MessageRef> | undefined {
  if (error instanceof TRPCClientError) {
    return (error.data as { fieldErrors?: Record<string, MessageRef> } | undefined)?.fieldErrors;
  }
  return undefined;
}
