"use client";

import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmModal, prefetchConfirmModal } from "~/ui/confirm-modal";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { EventForm, type EventChoices, type EventFormValues } from "./event-form";
import { eventAudience, eventPath, eventWhen } from "./format";

export interface StaffEvent {
  slug: string;
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  audience: string;
  isPublic: boolean;
  cancelledAt: Date | null;
  level: { nameFr: string; nameEn: string; nameAr: string } | null;
  class: { name: string } | null;
  photos: { id: string; thumbUrl: string }[];
  values: EventFormValues;
}

/**
 * /events: the school's events (newest first) with their actions, and the form — a new event, or the one being
 * edited. No react-query provider: each action loads the tRPC client when first used, then the page refreshes.
 */
export function EventsScreen({
  schoolId,
  events,
  choices,
}: {
  schoolId: string;
  events: StaffEvent[];
  choices: EventChoices;
}) {
  const t = useT();
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const current = editing ? events.find((e) => e.slug === editing) : undefined;
  const saved = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
    router.refresh();
  };
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t("events.manage.title")}
      </Title>
      <EventForm
        key={`${editing ?? "new"}-${formKey}`}
        schoolId={schoolId}
        choices={choices}
        slug={current?.slug}
        initial={current?.values}
        initialPhotos={current?.photos.map((p) => ({ kind: "stored" as const, id: p.id, thumbUrl: p.thumbUrl }))}
        onSaved={saved}
        onClose={current ? () => setEditing(null) : undefined}
      />
      {events.length === 0 ? (
        <Text c="dimmed">{t("events.manage.empty")}</Text>
      ) : (
        <Stack gap="sm" data-testid="staff-events">
          {events.map((event) => (
            <StaffEventCard
              key={event.slug}
              event={event}
              onEdit={() => {
                setEditing(event.slug);
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function StaffEventCard({ event, onEdit }: { event: StaffEvent; onEdit: () => void }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [confirming, setConfirming] = useState<"cancel" | "delete" | null>(null);
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useLazyMutation((trpc, input: { slug: string; cancelled: boolean }) =>
    trpc.events.cancel.mutate(input),
  );
  const remove = useLazyMutation((trpc, input: { slug: string }) => trpc.events.delete.mutate(input));
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      close();
      toast.success(t("success.operation"));
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  const ask = (what: "cancel" | "delete") => {
    setConfirming(what);
    open();
  };
  const cover = event.photos[0];
  return (
    <Card withBorder padding="sm" data-testid="staff-event">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {cover && <Image src={cover.thumbUrl} alt="" w={96} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            href={localizedPath(locale, eventPath(event.slug))}
            fw={700}
            dir="auto"
            style={{ overflowWrap: "anywhere" }}
          >
            {event.title}
          </Anchor>
          <Text size="sm">{eventWhen(t, locale, event, "medium")}</Text>
          <Group gap={6}>
            <Badge variant="light" tt="none">
              {eventAudience(t, locale, event)}
            </Badge>
            <Badge variant="outline" color={event.isPublic ? "teal" : "gray"} tt="none">
              {t(event.isPublic ? "events.public" : "events.membersOnly")}
            </Badge>
            {event.cancelledAt && (
              <Badge color="red" tt="none" data-testid="cancelled-badge">
                {t("events.cancelled")}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button size="xs" variant="default" onClick={onEdit} data-testid="edit-event">
          {t("common.edit")}
        </Button>
        {event.cancelledAt ? (
          <Button
            size="xs"
            variant="light"
            loading={cancel.isPending}
            onClick={() => void run(() => cancel.mutateAsync({ slug: event.slug, cancelled: false }))}
          >
            {t("events.manage.restore")}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={() => ask("cancel")}
            onPointerEnter={prefetchConfirmModal}
            onFocus={prefetchConfirmModal}
            data-testid="cancel-event"
          >
            {t("events.manage.cancel")}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => ask("delete")}
          onPointerEnter={prefetchConfirmModal}
          onFocus={prefetchConfirmModal}
          data-testid="delete-event"
        >
          {t("common.delete")}
        </Button>
      </Group>
      <ConfirmModal
        opened={opened}
        onClose={close}
        color={confirming === "cancel" ? "orange" : "red"}
        message={t(confirming === "cancel" ? "events.manage.cancelConfirm" : "confirm.delete")}
        loading={cancel.isPending || remove.isPending}
        onConfirm={() =>
          void run(() =>
            confirming === "cancel"
              ? cancel.mutateAsync({ slug: event.slug, cancelled: true })
              : remove.mutateAsync({ slug: event.slug }),
          )
        }
      />
    </Card>
  );
}
