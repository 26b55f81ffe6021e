"use client";

import { Button, Group, Stack } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { LazySelect } from "~/ui/lazy-select";
import { TextArea } from "~/ui/textarea";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** One choice of recipient: whom (an account or "office") and about which child, as the server offers them. */
export interface Recipient {
  value: string;
  label: string;
  to: string;
  studentId: string | null;
}

/**
 * /messages/new: the recipient (searchable: a school's families are many), the message; sent, the conversation
 * opens. A bad text gets the schema's message inline and keeps what was typed.
 */
export function NewMessageForm({
  schoolId,
  recipients,
  initial,
}: {
  schoolId: string;
  recipients: Recipient[];
  initial: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const first = recipients.find((r) => r.value === initial) ?? null;
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/messages/schemas").then((m) => m.ZStartConversation),
    {
      schoolId,
      to: first?.to ?? "",
      studentId: first?.studentId ?? undefined,
      body: "",
    },
  );
  const start = useLazyMutation((trpc, input: { schoolId: string; to: string; studentId?: string; body: string }) =>
    trpc.messages.start.mutate(input),
  );
  const chosen = recipients.find(
    (r) => r.to === form.values.to && (r.studentId ?? undefined) === form.values.studentId,
  );
  return (
    <form
      noValidate
      data-testid="new-message-form"
      onFocus={prefetch}
      onSubmit={form.onSubmit(async (values) => {
        try {
          const { conversationId } = await start.mutateAsync(values);
          router.push(localizedPath(locale, `/messages/${conversationId}`));
        } catch (error) {
          showServerError(error);
        }
      })}
    >
      <Stack>
        <LazySelect
          eager
          searchable
          label={t("messages.to")}
          name="to"
          required
          data={recipients.map((r) => ({ value: r.value, label: r.label }))}
          value={chosen?.value ?? null}
          error={form.errors.to}
          onChange={(value) => {
            const r = recipients.find((x) => x.value === value);
            form.setFieldValue("to", r?.to ?? "");
            form.setFieldValue("studentId", r?.studentId ?? undefined);
            form.clearFieldError("to");
          }}
        />
        <TextArea
          label={t("messages.body")}
          name="body"
          required
          minRows={4}
          maxLength={2000}
          {...form.getInputProps("body")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending} data-testid="send-message">
            {t("messages.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
