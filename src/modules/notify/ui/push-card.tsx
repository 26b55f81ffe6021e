"use client";

import { Button, Card, Group, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { toast } from "~/ui/shell/toast";
import { useLocale, useT } from "~/i18n/client";
import type { PushConfig } from "./config";

type State = "unknown" | "unsupported" | "denied" | "default" | "on" | "busy";

/**
 * /notifications: pushes on this device. Permission is asked only when the person presses "Turn on" here, never
 * when a page opens; blocked in the browser, the card says where to change it and asks nothing.
 */
export function PushCard({ config }: { config: PushConfig }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<State>("unknown");
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      console.warn("[push] this browser cannot receive push notifications: messaging is disabled");
      setState("unsupported");
      return;
    }
    void import("./client").then((m) => setState(m.pushState()));
  }, []);
  if (state === "unknown" || state === "unsupported") return null;

  const turnOn = async () => {
    setState("busy");
    try {
      const client = await import("./client");
      const token = await client.requestPushToken(config, locale);
      if (!token && (await client.pushSupported()) === false) setState("unsupported");
      else setState(token ? "on" : client.pushState());
    } catch {
      toast.error(t("notifications.push.failed"));
      setState("default");
    }
  };
  const turnOff = async () => {
    setState("busy");
    await (await import("./client")).disablePush(config, locale);
    setState("default");
  };

  return (
    <Card withBorder padding="md" data-testid="push-card" data-state={state}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" style={{ flex: "1 1 16rem" }}>
          {t(
            state === "on"
              ? "notifications.push.on"
              : state === "denied"
                ? "notifications.push.denied"
                : "notifications.push.offer",
          )}
        </Text>
        {state !== "denied" && (
          <Button
            size="sm"
            variant={state === "on" ? "default" : "filled"}
            loading={state === "busy"}
            onClick={state === "on" ? turnOff : turnOn}
            data-testid="push-toggle"
          >
            {t(state === "on" ? "notifications.push.turnOff" : "notifications.push.turnOn")}
          </Button>
        )}
      </Group>
    </Card>
  );
}
