"use client";

import { Button, Group, NativeSelect, Radio, Stack } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { TextArea } from "~/ui/textarea";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { MESSAGE_MAX } from "~/modules/messages/domain/constants";
import type { TMessageClass } from "~/modules/messages/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * /messages/class: a class I teach (an admin: any), the message, and whether each family answers privately (one
 * conversation per family, read counted per family) or in the class's group discussion.
 */
export function ClassMessageForm({ schoolId, classes }: { schoolId: string; classes: { id: string; name: string }[] }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/messages/schemas").then((m) => m.ZMessageClass),
    {
      schoolId,
      classId: classes.length === 1 ? classes[0]!.id : "",
      body: "",
      group: false,
    } as TMessageClass,
  );
  const send = useLazyMutation((trpc, input: TMessageClass) => trpc.messages.toClass.mutate(input));
  const values = form.values as TMessageClass;
  return (
    <form
      noValidate
      onFocus={prefetch}
      data-testid="class-message-form"
      onSubmit={form.onSubmit(async (v) => {
        try {
          const sent = await send.mutateAsync(v);
          toast.success(t("messages.classSent", { count: sent.families }));
          router.push(
            localizedPath(
              locale,
              sent.conversationId ? `/messages/${sent.conversationId}` : `/messages/broadcasts/${sent.broadcastId}`,
            ),
          );
        } catch (error) {
          showServerError(error);
        }
      })}
    >
      <Stack>
        <NativeSelect
          label={t("messages.class")}
          name="classId"
          required
          data={[{ value: "", label: "—" }, ...classes.map((c) => ({ value: c.id, label: c.name }))]}
          {...form.getInputProps("classId")}
        />
        <Radio.Group
          label={t("messages.classMode")}
          value={values.group ? "group" : "private"}
          onChange={(v) => form.setFieldValue("group", v === "group")}
        >
          <Stack gap={6} mt={4}>
            <Radio value="private" label={t("messages.classMode.private")} />
            <Radio value="group" label={t("messages.classMode.group")} data-testid="class-group" />
          </Stack>
        </Radio.Group>
        <TextArea
          label={t("messages.body")}
          name="body"
          required
          minRows={4}
          maxLength={MESSAGE_MAX}
          {...form.getInputProps("body")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="send-class-message">
            {t("messages.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
