"use client";

import { Button, Group, NativeSelect, Stack } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { TextArea } from "~/ui/textarea";
import { useT } from "~/i18n/client";
import type { TDataRequest } from "~/modules/privacy/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

const schemas = () => import("~/modules/privacy/schemas");

/**
 * A correction or erasure request (issue 34): to one of the person's schools — about themself or one of their
 * children there — or to the platform (their account and ads). The school or the platform answers within ten days.
 */
export function DataRequestForm({
  schools,
  children,
}: {
  schools: { id: string; name: string }[];
  children: { id: string; name: string; schoolId: string }[];
}) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TDataRequest) => trpc.privacy.request.mutate(input));
  const { form, showServerError } = useZodForm(() => schemas().then((m) => m.ZDataRequest), {
    schoolId: schools[0]?.id ?? "",
    studentId: "",
    kind: "CORRECTION",
    details: "",
  } as TDataRequest);
  const submit = useFormAction(showServerError);
  const schoolChildren = children.filter((c) => c.schoolId === form.values.schoolId);
  return (
    <form
      noValidate
      data-testid="data-request-form"
      onSubmit={form.onSubmit((values) =>
        submit(save.mutateAsync(values), {
          success: t("privacy.request.sent"),
          then: () => form.setValues({ details: "" }),
        }),
      )}
    >
      <Stack gap="sm">
        <div
          style={{
            display: "grid",
            gap: "var(--mantine-spacing-sm)",
            gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
          }}
        >
          <NativeSelect
            label={t("privacy.request.to")}
            name="schoolId"
            data={[
              ...schools.map((s) => ({ value: s.id, label: s.name })),
              { value: "", label: t("privacy.request.platform") },
            ]}
            {...form.getInputProps("schoolId")}
            onChange={(event) => form.setValues({ schoolId: event.currentTarget.value, studentId: "" })}
          />
          {form.values.schoolId && schoolChildren.length > 0 && (
            <NativeSelect
              label={t("privacy.request.about")}
              name="studentId"
              data={[
                { value: "", label: t("privacy.request.myself") },
                ...schoolChildren.map((c) => ({ value: c.id, label: c.name })),
              ]}
              {...form.getInputProps("studentId")}
            />
          )}
          <NativeSelect
            label={t("privacy.request.kind")}
            name="kind"
            data={[
              { value: "CORRECTION", label: t("privacy.request.kind.CORRECTION") },
              { value: "ERASURE", label: t("privacy.request.kind.ERASURE") },
            ]}
            {...form.getInputProps("kind")}
          />
        </div>
        <TextArea
          label={t("privacy.request.details")}
          description={t(
            form.values.kind === "ERASURE" ? "privacy.request.erasureHint" : "privacy.request.correctionHint",
          )}
          name="details"
          required
          minRows={3}
          maxLength={1000}
          {...form.getInputProps("details")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="send-data-request">
            {t("privacy.request.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
