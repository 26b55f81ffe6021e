"use client";

import {
  Button,
  Checkbox,
  Group,
  Input,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { AUDIENCES } from "~/lib/audience";
import {
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_FILE_ACCEPT,
  RESOURCE_FILE_MAX_BYTES,
  RESOURCE_KINDS,
  RESOURCE_TITLE_MAX,
} from "~/modules/resources/domain/constants";
import { localName } from "~/lib/local-name";
import type { MessageKey } from "~/lib/messages";
import type { TResourceInput } from "~/modules/resources/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import classes from "./resources.module.css";

interface Named {
  id: string;
  nameFr: string;
  nameEn: string;
  nameAr: string;
}
export interface ResourceFormChoices {
  subjects: Named[];
  levels: Named[];
  classes: { id: string; name: string }[];
}

/**
 * /resources/create: title, kind, subject, who it is for, on the school's page or not, and a file (checked by the
 * server by its content) or a link. zod and the tRPC client load when the form is first used.
 */
export function ResourceForm({ schoolId, choices }: { schoolId: string; choices: ResourceFormChoices }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const initial: TResourceInput = {
    schoolId,
    title: "",
    description: "",
    kind: "EDUCATIONAL",
    subjectId: "",
    audience: "SCHOOL",
    levelId: "",
    classId: "",
    onMainPage: false,
    source: "file",
    url: "",
  };
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/resources/schemas").then((m) => m.ZResourceInput),
    initial,
  );
  const create = useLazyMutation((trpc, body: FormData) => trpc.resources.create.mutate(body));
  const values = form.getValues();

  const submit = form.onSubmit(async (v) => {
    if (v.source === "file" && !file) {
      form.setFieldError("file", t("validation.required"));
      return;
    }
    if (file && file.size > RESOURCE_FILE_MAX_BYTES) {
      form.setFieldError(
        "file",
        t("validation.fileTooLarge", { file: file.name, size: RESOURCE_FILE_MAX_BYTES / 1024 / 1024 }),
      );
      return;
    }
    const body = new FormData();
    body.set("fields", JSON.stringify({ ...v, url: v.source === "link" ? v.url : null }));
    if (v.source === "file" && file) body.set("file", file);
    try {
      await create.mutateAsync(body);
      toast.success(t("resources.published"));
      router.push(localizedPath(locale, "/resources"));
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} onFocus={prefetch} data-testid="resource-form">
      <Stack>
        <TextInput
          label={t("resources.titleField")}
          name="title"
          required
          maxLength={RESOURCE_TITLE_MAX}
          {...form.getInputProps("title")}
        />
        <Textarea
          label={t("resources.description")}
          name="description"
          autosize
          minRows={2}
          maxLength={RESOURCE_DESCRIPTION_MAX}
          {...form.getInputProps("description")}
        />
        <Radio.Group label={t("resources.kind")} name="kind" {...form.getInputProps("kind")}>
          <Group mt={4}>
            {RESOURCE_KINDS.map((k) => (
              <Radio key={k} value={k} label={t(`resources.kind.${k}` as MessageKey)} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t("resources.subject")}
            name="subjectId"
            data={[
              { value: "", label: t("resources.noSubject") },
              ...choices.subjects.map((s) => ({ value: s.id, label: localName(locale, s) })),
            ]}
            {...form.getInputProps("subjectId")}
          />
          <NativeSelect
            label={t("resources.audience")}
            name="audience"
            data={AUDIENCES.map((a) => ({ value: a, label: t(`resources.audience.${a}` as MessageKey) }))}
            {...form.getInputProps("audience")}
          />
          {values.audience === "LEVEL" && (
            <NativeSelect
              label={t("resources.level")}
              name="levelId"
              required
              data={[
                { value: "", label: "—" },
                ...choices.levels.map((l) => ({ value: l.id, label: localName(locale, l) })),
              ]}
              {...form.getInputProps("levelId")}
            />
          )}
          {values.audience === "CLASS" && (
            <NativeSelect
              label={t("resources.class")}
              name="classId"
              required
              data={[{ value: "", label: "—" }, ...choices.classes.map((c) => ({ value: c.id, label: c.name }))]}
              {...form.getInputProps("classId")}
            />
          )}
        </SimpleGrid>
        {values.audience === "SCHOOL" && (
          <Checkbox
            label={t("resources.onMainPage")}
            name="onMainPage"
            {...form.getInputProps("onMainPage", { type: "checkbox" })}
          />
        )}
        <Radio.Group label={t("resources.source")} name="source" {...form.getInputProps("source")}>
          <Group mt={4}>
            <Radio value="file" label={t("resources.source.file")} />
            <Radio value="link" label={t("resources.source.link")} />
          </Group>
        </Radio.Group>
        {values.source === "file" ? (
          <Input.Wrapper
            id="resource-file"
            label={t("resources.file")}
            description={t("resources.fileHint", { size: RESOURCE_FILE_MAX_BYTES / 1024 / 1024 })}
            error={form.errors.file}
            required
          >
            {/* the browser's own file button speaks the browser's language: ours is shown, the input stays focusable */}
            <div className={classes.filePick}>
              <input
                id="resource-file"
                aria-describedby="resource-file-description"
                type="file"
                name="file"
                accept={RESOURCE_FILE_ACCEPT}
                aria-invalid={form.errors.file ? "true" : undefined}
                data-testid="resource-file-input"
                className={classes.fileInput}
                onChange={(e) => {
                  setFile(e.currentTarget.files?.[0] ?? null);
                  form.clearFieldError("file");
                }}
              />
              <span className={classes.fileButton} aria-hidden="true">
                {t("resources.chooseFile")}
              </span>
              <span className={classes.fileName} dir="auto">
                {file?.name ?? t("resources.noFile")}
              </span>
            </div>
          </Input.Wrapper>
        ) : (
          <TextInput
            label={t("resources.url")}
            name="url"
            type="url"
            inputMode="url"
            dir="ltr"
            required
            placeholder="https://"
            {...form.getInputProps("url")}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="publish-resource">
            {t("resources.publish")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
