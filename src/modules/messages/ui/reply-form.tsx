"use client";

import { Button, Group, Text } from "@mantine/core";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { TextArea } from "~/ui/textarea";
import { useT } from "~/i18n/client";
import {
  MESSAGE_FILE_ACCEPT,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  MESSAGE_MAX,
} from "~/modules/messages/domain/constants";
import { useLazyMutation } from "~/ui/trpc/lazy";
import classes from "./messages.module.css";
import type { VoiceNote } from "./voice-recorder";

// the recorder's code loads after the page: most replies are typed
const VoiceRecorder = lazy(() => import("./voice-recorder").then((m) => ({ default: m.VoiceRecorder })));

const EXT: Record<string, string> = { "audio/mp4": "m4a", "audio/webm": "webm", "audio/ogg": "ogg" };

/**
 * The reply under a conversation: text, up to three photos or documents, a voice note — at least one. The schema's
 * message shows inline on a bad text, a refused file's message on the files (its name in it); what was typed and
 * chosen stays. Sent, the page redraws.
 */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const t = useT();
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [voice, setVoice] = useState<VoiceNote | null>(null);
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/messages/schemas").then((m) => m.ZSendMessage),
    { conversationId, body: "" },
  );
  const send = useLazyMutation((trpc, body: FormData) => trpc.messages.send.mutate(body));

  function choose(list: FileList | null) {
    form.clearFieldError("files");
    const chosen = [...files, ...Array.from(list ?? [])];
    const tooLarge = chosen.find((f) => f.size > MESSAGE_FILE_MAX_BYTES);
    if (tooLarge)
      form.setFieldError(
        "files",
        t("validation.fileTooLarge", { file: tooLarge.name, size: MESSAGE_FILE_MAX_BYTES / 1024 / 1024 }),
      );
    else if (chosen.length > MESSAGE_FILES_MAX)
      form.setFieldError("files", t("validation.maxImages", { count: MESSAGE_FILES_MAX }));
    setFiles(chosen.filter((f) => f.size <= MESSAGE_FILE_MAX_BYTES).slice(0, MESSAGE_FILES_MAX));
  }

  return (
    <form
      noValidate
      data-testid="reply-form"
      onFocus={prefetch}
      onSubmit={form.onSubmit(async (values) => {
        // a message may be only a photo or a voice note: the text is required only when nothing else is there
        if (!values.body.trim() && files.length === 0 && !voice) {
          form.setFieldError("body", t("validation.required"));
          return;
        }
        const body = new FormData();
        body.set(
          "fields",
          JSON.stringify({ conversationId, body: values.body, ...(voice ? { voiceMs: Math.round(voice.ms) } : {}) }),
        );
        for (const file of files) body.append("files", file);
        if (voice) body.set("voice", voice.blob, `voice.${EXT[voice.blob.type.split(";")[0]!] ?? "webm"}`);
        try {
          await send.mutateAsync(body);
          form.setFieldValue("body", "");
          setFiles([]);
          setVoice(null);
          router.refresh();
        } catch (error) {
          showServerError(error);
        }
      })}
    >
      <TextArea
        label={t("messages.reply")}
        name="body"
        minRows={2}
        maxLength={MESSAGE_MAX}
        {...form.getInputProps("body")}
      />
      {files.length > 0 && (
        <ul className={classes.chosen} aria-label={t("messages.attach")}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <bdi>{file.name}</bdi>
              <button
                type="button"
                className={classes.unpick}
                aria-label={t("messages.removeFile", { file: file.name })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {form.errors.files && (
        <Text size="sm" c="red" id="message-files-error" role="alert" mt={4}>
          {form.errors.files}
        </Text>
      )}
      <Group justify="space-between" mt="xs" gap="xs">
        <Group gap="xs">
          <label className={classes.attach} data-disabled={files.length >= MESSAGE_FILES_MAX || undefined}>
            <input
              type="file"
              multiple
              accept={MESSAGE_FILE_ACCEPT}
              className={classes.fileInput}
              data-testid="message-files"
              aria-describedby={form.errors.files ? "message-files-error message-files-hint" : "message-files-hint"}
              aria-invalid={form.errors.files ? "true" : undefined}
              disabled={files.length >= MESSAGE_FILES_MAX}
              onChange={(e) => {
                choose(e.currentTarget.files);
                e.currentTarget.value = "";
              }}
            />
            {t("messages.attach")}
          </label>
          <Suspense fallback={null}>
            <VoiceRecorder note={voice} onChange={setVoice} />
          </Suspense>
        </Group>
        <Button type="submit" loading={send.isPending} data-testid="send-reply">
          {t("messages.send")}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" id="message-files-hint" mt={4}>
        {t("messages.attachHint", { count: MESSAGE_FILES_MAX, size: MESSAGE_FILE_MAX_BYTES / 1024 / 1024 })}
      </Text>
    </form>
  );
}
