"use client";

import {
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { PhotoPicker, type PickedPhoto } from "~/ui/photo-picker";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { DateField } from "~/ui/date-field";
import { useLocale, useT } from "~/i18n/client";
import { AUDIENCES, type AudienceKind } from "~/lib/audience";
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_PLACE_MAX,
  EVENT_TITLE_MAX,
  MAX_EVENT_PHOTOS,
} from "~/modules/events/domain/constants";
import { localName } from "~/lib/local-name";
import type { MessageKey } from "~/lib/messages";
import type { TEventValues } from "~/modules/events/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

export interface EventChoices {
  levels: { id: string; nameFr: string; nameEn: string; nameAr: string }[];
  classes: { id: string; name: string }[];
}

export type EventFormValues = Omit<TEventValues, "schoolId" | "slug" | "keepPhotoIds" | "announce">;

const BLANK_EVENT: EventFormValues = {
  title: "",
  description: "",
  place: "",
  allDay: false,
  startDate: "",
  startTime: "",
  endDate: "",
  endTime: "",
  audience: "SCHOOL",
  levelId: null,
  classId: null,
  isPublic: false,
};

function toFormData(fields: object, photos: PickedPhoto[]): FormData {
  const body = new FormData();
  body.set("fields", JSON.stringify(fields));
  for (const photo of photos) if (photo.kind === "new") body.append("photos", photo.file, photo.file.name);
  return body;
}

/**
 * Creates an event, or edits one (`slug`): the same schema as the server's (src/modules/events/schemas.ts), checked
 * when sent; whatever the server refuses shows under its field and everything typed stays. zod and the tRPC client
 * arrive with the first use of the form.
 */
export function EventForm({
  schoolId,
  choices,
  slug,
  initial = BLANK_EVENT,
  initialPhotos = [],
  onSaved,
  onClose,
}: {
  schoolId: string;
  choices: EventChoices;
  slug?: string;
  initial?: EventFormValues;
  initialPhotos?: PickedPhoto[];
  onSaved: (slug: string) => void;
  onClose?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/events/schemas").then((m) => m.ZEventInput),
    {
      ...initial,
      schoolId,
      announce: !slug,
    } as TEventValues,
  );
  const [photos, setPhotos] = useState<PickedPhoto[]>(initialPhotos);
  const save = useLazyMutation((trpc, input: FormData) => trpc.events.save.mutate(input));
  const values = form.values;

  const setAudience = (audience: AudienceKind) => {
    form.setFieldValue("audience", audience);
    form.setFieldValue("levelId", audience === "LEVEL" ? (choices.levels[0]?.id ?? null) : null);
    form.setFieldValue("classId", audience === "CLASS" ? (choices.classes[0]?.id ?? null) : null);
    form.clearFieldError("levelId");
    form.clearFieldError("classId");
  };

  return (
    <Card withBorder padding="lg">
      <form
        noValidate
        data-testid="event-form"
        onFocus={prefetch}
        onSubmit={form.onSubmit(async (v) => {
          try {
            const keepPhotoIds = photos.flatMap((p) => (p.kind === "stored" ? [p.id] : []));
            const saved = await save.mutateAsync(
              toFormData({ ...v, ...(slug ? { slug, announce: false } : {}), keepPhotoIds }, photos),
            );
            toast.success(t("success.operation"));
            onSaved(saved.slug);
          } catch (error) {
            showServerError(error);
          }
        })}
      >
        <Stack>
          <Title order={2} fz="h3">
            {slug ? t("events.manage.editing", { title: initial.title }) : t("events.manage.new")}
          </Title>
          <TextInput
            label={t("events.form.title")}
            name="title"
            required
            dir="auto"
            maxLength={EVENT_TITLE_MAX}
            {...form.getInputProps("title")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField
              label={t("events.form.startDate")}
              name="startDate"
              required
              value={values.startDate}
              onChange={(v) => {
                form.setFieldValue("startDate", v);
                form.clearFieldError("startDate");
              }}
              error={form.errors.startDate}
            />
            {!values.allDay && (
              <TextInput
                type="time"
                label={t("events.form.startTime")}
                name="startTime"
                required
                {...form.getInputProps("startTime")}
              />
            )}
            <DateField
              label={t("events.form.endDate")}
              name="endDate"
              value={values.endDate}
              onChange={(v) => {
                form.setFieldValue("endDate", v);
                form.clearFieldError("endDate");
              }}
              error={form.errors.endDate}
            />
            {!values.allDay && (
              <TextInput
                type="time"
                label={t("events.form.endTime")}
                name="endTime"
                {...form.getInputProps("endTime")}
              />
            )}
          </SimpleGrid>
          <Checkbox
            label={t("events.form.allDay")}
            name="allDay"
            {...form.getInputProps("allDay", { type: "checkbox" })}
          />
          <TextInput
            label={t("events.form.place")}
            name="place"
            dir="auto"
            maxLength={EVENT_PLACE_MAX}
            {...form.getInputProps("place")}
          />
          <Textarea
            label={t("events.form.description")}
            name="description"
            dir="auto"
            autosize
            minRows={4}
            maxLength={EVENT_DESCRIPTION_MAX}
            {...form.getInputProps("description")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label={t("events.form.audience")}
              name="audience"
              value={values.audience}
              onChange={(e) => setAudience(e.currentTarget.value as AudienceKind)}
              data={AUDIENCES.map((a) => ({ value: a, label: t(`events.audience.${a}` as MessageKey) }))}
              error={form.errors.audience}
            />
            {values.audience === "LEVEL" && (
              <NativeSelect
                label={t("events.form.level")}
                name="levelId"
                value={values.levelId ?? ""}
                onChange={(e) => form.setFieldValue("levelId", e.currentTarget.value)}
                data={choices.levels.map((l) => ({ value: l.id, label: localName(locale, l) }))}
                error={form.errors.levelId}
              />
            )}
            {values.audience === "CLASS" && (
              <NativeSelect
                label={t("events.form.class")}
                name="classId"
                value={values.classId ?? ""}
                onChange={(e) => form.setFieldValue("classId", e.currentTarget.value)}
                data={choices.classes.map((c) => ({ value: c.id, label: c.name }))}
                error={form.errors.classId}
              />
            )}
          </SimpleGrid>
          <Checkbox
            label={t("events.form.isPublic")}
            description={t("events.form.publicHint")}
            name="isPublic"
            {...form.getInputProps("isPublic", { type: "checkbox" })}
          />
          {!slug && (
            <Checkbox
              label={t("events.form.announce")}
              name="announce"
              {...form.getInputProps("announce", { type: "checkbox" })}
            />
          )}
          <Fieldset legend={t("events.form.photos")}>
            <PhotoPicker
              photos={photos}
              max={MAX_EVENT_PHOTOS}
              hint={t("events.form.photosHint", { count: MAX_EVENT_PHOTOS })}
              onChange={(next) => {
                setPhotos(next);
                form.clearFieldError("photos");
              }}
              error={form.errors.photos as string | undefined}
            />
          </Fieldset>
          <Group justify="flex-end">
            {onClose && (
              <Button variant="default" onClick={onClose}>
                {t("events.form.close")}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} data-testid="save-event">
              {slug ? t("common.save") : t("events.form.publish")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
