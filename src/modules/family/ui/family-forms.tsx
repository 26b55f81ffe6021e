"use client";

import { Button, Group, NativeSelect, Stack, Text, type NativeSelectProps } from "@mantine/core";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { ConfirmButton, useFormAction, useRunAction } from "~/ui/actions";
import { DateField } from "~/ui/date-field";
import { TextField } from "~/ui/field";
import { useT } from "~/i18n/client";
import type { TAddDelegate, TJoinWithCode, TLinkByMatricule } from "~/modules/family/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

const RELATIONS = ["MOTHER", "FATHER", "GUARDIAN"] as const;
const DELEGATE_RELATIONS = ["GRANDPARENT", "DRIVER", "TUTOR", "RELATIVE", "OTHER"] as const;
const schemas = () => import("~/modules/family/schemas");

/** Who the person is to the child is asked, never guessed: no relation chosen until they choose one (issue 48). */
function RelationSelect(props: Omit<NativeSelectProps, "data" | "name">) {
  const t = useT();
  return (
    <NativeSelect
      name="relation"
      required
      data={[
        { value: "", label: t("family.relation.choose") },
        ...RELATIONS.map((r) => ({ value: r, label: t(`family.relation.${r}`) })),
      ]}
      {...props}
    />
  );
}

/** Link a child: the school, its matricule and the child's birth date (a report card or the school gives them). */
export function LinkByMatriculeForm({ schools }: { schools: { id: string; name: string }[] }) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TLinkByMatricule) => trpc.family.requestLink.mutate(input));
  const { form, showServerError } = useZodForm(() => schemas().then((m) => m.ZLinkByMatricule), {
    schoolId: schools[0]?.id ?? "",
    matricule: "",
    birthDate: "",
    relation: "",
  } as unknown as TLinkByMatricule);
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      data-testid="link-form"
      onSubmit={form.onSubmit((values) =>
        submit(save.mutateAsync(values), {
          success: t("family.link.sent"),
          then: () => form.setValues({ matricule: "", birthDate: "", relation: "" as never }),
        }),
      )}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t("family.link.school")}
          name="schoolId"
          data={schools.map((s) => ({ value: s.id, label: s.name }))}
          {...form.getInputProps("schoolId")}
        />
        <div
          style={{
            display: "grid",
            gap: "var(--mantine-spacing-sm)",
            gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
          }}
        >
          <TextField
            label={t("family.link.matricule")}
            description={t("family.link.matriculeHint")}
            name="matricule"
            required
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps("matricule")}
          />
          <DateField
            label={t("family.link.birthDate")}
            name="birthDate"
            required
            {...form.getInputProps("birthDate")}
          />
          <RelationSelect label={t("family.relation")} {...form.getInputProps("relation")} />
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="send-link">
            {t("family.link.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A code another guardian gave me (to join as the child's other parent, or as their trusted adult). */
export function JoinWithCodeForm() {
  const t = useT();
  const save = useLazyMutation((trpc, input: TJoinWithCode) => trpc.family.join.mutate(input));
  const { form, showServerError } = useZodForm(() => schemas().then((m) => m.ZJoinWithCode), {
    code: "",
    relation: "",
  } as unknown as TJoinWithCode);
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      data-testid="join-form"
      onSubmit={form.onSubmit((values) =>
        submit(save.mutateAsync(values), {
          success: t("family.join.done"),
          then: () => form.setValues({ code: "", relation: "" as never }),
        }),
      )}
    >
      <div
        style={{
          display: "grid",
          gap: "var(--mantine-spacing-sm)",
          gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
          alignItems: "end",
        }}
      >
        <TextField
          label={t("family.join.code")}
          name="code"
          required
          dir="ltr"
          autoComplete="off"
          placeholder="ABCD-EFGH-JK"
          {...form.getInputProps("code")}
        />
        <RelationSelect label={t("family.relation")} {...form.getInputProps("relation")} />
        <Button type="submit" loading={save.isPending}>
          {t("family.join.submit")}
        </Button>
      </div>
    </form>
  );
}

/** A one-time code for the child's other parent or guardian, shown once. */
export function GuardianCodeButton({ studentId }: { studentId: string }) {
  const t = useT();
  const run = useRunAction();
  const [code, setCode] = useState<string | null>(null);
  const make = useLazyMutation((trpc, input: { studentId: string }) => trpc.family.guardianCode.mutate(input));
  return code ? (
    <Text size="sm" data-testid="guardian-code">
      {t("family.code.give", { code })}
    </Text>
  ) : (
    <Button
      variant="light"
      size="xs"
      loading={make.isPending}
      onClick={async () => setCode((await run(make.mutateAsync({ studentId })))?.code ?? null)}
    >
      {t("family.code.make")}
    </Button>
  );
}

/** Names a trusted adult for the child: pickup, timetable (the latter gives a code for their own account). */
export function DelegateForm({ studentId }: { studentId: string }) {
  const t = useT();
  const [code, setCode] = useState<string | null>(null);
  const save = useLazyMutation((trpc, input: TAddDelegate) => trpc.family.addDelegate.mutate(input));
  const { form, showServerError } = useZodForm(() => schemas().then((m) => m.ZAddDelegate), {
    studentId,
    name: "",
    phone: "",
    relation: "GRANDPARENT",
    pickup: true,
    timetable: false,
  } as TAddDelegate);
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      data-testid="delegate-form"
      onSubmit={form.onSubmit((values) =>
        submit(
          save.mutateAsync(values).then((r) => {
            setCode(r.code);
            return r;
          }),
          { success: t("success.operation"), then: () => form.setValues({ name: "", phone: "" }) },
        ),
      )}
    >
      <Stack gap="xs">
        <div
          style={{
            display: "grid",
            gap: "var(--mantine-spacing-sm)",
            gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
          }}
        >
          <TextField label={t("family.delegate.name")} name="name" required {...form.getInputProps("name")} />
          <TextField
            type="tel"
            label={t("auth.signup.phone")}
            name="phone"
            dir="ltr"
            {...form.getInputProps("phone")}
          />
          <NativeSelect
            label={t("family.relation")}
            name="relation"
            data={DELEGATE_RELATIONS.map((r) => ({ value: r, label: t(`family.relation.${r}`) }))}
            {...form.getInputProps("relation")}
          />
        </div>
        <Group gap="lg">
          {(["pickup", "timetable"] as const).map((right) => (
            <label key={right} style={{ display: "flex", gap: 6, alignItems: "center", cursor: "pointer" }}>
              <input
                type="checkbox"
                name={right}
                checked={form.values[right]}
                onChange={(e) => form.setFieldValue(right, e.currentTarget.checked)}
                style={{ width: 16, height: 16, accentColor: "var(--mantine-color-teal-filled)" }}
              />
              <Text size="sm">{t(`family.delegate.${right}`)}</Text>
            </label>
          ))}
        </Group>
        {form.errors.pickup && (
          <Text size="xs" c="red">
            {form.errors.pickup}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={save.isPending}>
            {t("family.delegate.add")}
          </Button>
        </Group>
        {code && (
          <Text size="sm" data-testid="delegate-code">
            {t("family.code.giveDelegate", { code })}
          </Text>
        )}
      </Stack>
    </form>
  );
}

export function RemoveDelegateButton({ delegateId }: { delegateId: string }) {
  const t = useT();
  const run = useRunAction();
  const remove = useLazyMutation((trpc, input: { delegateId: string }) => trpc.family.removeDelegate.mutate(input));
  return (
    <ConfirmButton
      size="compact-xs"
      label={t("common.remove")}
      onConfirm={() => run(remove.mutateAsync({ delegateId }))}
    />
  );
}

export function WithdrawRequestButton({ requestId }: { requestId: string }) {
  const t = useT();
  const run = useRunAction();
  const withdraw = useLazyMutation((trpc, input: { requestId: string }) => trpc.family.withdraw.mutate(input));
  return (
    <ConfirmButton
      size="compact-xs"
      label={t("family.request.withdraw")}
      onConfirm={() => run(withdraw.mutateAsync({ requestId }))}
    />
  );
}

/** The school's decision on a request: accept, or refuse with a reason the person reads. */
export function DecideRequest({ requestId }: { requestId: string }) {
  const t = useT();
  const run = useRunAction();
  const [reason, setReason] = useState("");
  const decide = useLazyMutation((trpc, input: { requestId: string; accept: boolean; reason?: string }) =>
    trpc.family.decide.mutate(input),
  );
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button
          size="xs"
          loading={decide.isPending}
          onClick={() => run(decide.mutateAsync({ requestId, accept: true }))}
          data-testid="accept-request"
        >
          {t("family.request.accept")}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={!reason.trim()}
          loading={decide.isPending}
          onClick={() => run(decide.mutateAsync({ requestId, accept: false, reason }))}
        >
          {t("family.request.refuse")}
        </Button>
      </Group>
      <TextField
        label={t("family.request.reason")}
        name="reason"
        size="xs"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={300}
      />
    </Stack>
  );
}
