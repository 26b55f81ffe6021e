"use client";

// The comment forms with their validation, loaded apart from the ad page (see comments.tsx): zod is not in the
// page's first load. Plain controls drawn as Mantine's (features/ui/button, field), as the page around them.
import { useRouter } from "next/navigation";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { Button } from "~/ui/button";
import { TextArea } from "~/ui/textarea";
import { Group, Stack } from "~/ui/page-marks";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import { COMMENT_MAX } from "~/modules/ads/domain/constants/ads";

import { useLazyMutation } from "~/ui/trpc/lazy";

export function NewCommentForm({ adId }: { adId: string }) {
  const t = useT();
  const router = useRouter();
  const { form } = useZodForm(() => import("~/modules/ads/schemas").then((m) => m.ZCommentInput), { adId, body: "" });
  const add = useLazyMutation((trpc, input: { adId: string; body: string }) => trpc.comments.create.mutate(input));
  const submit = form.onSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset();
      toast.success(t("success.commentAdded"));
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      // the spec's own words for this failure, unless the server said something more precise (login, rate limit)
      toast.error(
        message.key === "errors.operationFailed" || message.key === "validation.checkInput"
          ? t("errors.addComment")
          : t(message.key, message.values),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextArea
          label={t("comments.label")}
          placeholder={t("comments.placeholder")}
          minRows={2}
          maxLength={COMMENT_MAX}
          name="body"
          {...form.getInputProps("body")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} data-testid="comment-submit">
            {t("comments.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditCommentForm({ id, body, onDone }: { id: string; body: string; onDone: () => void }) {
  const t = useT();
  const router = useRouter();
  const { form, showServerError } = useZodForm(() => import("~/modules/ads/schemas").then((m) => m.ZCommentEdit), {
    id,
    body,
  });
  const save = useLazyMutation((trpc, input: { id: string; body: string }) => trpc.comments.update.mutate(input));
  const submitEdit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
      toast.success(t("success.commentEdited"));
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <form onSubmit={submitEdit} noValidate>
      <Stack gap="xs" style={{ marginTop: "var(--mantine-spacing-xs)" }}>
        <TextArea
          aria-label={t("comments.label")}
          minRows={2}
          maxLength={COMMENT_MAX}
          name="body"
          {...form.getInputProps("body")}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t("comments.cancel")}
          </Button>
          <Button type="submit" size="xs" loading={save.isPending} data-testid="comment-save">
            {t("comments.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
