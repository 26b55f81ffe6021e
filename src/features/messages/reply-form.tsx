"use client";

import { Button, Group } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useZodForm } from "~/features/forms/use-zod-form";
import { TextArea } from "~/features/ui/textarea";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/trpc/lazy";

/** The reply under a conversation: the schema's message inline on a bad text, the text kept; sent, the page redraws. */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const t = useT();
  const router = useRouter();
  const { form, showServerError, prefetch } = useZodForm(() => import("~/lib/schemas/messages").then((m) => m.ZSendMessage), { conversationId, body: "" });
  const send = useLazyMutation((trpc, input: { conversationId: string; body: string }) => trpc.messages.send.mutate(input));
  return (
    <form
      noValidate
      data-testid="reply-form"
      onFocus={prefetch}
      onSubmit={form.onSubmit(async (values) => {
        try {
          await send.mutateAsync(values);
          form.setFieldValue("body", "");
          router.refresh();
        } catch (error) {
          showServerError(error);
        }
      })}
    >
      <TextArea label={t("messages.reply")} name="body" minRows={2} maxLength={2000} {...form.getInputProps("body")} />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" loading={send.isPending} data-testid="send-reply">
          {t("messages.send")}
        </Button>
      </Group>
    </form>
  );
}
