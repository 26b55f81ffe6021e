"use client";

import { Button, Group, Stack } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { NameFields, useFormAction, type Named } from "~/ui/list";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** Creating or renaming an ad category (three languages), in the dialog of /admin/categories (loaded when it first opens). */
export function CategoryForm({ category, onDone }: { category?: { id: string } & Named; onDone: () => void }) {
  const t = useT();
  const create = useLazyMutation((trpc, input: Named) => trpc.moderation.createCategory.mutate(input));
  const update = useLazyMutation((trpc, input: { id: string } & Named) => trpc.moderation.updateCategory.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/moderation/schemas").then((m) => m.ZCategoryInput),
    {
      nameFr: category?.nameFr ?? "",
      nameEn: category?.nameEn ?? "",
      nameAr: category?.nameAr ?? "",
    },
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        submit(category ? update.mutateAsync({ ...values, id: category.id }) : create.mutateAsync(values), {
          then: onDone,
        }),
      )}
    >
      <Stack>
        <NameFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
