"use client";

// The school's lost property (/lost-property): what its administration does there — post an item found at school,
// set how long items wait and where they go unclaimed, hand one back at the desk.
import { Button, Fieldset, Group, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { DateField } from "~/ui/date-field";
import { LazySelect } from "~/ui/lazy-select";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { AD_DESCRIPTION_MAX, AD_TITLE_MAX, todayInAlgeria } from "~/modules/ads/domain/constants/ads";
import type { TLostItem, TLostPropertyRules } from "~/modules/ads/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { categoryName } from "./labels";
import { PlaceFields } from "./place-fields";
import type { WilayaOption } from "~/ui/use-communes";

type Category = { id: string; nameFr: string; nameEn: string; nameAr: string };

export function LostItemForm({
  schoolId,
  categories,
  wilayas,
  place,
}: {
  schoolId: string;
  categories: Category[];
  wilayas: WilayaOption[];
  place: { wilayaCode: string; communeCode: string };
}) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const initial: TLostItem = {
    schoolId,
    title: "",
    categoryId: "",
    description: "",
    happenedOn: todayInAlgeria(),
    claimQuestion: "",
    ...place,
  };
  const { form, showServerError } = useZodForm(() => import("~/modules/ads/schemas").then((m) => m.ZLostItem), initial);
  const post = useLazyMutation((trpc, input: TLostItem) => trpc.ads.postLostItem.mutate(input));
  const submit = form.onSubmit(async (values) => {
    try {
      await post.mutateAsync(values);
      toast.success(t("lostProperty.posted"));
      form.setValues({ ...initial, wilayaCode: values.wilayaCode, communeCode: values.communeCode });
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="lost-item-form">
      <Fieldset legend={t("lostProperty.post")}>
        <Stack>
          <TextInput
            label={t("ads.form.title")}
            placeholder={t("lostProperty.titlePlaceholder")}
            required
            maxLength={AD_TITLE_MAX}
            name="title"
            {...form.getInputProps("title")}
          />
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
            required
            autosize
            minRows={2}
            maxLength={AD_DESCRIPTION_MAX}
            name="description"
            {...form.getInputProps("description")}
          />
          <TextInput
            label={t("ads.form.claimQuestion")}
            description={t("ads.form.claimQuestionHint")}
            maxLength={200}
            name="claimQuestion"
            {...form.getInputProps("claimQuestion")}
          />
          <PlaceFields
            form={form}
            wilayas={wilayas}
            day={
              <DateField
                label={t("lostProperty.foundOn")}
                max={todayInAlgeria()}
                required
                name="happenedOn"
                {...form.getInputProps("happenedOn")}
              />
            }
          />
          <Group justify="flex-end">
            <Button type="submit" loading={post.isPending} data-testid="lost-item-submit">
              {t("lostProperty.submit")}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

export function LostRulesForm({
  schoolId,
  days,
  fate,
}: {
  schoolId: string;
  days: number;
  fate: "PUBLIC" | "CHARITY";
}) {
  const t = useT();
  const router = useRouter();
  const { form, showServerError } = useZodForm(
    () => import("~/modules/ads/schemas").then((m) => m.ZLostPropertyRules),
    { schoolId, days, fate } as TLostPropertyRules,
  );
  const save = useLazyMutation((trpc, input: TLostPropertyRules) => trpc.ads.lostPropertyRules.mutate(input));
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t("success.operation"));
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });
  const daysProps = form.getInputProps("days");
  return (
    <form onSubmit={submit} noValidate data-testid="lost-rules-form">
      <Fieldset legend={t("lostProperty.rules")}>
        <Stack>
          <TextInput
            label={t("lostProperty.days")}
            type="number"
            min={7}
            max={365}
            name="days"
            {...daysProps}
            value={String(form.values.days ?? "")}
            onChange={(e) =>
              form.setFieldValue(
                "days",
                e.currentTarget.value === "" ? (undefined as unknown as number) : Number(e.currentTarget.value),
              )
            }
          />
          <Radio.Group label={t("lostProperty.fate")} name="fate" {...form.getInputProps("fate")}>
            <Group mt={6}>
              <Radio value="PUBLIC" label={t("lostProperty.fate.PUBLIC")} />
              <Radio value="CHARITY" label={t("lostProperty.fate.CHARITY")} />
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={save.isPending} data-testid="lost-rules-submit">
              {t("lostProperty.saveRules")}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

export function HandBackButton({ adId }: { adId: string }) {
  const t = useT();
  const router = useRouter();
  const back = useLazyMutation((trpc, input: { adId: string }) => trpc.ads.lostItemReturned.mutate(input));
  return (
    <Button
      size="xs"
      variant="light"
      color="teal"
      loading={back.isPending}
      data-testid="lost-item-returned"
      onClick={async () => {
        try {
          await back.mutateAsync({ adId });
          toast.success(t("lostProperty.handedBack"));
          router.refresh();
        } catch (error) {
          const message = errorMessage(error);
          toast.error(t(message.key, message.values));
        }
      }}
    >
      {t("lostProperty.handBack")}
    </Button>
  );
}
