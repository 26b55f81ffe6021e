"use client";

import { useCallback } from "react";
import { IntlProvider, useIntl, type MessageFormatElement } from "react-intl";
import type { ReactNode } from "react";
import type { MessageKey, MessageRef, MessageValues } from "~/lib/messages";
import type { ClientMessage } from "./server";
import { isolateNumbers, TIME_ZONE, type Locale } from "./config";

/**
 * A message the browser was not sent (a key missing from client-keys.json or, for a visitor, from
 * public-client-keys.json) shows as its key: said in the console in production too, where the journeys catch it
 * (e2e/fixtures.ts, watchMissingMessages). Other formatting errors are logged in development only, as react-intl does.
 */
function reportIntlError(error: { code?: string; message: string; descriptor?: { id?: unknown } }) {
  if (error.code === "MISSING_TRANSLATION") console.error(`[wasla] missing message ${String(error.descriptor?.id)}`);
  else if (process.env.NODE_ENV !== "production") console.error(error);
}

export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Record<string, ClientMessage>;
  children: ReactNode;
}) {
  return (
    // react-intl types a catalogue as all texts or all trees; it reads each message on its own (useT below)
    <IntlProvider
      locale={locale}
      messages={messages as Record<string, MessageFormatElement[]>}
      timeZone={TIME_ZONE}
      defaultLocale="fr"
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}

/** `t("validation.required")`: typed message keys on the client. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (key: MessageKey, values?: MessageValues) => {
      // a message without arguments comes as its final text (clientMessages): nothing to format, nor to parse
      const message: unknown = intl.messages[key];
      if (typeof message === "string") return message;
      return intl.formatMessage({ id: key }, isolateNumbers(intl.locale as Locale, values));
    },
    [intl],
  );
}

export function useLocale(): Locale {
  return useIntl().locale as Locale;
}

/** The message a failed call should show: the server's key (+ values) or the generic failure. */
// told by name rather than with `instanceof TRPCClientError`: importing the class would put the tRPC client in every
// page, and the pages that call the server load it only when they do (src/ui/trpc/lazy.ts)
const isTrpcError = (error: unknown): error is Error & { data?: unknown } =>
  error instanceof Error && error.name === "TRPCClientError";

export function errorMessage(error: unknown): MessageRef {
  if (isTrpcError(error)) {
    const data = error.data as { messageKey?: MessageKey; messageValues?: MessageValues } | undefined;
    if (data?.messageKey) return { key: data.messageKey, values: data.messageValues };
  }
  return { key: "errors.operationFailed" };
}

export function fieldErrorsOfError(error: unknown): Record<string, MessageRef> | undefined {
  if (isTrpcError(error)) {
    return (error.data as { fieldErrors?: Record<string, MessageRef> } | undefined)?.fieldErrors;
  }
  return undefined;
}
