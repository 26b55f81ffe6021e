"use client";

import { DirectionProvider, localStorageColorSchemeManager } from "@mantine/core";
import { use, useEffect, useState, type ReactNode } from "react";
import { ColorModeForceProvider, COLOR_SCHEME_STORAGE_KEY } from "~/ui/shell/color-mode";
import { DeploymentWatch } from "~/ui/shell/deployment-watch";
import { OfflineSupport } from "~/ui/shell/service-worker";
import { theme } from "~/ui/shell/theme";
import { flushPendingToast } from "~/ui/shell/toast";
import { ToastHost } from "~/ui/shell/toast-host";
import { LocaleProvider } from "~/i18n/client";
import { catalogue } from "~/i18n/catalogue-file";
import { directionOf, type Locale } from "~/i18n/config";
import { WaslaMantineProvider } from "./mantine-provider";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export function Providers({
  locale,
  messages: name,
  children,
}: {
  locale: Locale;
  /** the name of the messages' file (catalogueName): here already, or React waits for it */
  messages: string;
  children: ReactNode;
}) {
  const messages = use(catalogue(name));
  const [forced, setForced] = useState<"light" | "dark" | undefined>();
  useEffect(() => {
    flushPendingToast();
    // the page has hydrated (effects run children first): the journeys wait for this before they type and click
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <DirectionProvider initialDirection={directionOf(locale)} detectDirection={false}>
      {/* MantineProvider without its <style> of variables and global classes, which are src/app/mantine-variables.css */}
      <WaslaMantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        forceColorScheme={forced}
      >
        <ColorModeForceProvider setForced={setForced}>
          <LocaleProvider locale={locale} messages={messages}>
            <ToastHost />
            <DeploymentWatch />
            <OfflineSupport />
            {children}
          </LocaleProvider>
        </ColorModeForceProvider>
      </WaslaMantineProvider>
    </DirectionProvider>
  );
}
