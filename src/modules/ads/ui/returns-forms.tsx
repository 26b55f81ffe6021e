"use client";

// What a reader does on an ad's page of the board that returns things (issue 33): claim a found item, write to its
// poster (safe contact), and for the poster: answer claims, reply, block, report, extend the ad. Loaded apart from
// the page (returns-box.tsx): zod and these forms are not in its first load.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { Button } from "~/ui/button";
import { Group, Stack } from "~/ui/page-marks";
import { TextArea } from "~/ui/textarea";
import { errorMessage, useT } from "~/i18n/client";
import { AD_CLAIM_ANSWER_MAX, AD_MESSAGE_MAX } from "~/modules/ads/domain/constants/board";
import { useLazyMutation } from "~/ui/trpc/lazy";

function useFailure() {
  const t = useT();
  return (error: unknown) => {
    const message = errorMessage(error);
    toast.error(t(message.key, message.values));
  };
}

/** "It's mine": the answer to the finder's question. */
export function ClaimForm({ slug, question, answer = "" }: { slug: string; question: string | null; answer?: string }) {
  const t = useT();
  const router = useRouter();
  const { form, showServerError } = useZodForm(() => import("~/modules/ads/schemas").then((m) => m.ZAdClaim), {
    slug,
    answer,
  });
  const claim = useLazyMutation((trpc, input: { slug: string; answer: string }) => trpc.ads.claim.mutate(input));
  const submit = form.onSubmit(async (values) => {
    try {
      await claim.mutateAsync(values);
      toast.success(t("ads.claim.sent"));
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="claim-form">
      <Stack gap="xs">
        <TextArea
          label={question ?? t("ads.claim.why")}
          description={t("ads.claim.private")}
          minRows={2}
          maxLength={AD_CLAIM_ANSWER_MAX}
          name="answer"
          {...form.getInputProps("answer")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={claim.isPending} data-testid="claim-submit">
            {t("ads.claim.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The finder's two buttons on a pending claim. */
export function ClaimDecision({ claimId }: { claimId: string }) {
  const t = useT();
  const router = useRouter();
  const fail = useFailure();
  const decide = useLazyMutation((trpc, input: { claimId: string; accept: boolean }) =>
    trpc.ads.decideClaim.mutate(input),
  );
  const run = async (accept: boolean) => {
    try {
      await decide.mutateAsync({ claimId, accept });
      toast.success(t(accept ? "ads.claim.acceptedToast" : "ads.claim.refusedToast"));
      router.refresh();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Group gap="xs">
      <Button
        size="xs"
        color="teal"
        loading={decide.isPending}
        onClick={() => void run(true)}
        data-testid="claim-accept"
      >
        {t("ads.claim.accept")}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={decide.isPending}
        onClick={() => void run(false)}
        data-testid="claim-refuse"
      >
        {t("ads.claim.refuse")}
      </Button>
    </Group>
  );
}

/** A message to the poster (no thread yet or the member's own), or the poster's reply in a member's thread. */
export function MessageForm({ slug, threadId }: { slug: string; threadId?: string }) {
  const t = useT();
  const router = useRouter();
  const { form, showServerError } = useZodForm(() => import("~/modules/ads/schemas").then((m) => m.ZAdMessage), {
    slug,
    threadId,
    body: "",
  });
  const send = useLazyMutation((trpc, input: { slug: string; threadId?: string; body: string }) =>
    trpc.ads.sendMessage.mutate(input),
  );
  const submit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.setFieldValue("body", "");
      toast.success(t("ads.messages.sent"));
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="message-form">
      <Stack gap="xs">
        <TextArea
          label={t(threadId ? "ads.messages.reply" : "ads.messages.write")}
          minRows={2}
          maxLength={AD_MESSAGE_MAX}
          name="body"
          {...form.getInputProps("body")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="message-submit">
            {t("ads.messages.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The poster blocks or unblocks a member on this ad. */
export function BlockButton({ threadId, blocked }: { threadId: string; blocked: boolean }) {
  const t = useT();
  const router = useRouter();
  const fail = useFailure();
  const block = useLazyMutation((trpc, input: { threadId: string; blocked: boolean }) =>
    trpc.ads.blockThread.mutate(input),
  );
  return (
    <Button
      size="xs"
      variant="subtle"
      color={blocked ? "gray" : "red"}
      loading={block.isPending}
      data-testid="thread-block"
      onClick={async () => {
        try {
          await block.mutateAsync({ threadId, blocked: !blocked });
          toast.success(t(blocked ? "ads.messages.unblocked" : "ads.messages.blockedToast"));
          router.refresh();
        } catch (error) {
          fail(error);
        }
      }}
    >
      {t(blocked ? "ads.messages.unblock" : "ads.messages.block")}
    </Button>
  );
}

/** Either side reports the other's message to the board's moderators. */
export function ReportMessageButton({ messageId }: { messageId: string }) {
  const t = useT();
  const [done, setDone] = useState(false);
  const fail = useFailure();
  const report = useLazyMutation(
    (trpc, input: { messageId: string; reason: "INAPPROPRIATE_CONTENT" | "SCAM_OR_SPAM" }) =>
      trpc.ads.reportMessage.mutate(input),
  );
  if (done) return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="gray"
      loading={report.isPending}
      data-testid="message-report"
      onClick={async () => {
        try {
          await report.mutateAsync({ messageId, reason: "INAPPROPRIATE_CONTENT" });
          setDone(true);
          toast.success(t("ads.messages.reportedToast"));
        } catch (error) {
          fail(error);
        }
      }}
    >
      {t("ads.messages.report")}
    </Button>
  );
}

/** Its poster keeps the ad 60 more days (an expired one comes back on the board). */
export function ExtendButton({ slug }: { slug: string }) {
  const t = useT();
  const router = useRouter();
  const fail = useFailure();
  const extend = useLazyMutation((trpc, input: { slug: string }) => trpc.ads.extend.mutate(input));
  return (
    <Button
      size="xs"
      variant="light"
      loading={extend.isPending}
      data-testid="ad-extend"
      onClick={async () => {
        try {
          await extend.mutateAsync({ slug });
          toast.success(t("ads.extend.done"));
          router.refresh();
        } catch (error) {
          fail(error);
        }
      }}
    >
      {t("ads.extend.button")}
    </Button>
  );
}
