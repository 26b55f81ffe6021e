"use client";

import { Button, Group, Stack, Text, Title, type ButtonProps } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { ConfirmModal, prefetchConfirmModal } from "./confirm-modal";
import { useRefresh } from "./refresh";

// The parts of a staff screen that carry no table, search box or pager: a screen that imports them from here
// rather than from list.tsx (which re-exports them) leaves Table, ScrollArea (and its floating-ui) and Pagination
// out of its first load.

/** A record named in the three languages, shown in the reader's. */
export interface Named {
  nameFr: string;
  nameEn: string;
  nameAr: string;
}
export function useLocalizedName() {
  const locale = useLocale();
  return (row: Named) => (locale === "ar" ? row.nameAr : locale === "en" ? row.nameEn : row.nameFr);
}

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

/**
 * Runs a mutation behind a loading toast: 'Operation successful!' or the server's message, then shows the new
 * state (useRefresh: the page's server components render again with the server's data).
 */
export function useRunAction() {
  const t = useT();
  const refresh = useRefresh();
  return async <T,>(promise: Promise<T>, success?: string): Promise<T | undefined> => {
    try {
      const value = await toast.promise(promise, {
        loading: t("shell.loading"),
        success: success ?? t("success.operation"),
        error: (error) => {
          const message = errorMessage(error);
          return t(message.key, message.values);
        },
      });
      await refresh();
      return value;
    } catch {
      return undefined;
    }
  };
}

/** A delete button asking 'Are you sure you want to delete this item?' first (the dialog's code loads on the way). */
export function ConfirmButton({
  onConfirm,
  label,
  message,
  ...props
}: ButtonProps & { onConfirm: () => Promise<unknown>; label: string; message?: string }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        style={{ flexShrink: 0 }}
        onClick={() => setOpened(true)}
        onPointerEnter={prefetchConfirmModal}
        onFocus={prefetchConfirmModal}
        {...props}
      >
        {label}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        message={message ?? t("confirm.delete")}
        loading={busy}
        onConfirm={async () => {
          setBusy(true);
          await onConfirm();
          setBusy(false);
          setOpened(false);
        }}
      />
    </>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  );
}

/**
 * Submits a form's mutation: on success 'Operation successful!' (or `success`), fresh queries and `then`; on
 * failure the server's messages go back onto the fields (useZodForm's showServerError), the typed values stay.
 */
export function useFormAction(showServerError: (error: unknown) => void) {
  const t = useT();
  const refresh = useRefresh();
  return async <P extends Promise<unknown>>(
    promise: P,
    options: { success?: string | ((result: Awaited<P>) => string); then?: () => void } = {},
  ) => {
    try {
      const result = (await promise) as Awaited<P>;
      const success = typeof options.success === "function" ? options.success(result) : options.success;
      toast.success(success ?? t("success.operation"));
      await refresh();
      options.then?.();
      return true;
    } catch (error) {
      showServerError(error);
      return false;
    }
  };
}
