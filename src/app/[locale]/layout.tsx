import "../mantine-styles";
import "../mantine-variables.css";
import "@mantine/notifications/styles.css";
import "../globals.css";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { COLOR_SCHEME_STORAGE_KEY } from "~/ui/shell/color-mode";
import { directionOf } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { catalogueUrl } from "~/i18n/catalogue-file";
import { catalogueName } from "~/i18n/server";
import { getActorPendingPasswordChange } from "~/platform/auth/session";
import { Providers } from "../providers";

export const generateMetadata = pageMetadata();

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  // this request's CSP nonce (src/proxy.ts): our one inline script needs it, Next's own get it from the CSP header
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  // a visitor gets the public pages' messages only; signing in or out reloads the whole page
  const audience = (await getActorPendingPasswordChange()) ? "member" : "visitor";
  // the browser's messages: a file of their own, cached for a year (src/i18n/catalogue-file.ts), not in every page
  const messages = catalogueName(locale, audience);
  return (
    <html lang={locale} dir={directionOf(locale)} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript nonce={nonce} defaultColorScheme="auto" localStorageKey={COLOR_SCHEME_STORAGE_KEY} />
        {/* async: if the page's scripts come first, Providers waits for it (React suspends the hydration) */}
        <script async nonce={nonce} src={catalogueUrl(messages)} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/manifest.webmanifest?locale=${locale}`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" content="#0ca678" />
      </head>
      <body>
        <Providers locale={locale} messages={messages}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
