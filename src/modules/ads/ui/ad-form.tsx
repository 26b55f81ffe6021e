"use client";

import { Alert, Button, Fieldset, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { DateField } from "~/ui/date-field";
import { LazySelect } from "~/ui/lazy-select";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import {
  AD_DESCRIPTION_MAX,
  AD_TITLE_MAX,
  AD_TYPES,
  emptyAdInput,
  todayInAlgeria,
  type ContactField,
} from "~/modules/ads/domain/constants/ads";
import { MAX_AD_PHOTOS } from "~/modules/ads/domain/constants/ads";
import { IDENTITY_CATEGORY_ID } from "~/modules/ads/domain/constants/board";
import type { TAdInput } from "~/modules/ads/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { adPaths, categoryName } from "./labels";
import { PhotoPicker, type PickedPhoto } from "~/ui/photo-picker";
import { PostedForModeration } from "./posted-for-moderation";
import { PlaceFields } from "./place-fields";
import type { WilayaOption } from "~/ui/use-communes";

const HidePhoneField = lazy(() => import("./hide-phone-field"));

export type AdFormMode =
  { kind: "create" } | { kind: "edit"; slug: string } | { kind: "link"; slug: string; token: string };

/** The multipart body of the posting procedures (see the ads router's form-data.ts). */
function toFormData(fields: object, photos: PickedPhoto[], token?: string): FormData {
  const body = new FormData();
  body.set("ad", JSON.stringify(fields));
  for (const photo of photos) if (photo.kind === "new") body.append("photos", photo.file, photo.file.name);
  if (token) body.set("token", token);
  return body;
}

/**
 * The four-part posting form of the spec (general information, address and date, photos, contact), for a new ad,
 * an author's edit or a visitor's private link. It is checked with the procedure's own schema; the server's
 * refusals come back under the same fields, and nothing typed is lost.
 */
export function AdForm({
  mode,
  initial = emptyAdInput(),
  initialPhotos = [],
  categories,
  wilayas,
  loggedIn,
}: {
  mode: AdFormMode;
  initial?: TAdInput;
  initialPhotos?: PickedPhoto[];
  categories: { id: string; nameFr: string; nameEn: string; nameAr: string }[];
  wilayas: WilayaOption[];
  loggedIn: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const { form, showServerError } = useZodForm(() => import("~/modules/ads/schemas").then((m) => m.ZAdInput), {
    hidePhone: false,
    claimQuestion: "",
    ...initial,
  });
  const [photos, setPhotos] = useState<PickedPhoto[]>(initialPhotos);
  const [posted, setPosted] = useState<{ slug: string; token: string } | null>(null);
  // the tRPC client loads when the form is sent: the page carries no react-query
  const create = useLazyMutation((trpc, input: FormData) => trpc.ads.create.mutate(input));
  const update = useLazyMutation((trpc, input: FormData) => trpc.ads.update.mutate(input));
  const updateWithLink = useLazyMutation((trpc, input: FormData) => trpc.ads.updateWithLink.mutate(input));

  const submit = form.onSubmit(async (values) => {
    const keepPhotoIds = photos.flatMap((p) => (p.kind === "stored" ? [p.id] : []));
    try {
      if (mode.kind === "create") {
        const created = await create.mutateAsync(toFormData(values, photos));
        toast.success(t("success.adAdded"));
        if (created.editToken) setPosted({ slug: created.slug, token: created.editToken });
        else router.push(localizedPath(locale, adPaths.ad(created.slug)));
      } else if (mode.kind === "edit") {
        await update.mutateAsync(toFormData({ ...values, slug: mode.slug, keepPhotoIds }, photos));
        toast.success(t("success.operation"));
        router.push(localizedPath(locale, adPaths.ad(mode.slug)));
      } else {
        await updateWithLink.mutateAsync(toFormData({ ...values, slug: mode.slug, keepPhotoIds }, photos, mode.token));
        toast.success(t("success.operation"));
        router.refresh();
      }
    } catch (error) {
      showServerError(error);
    }
  });

  if (posted) return <PostedForModeration slug={posted.slug} token={posted.token} />;

  const contactInput = (field: ContactField) => {
    const props = form.getInputProps(field, { typed: true });
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        form.clearFieldError("contact");
        props.onChange(event);
      },
    };
  };
  const pending = create.isPending || update.isPending || updateWithLink.isPending;

  return (
    <form onSubmit={submit} noValidate data-testid="ad-form">
      <Stack gap="lg">
        {mode.kind === "create" && !loggedIn && (
          <Alert color="blue" data-testid="visitor-notice">
            {t("ads.post.visitorNotice")}
          </Alert>
        )}
        <Fieldset legend={t("ads.form.general")}>
          <Stack>
            <TextInput
              label={t("ads.form.title")}
              placeholder={t("ads.form.titlePlaceholder")}
              required
              maxLength={AD_TITLE_MAX}
              name="title"
              {...form.getInputProps("title", { typed: true })}
            />
            <Radio.Group label={t("ads.form.type")} required name="type" {...form.getInputProps("type")}>
              <Group mt={6}>
                {AD_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`ads.type.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
            <LazySelect
              label={t("ads.form.category")}
              placeholder={t("ads.form.choose")}
              data={categories.map((c) => ({ value: c.id, label: categoryName(c, locale) }))}
              required
              searchable
              name="categoryId"
              {...form.getInputProps("categoryId")}
            />
            <Textarea
              label={t("ads.form.description")}
              description={t("ads.form.descriptionHint")}
              required
              autosize
              minRows={4}
              maxLength={AD_DESCRIPTION_MAX}
              name="description"
              {...form.getInputProps("description", { typed: true })}
            />
            {form.values.type === "FOUND" && (
              <TextInput
                label={t("ads.form.claimQuestion")}
                description={t("ads.form.claimQuestionHint")}
                placeholder={t("ads.form.claimQuestionPlaceholder")}
                maxLength={200}
                name="claimQuestion"
                data-testid="claim-question"
                {...form.getInputProps("claimQuestion", { typed: true })}
              />
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend={t("ads.form.place")}>
          <PlaceFields
            form={form}
            wilayas={wilayas}
            day={
              <DateField
                label={t("ads.form.happenedOn")}
                max={todayInAlgeria()}
                required
                name="happenedOn"
                {...form.getInputProps("happenedOn")}
              />
            }
          />
        </Fieldset>

        <Fieldset legend={t("ads.form.photos")}>
          {form.values.categoryId === IDENTITY_CATEGORY_ID && (
            <Alert color="orange" mb="sm" data-testid="identity-warning">
              {t("ads.form.identityWarning")}
            </Alert>
          )}
          <PhotoPicker
            max={MAX_AD_PHOTOS}
            photos={photos}
            onChange={(next) => {
              form.clearFieldError("photos");
              setPhotos(next);
            }}
            error={form.errors.photos as string | undefined}
          />
        </Fieldset>

        <Fieldset legend={t("ads.form.contact")}>
          <Stack>
            <TextInput
              label={t("ads.form.contactName")}
              autoComplete="name"
              required
              name="contactName"
              {...form.getInputProps("contactName", { typed: true })}
            />
            <Text
              size="sm"
              c={form.errors.contact ? "red" : "dimmed"}
              role={form.errors.contact ? "alert" : undefined}
              data-testid="contact-error"
            >
              {form.errors.contact ?? t("ads.form.contactHint")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("ads.form.whatsapp")}
                type="tel"
                dir="ltr"
                placeholder="0550 12 34 56"
                name="whatsapp"
                {...contactInput("whatsapp")}
              />
              <TextInput
                label={t("ads.form.viber")}
                type="tel"
                dir="ltr"
                placeholder="0550 12 34 56"
                name="viber"
                {...contactInput("viber")}
              />
              <TextInput
                label={t("ads.form.messenger")}
                dir="ltr"
                placeholder={t("ads.form.messengerPlaceholder")}
                name="messenger"
                {...contactInput("messenger")}
              />
              <TextInput
                label={t("ads.form.phone")}
                type="tel"
                dir="ltr"
                autoComplete="tel"
                placeholder="0550 12 34 56"
                name="phone"
                {...contactInput("phone")}
              />
            </SimpleGrid>
            {loggedIn && (
              <Suspense fallback={null}>
                <HidePhoneField
                  {...(form.getInputProps("hidePhone", { type: "checkbox" }) as {
                    checked?: boolean;
                    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
                  })}
                />
              </Suspense>
            )}
            {/* honeypot: invisible to people and screen readers, tempting to bots */}
            <div
              aria-hidden="true"
              style={{ position: "absolute", insetInlineStart: "-10000px", width: 1, height: 1, overflow: "hidden" }}
            >
              <TextInput
                label={t("ads.form.website")}
                tabIndex={-1}
                autoComplete="off"
                name="website"
                {...form.getInputProps("website")}
              />
            </div>
          </Stack>
        </Fieldset>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={pending} data-testid="ad-submit">
            {mode.kind === "create" ? t("ads.form.submit") : t("ads.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
