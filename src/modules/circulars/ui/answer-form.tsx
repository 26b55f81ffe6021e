"use client";

import { Button, Group, Radio, Stack, TextInput } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, fieldErrorsOfError, useT } from "~/i18n/client";
import { SIGNATURE_MAX, SIGNATURE_MIN } from "~/modules/circulars/domain/constants";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * A family's answer for one child: "I have read" (one button), or a consent — yes or no, and the parent's name typed
 * as signature. Refused, the message shows on its field and the choice stays; recorded, the page redraws.
 */
export function AnswerForm({
  circularId,
  studentId,
  consentAsked,
  initial,
}: {
  circularId: string;
  studentId: string;
  consentAsked: boolean;
  initial?: { consent: boolean | null; signature: string | null };
}) {
  const t = useT();
  const router = useRouter();
  const [consent, setConsent] = useState<string | null>(
    initial?.consent == null ? null : initial.consent ? "yes" : "no",
  );
  const [signature, setSignature] = useState(initial?.signature ?? "");
  const [errors, setErrors] = useState<{ consent?: string; signature?: string }>({});
  const answer = useLazyMutation(
    (trpc, input: { circularId: string; studentId: string; consent?: boolean; signature?: string }) =>
      trpc.circulars.answer.mutate(input),
  );
  const submit = async () => {
    if (consentAsked) {
      const next = {
        consent: consent ? undefined : t("validation.required"),
        signature: signature.trim().length >= SIGNATURE_MIN ? undefined : t("circulars.error.signature"),
      };
      setErrors(next);
      if (next.consent || next.signature) return;
    }
    try {
      await answer.mutateAsync({
        circularId,
        studentId,
        ...(consentAsked ? { consent: consent === "yes", signature } : {}),
      });
      toast.success(t("circulars.thanks"));
      router.refresh();
    } catch (error) {
      const fields = fieldErrorsOfError(error);
      if (fields?.consent || fields?.signature) {
        setErrors({
          consent: fields.consent && t(fields.consent.key, fields.consent.values),
          signature: fields.signature && t(fields.signature.key, fields.signature.values),
        });
        return;
      }
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  if (!consentAsked) {
    return (
      <Button onClick={submit} loading={answer.isPending} data-testid="acknowledge">
        {t("circulars.read")}
      </Button>
    );
  }
  return (
    <form
      noValidate
      data-testid="consent-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t("circulars.consent")}
          required
          value={consent}
          error={errors.consent}
          onChange={(v) => {
            setConsent(v);
            setErrors((e) => ({ ...e, consent: undefined }));
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio value="yes" label={t("circulars.yes")} data-testid="consent-yes" />
            <Radio value="no" label={t("circulars.no")} data-testid="consent-no" />
          </Stack>
        </Radio.Group>
        <TextInput
          label={t("circulars.signature")}
          name="signature"
          required
          maxLength={SIGNATURE_MAX}
          value={signature}
          error={errors.signature}
          onChange={(e) => {
            setSignature(e.currentTarget.value);
            setErrors((x) => ({ ...x, signature: undefined }));
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={answer.isPending} data-testid="send-answer">
            {t("circulars.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
