import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "../globals.css";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import { getServerSession } from "next-auth";
import type { ReactNode } from "react";
import { COLOR_SCHEME_STORAGE_KEY } from "~/features/shell/color-mode";
import { directionOf } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { MESSAGES } from "~/i18n/server";
import { authOptions } from "~/server/auth/options";
import { Providers } from "../providers";

export const generateMetadata = pageMetadata();

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const session = await getServerSession(authOptions);
  return (
    <html lang={locale} dir={directionOf(locale)} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="auto" localStorageKey={COLOR_SCHEME_STORAGE_KEY} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <Providers locale={locale} messages={MESSAGES[locale]} session={session}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
