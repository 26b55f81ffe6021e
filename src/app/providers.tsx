"use client";

import { createTheme, DirectionProvider, localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import { useEffect, useState, type ReactNode } from "react";
import { ColorModeForceProvider, COLOR_SCHEME_STORAGE_KEY } from "~/features/shell/color-mode";
import { DeploymentWatch } from "~/features/shell/deployment-watch";
import { flushPendingToast } from "~/features/shell/toast";
import { LocaleProvider } from "~/i18n/client";
import { directionOf, type Locale } from "~/i18n/config";
import { TrpcReactProvider } from "~/trpc/react";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

const theme = createTheme({
  primaryColor: "teal",
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, sans-serif",
});

export function Providers({
  locale,
  messages,
  session,
  children,
}: {
  locale: Locale;
  messages: Record<string, string>;
  session: Session | null;
  children: ReactNode;
}) {
  const [forced, setForced] = useState<"light" | "dark" | undefined>();
  useEffect(() => flushPendingToast(), []);
  return (
    <DirectionProvider initialDirection={directionOf(locale)} detectDirection={false}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        forceColorScheme={forced}
      >
        <ColorModeForceProvider setForced={setForced}>
          <LocaleProvider locale={locale} messages={messages}>
            <SessionProvider session={session} refetchOnWindowFocus={false}>
              <TrpcReactProvider locale={locale}>
                <Notifications position="bottom-right" autoClose={4000} />
                <DeploymentWatch />
                {children}
              </TrpcReactProvider>
            </SessionProvider>
          </LocaleProvider>
        </ColorModeForceProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
