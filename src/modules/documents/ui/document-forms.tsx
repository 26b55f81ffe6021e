"use client";

import { Button, Group, NativeSelect, Stack } from "@mantine/core";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction, useRunAction } from "~/ui/actions";
import { TextField } from "~/ui/field";
import { useT } from "~/i18n/client";
import { DOCUMENT_KINDS } from "~/modules/documents/domain/paper";
import type { TIssueDocuments, TRequestDocument } from "~/modules/documents/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

const schemas = () => import("~/modules/documents/schemas");
const GRID = {
  display: "grid",
  gap: "var(--mantine-spacing-sm)",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
} as const;

/** A family asks for a paper: the child (when several), the kind, what it is for. */
export function RequestDocumentForm({ students }: { students: { id: string; name: string }[] }) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TRequestDocument) => trpc.documents.request.mutate(input));
  const { form, showServerError } = useZodForm(() => schemas().then((m) => m.ZRequestDocument), {
    studentId: students[0]?.id ?? "",
    kind: "SCHOOL_CERTIFICATE",
    purpose: "",
  } as TRequestDocument);
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      data-testid="request-document"
      onSubmit={form.onSubmit((values) =>
        submit(save.mutateAsync(values), {
          success: t("documents.request.sent"),
          then: () => form.setValues({ purpose: "" }),
        }),
      )}
    >
      <Stack gap="sm">
        <div style={GRID}>
          {students.length > 1 && (
            <NativeSelect
              label={t("documents.desk.pupil")}
              name="studentId"
              data={students.map((s) => ({ value: s.id, label: s.name }))}
              {...form.getInputProps("studentId")}
            />
          )}
          <NativeSelect
            label={t("documents.request.kind")}
            name="kind"
            data={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`documents.kind.${k}`) }))}
            {...form.getInputProps("kind")}
          />
        </div>
        <TextField
          label={t("documents.request.purpose")}
          description={t("documents.request.purposeHint")}
          name="purpose"
          required
          maxLength={200}
          {...form.getInputProps("purpose")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="send-request">
            {t("documents.request.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The desk's decision on a request: issue it in one click, or refuse it with a reason the family reads. For an
 * issued paper (`issued`): withdraw it with a reason.
 */
export function DecideDocument({ documentId, issued = false }: { documentId: string; issued?: boolean }) {
  const t = useT();
  const run = useRunAction();
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const issue = useLazyMutation((trpc, input: { documentId: string }) => trpc.documents.issueRequested.mutate(input));
  const decide = useLazyMutation((trpc, input: { documentId: string; reason: string; to: "refuse" | "withdraw" }) =>
    input.to === "refuse" ? trpc.documents.refuse.mutate(input) : trpc.documents.withdraw.mutate(input),
  );
  const to = issued ? "withdraw" : "refuse";
  return (
    <Stack gap={6} style={{ minWidth: "min(100%, 15rem)" }}>
      <Group gap="xs">
        {!issued && (
          <Button
            size="xs"
            loading={issue.isPending}
            onClick={() => run(issue.mutateAsync({ documentId }))}
            data-testid="issue-document"
          >
            {t("documents.desk.issue")}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setAsking((v) => !v)}
          aria-expanded={asking}
          data-testid={`${to}-document`}
        >
          {t(issued ? "documents.desk.withdraw" : "documents.desk.refuse")}
        </Button>
      </Group>
      {asking && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void run(decide.mutateAsync({ documentId, reason, to }));
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextField
              label={t("documents.desk.reason")}
              name="reason"
              size="xs"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={300}
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              size="xs"
              color="red"
              disabled={reason.trim().length < 3}
              loading={decide.isPending}
              data-testid={`confirm-${to}`}
            >
              {t("documents.desk.confirm")}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

/** The office issues unasked, for one pupil of the chosen class or for each of its pupils. */
export function IssueDocumentsForm({ classId, pupils }: { classId: string; pupils: { id: string; name: string }[] }) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TIssueDocuments) => trpc.documents.issue.mutate(input));
  const { form, showServerError } = useZodForm(() => schemas().then((m) => m.ZIssueDocuments), {
    classId,
    studentId: "",
    kind: "SCHOOL_CERTIFICATE",
    purpose: "",
  } as TIssueDocuments);
  const submit = useFormAction(showServerError);
  const count = form.values.studentId ? 1 : pupils.length;
  return (
    <form
      noValidate
      data-testid="issue-documents"
      onSubmit={form.onSubmit((values) =>
        submit(save.mutateAsync(values), {
          success: (r) => t("documents.desk.issuedCount", { count: r.count }),
          then: () => form.setValues({ purpose: "" }),
        }),
      )}
    >
      <Stack gap="sm">
        <div style={GRID}>
          <NativeSelect
            label={t("documents.desk.pupil")}
            name="studentId"
            data={[
              { value: "", label: t("documents.desk.wholeClass", { count: pupils.length }) },
              ...pupils.map((p) => ({ value: p.id, label: p.name })),
            ]}
            {...form.getInputProps("studentId")}
          />
          <NativeSelect
            label={t("documents.request.kind")}
            name="kind"
            data={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`documents.kind.${k}`) }))}
            {...form.getInputProps("kind")}
          />
        </div>
        <TextField
          label={t("documents.desk.purpose")}
          name="purpose"
          maxLength={200}
          {...form.getInputProps("purpose")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={count === 0} data-testid="issue-submit">
            {t("documents.desk.issueSubmit", { count })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
