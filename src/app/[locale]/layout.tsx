import "../mantine-styles";
import "../mantine-variables.css";
import "@mantine/notifications/styles.css";
import "../globals.css";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { COLOR_SCHEME_STORAGE_KEY } from "~/features/shell/color-mode";
import { directionOf } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { clientCatalogue } from "~/i18n/server";
import { getActorPendingPasswordChange } from "~/server/auth/session";
import { Providers } from "../providers";

export const generateMetadata = pageMetadata();

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  // this request's CSP nonce (src/proxy.ts): our one inline script needs it, Next's own get it from the CSP header
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  // a visitor gets the public pages' messages only; signing in or out reloads the whole page
  const audience = (await getActorPendingPasswordChange()) ? "member" : "visitor";
  return (
    <html lang={locale} dir={directionOf(locale)} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript nonce={nonce} defaultColorScheme="auto" localStorageKey={COLOR_SCHEME_STORAGE_KEY} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/manifest.webmanifest?locale=${locale}`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" content="#0ca678" />
      </head>
      <body>
        <Providers locale={locale} catalogue={clientCatalogue(locale, audience)}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
