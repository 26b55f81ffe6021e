"use client";

import {
  Badge,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { SmsEstimate } from "~/ui/sms-estimate";
import { useLocale, useT } from "~/i18n/client";
import {
  AUDIENCE_ROLES,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  type AudienceKind,
} from "~/modules/notify/domain/constants";
import { localName } from "~/lib/local-name";
import type { MessageKey } from "~/lib/messages";
import type { TAudience, TSendInput } from "~/modules/notify/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { useLazyRead } from "~/ui/trpc/use-lazy-read";
import { ReadFailed } from "~/ui/read-failed";

interface Choices {
  admin: boolean;
  levels: { id: string; nameFr: string; nameEn: string; nameAr: string }[];
  classes: { id: string; name: string }[];
}

type Person = { id: string; name: string; roles: string[] };

const KINDS_ADMIN: AudienceKind[] = ["school", "level", "class", "role", "classParents", "people"];
const KINDS_TEACHER: AudienceKind[] = ["class", "classParents", "people"];

/** The audience once its target is chosen (the server checks it again, with the same schema). */
function complete(a: Record<string, unknown> & { kind: AudienceKind }): TAudience | null {
  if (a.kind === "level") return a.levelId ? (a as TAudience) : null;
  if (a.kind === "class" || a.kind === "classParents") return a.classId ? (a as TAudience) : null;
  if (a.kind === "role") return a.role ? (a as TAudience) : null;
  if (a.kind === "people") return Array.isArray(a.userIds) && a.userIds.length > 0 ? (a as TAudience) : null;
  return a as TAudience;
}

/**
 * /notifications/send: the audience (with how many people it reaches, counted by the server as it changes), a
 * title and a message. Everything typed stays when the server refuses; the message goes to each recipient's list.
 * No react-query provider, and zod arrives when the form is first used: the page loads light.
 */
export function SendScreen({ schoolId, choices }: { schoolId: string; choices: Choices }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const kinds = choices.admin ? KINDS_ADMIN : KINDS_TEACHER;
  const initial = {
    schoolId,
    audience: { kind: kinds[0]! } as TSendInput["audience"],
    title: "",
    body: "",
  } as TSendInput;
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/notify/schemas").then((m) => m.ZSendInput),
    initial,
  );
  const send = useLazyMutation((trpc, values: TSendInput) => trpc.notifications.send.mutate(values));
  const [people, setPeople] = useState<Person[]>([]);
  const audience = form.values.audience as Record<string, unknown> & { kind: AudienceKind };

  // the preview: how many people the audience reaches, once it is complete
  const [debounced] = useDebouncedValue(JSON.stringify(complete(audience)), 300);
  const target = JSON.parse(debounced) as TAudience | null;
  const reach = useLazyRead(target ? debounced : null, (trpc) =>
    trpc.notifications.audienceCount.query({ schoolId, audience: target! }),
  );
  const count = reach.data;

  const setKind = (kind: AudienceKind) => {
    const next: Record<string, unknown> = { kind };
    if (kind === "class" || kind === "classParents") next.classId = choices.classes[0]?.id ?? "";
    if (kind === "level") next.levelId = choices.levels[0]?.id ?? "";
    if (kind === "role") next.role = "PARENT";
    if (kind === "people") next.userIds = people.map((p) => p.id);
    form.setFieldValue("audience", next as TSendInput["audience"]);
    form.clearErrors();
  };
  const setTarget = (field: string, value: unknown) => {
    form.setFieldValue("audience", { ...audience, [field]: value } as TSendInput["audience"]);
    form.clearFieldError(`audience.${field}`);
    form.clearFieldError("audience");
  };
  const togglePerson = (person: Person, on: boolean) => {
    const next = on ? [...people.filter((p) => p.id !== person.id), person] : people.filter((p) => p.id !== person.id);
    setPeople(next);
    setTarget(
      "userIds",
      next.map((p) => p.id),
    );
  };

  const error = (field: string) => form.errors[`audience.${field}`] as string | undefined;
  return (
    <Stack>
      <Title order={1}>{t("notifications.send.title")}</Title>
      <Card withBorder padding="lg">
        <form
          noValidate
          data-testid="send-form"
          onFocus={prefetch}
          onSubmit={form.onSubmit(async (values) => {
            try {
              const result = await send.mutateAsync(values);
              toast.success(t("notifications.send.sent", { count: result.recipients }));
              form.setFieldValue("title", "");
              form.setFieldValue("body", "");
              router.refresh();
            } catch (error) {
              showServerError(error);
            }
          })}
        >
          <Stack>
            <NativeSelect
              label={t("notifications.send.to")}
              name="audience.kind"
              value={audience.kind}
              onChange={(e) => setKind(e.currentTarget.value as AudienceKind)}
              data={kinds.map((k) => ({ value: k, label: t(`notifications.audience.${k}` as MessageKey) }))}
              error={form.errors.audience as string | undefined}
            />
            {audience.kind === "level" && (
              <NativeSelect
                label={t("notifications.send.level")}
                name="audience.levelId"
                value={String(audience.levelId ?? "")}
                onChange={(e) => setTarget("levelId", e.currentTarget.value)}
                data={choices.levels.map((l) => ({ value: l.id, label: localName(locale, l) }))}
                error={error("levelId")}
              />
            )}
            {(audience.kind === "class" || audience.kind === "classParents") && (
              <NativeSelect
                label={t("notifications.send.class")}
                name="audience.classId"
                value={String(audience.classId ?? "")}
                onChange={(e) => setTarget("classId", e.currentTarget.value)}
                data={choices.classes.map((c) => ({ value: c.id, label: c.name }))}
                error={error("classId")}
              />
            )}
            {audience.kind === "role" && (
              <NativeSelect
                label={t("notifications.send.role")}
                name="audience.role"
                value={String(audience.role ?? "")}
                onChange={(e) => setTarget("role", e.currentTarget.value)}
                data={AUDIENCE_ROLES.map((r) => ({ value: r, label: t(`notifications.role.${r}` as MessageKey) }))}
                error={error("role")}
              />
            )}
            {audience.kind === "people" && (
              <PeoplePicker schoolId={schoolId} chosen={people} onToggle={togglePerson} error={error("userIds")} />
            )}
            {reach.error ? (
              <ReadFailed error={reach.error} onRetry={reach.retry} testId="audience-count-failed" />
            ) : (
              <Text
                size="sm"
                c={count?.count === 0 ? "red.8" : "dimmed"}
                aria-live="polite"
                data-testid="audience-count"
              >
                {count ? t("notifications.send.reach", { count: count.count }) : "\u00a0"}
              </Text>
            )}
            <TextInput
              label={t("notifications.send.messageTitle")}
              name="title"
              required
              dir="auto"
              maxLength={MESSAGE_TITLE_MAX}
              {...form.getInputProps("title")}
            />
            <Textarea
              label={t("notifications.send.message")}
              name="body"
              required
              dir="auto"
              rows={5}
              maxLength={MESSAGE_BODY_MAX}
              description={t("notifications.send.length", { count: form.values.body.length, max: MESSAGE_BODY_MAX })}
              {...form.getInputProps("body")}
            />
            {count && <SmsEstimate reach={count.sms} words={form.values.body || "…"} />}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} data-testid="send">
                {t("notifications.send.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

/** Chosen people: a name search among those the sender may address, each result a checkbox; the chosen as badges. */
function PeoplePicker({
  schoolId,
  chosen,
  onToggle,
  error,
}: {
  schoolId: string;
  chosen: Person[];
  onToggle: (p: Person, on: boolean) => void;
  error?: string;
}) {
  const t = useT();
  const [query, setQuery] = useState("");
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useLazyRead(debounced, (trpc) => trpc.notifications.people.query({ schoolId, query: debounced }));
  const found = search.data;
  const chosenIds = new Set(chosen.map((p) => p.id));
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t("notifications.send.people")}
        placeholder={t("notifications.send.searchPeople")}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        error={error}
        dir="auto"
      />
      {chosen.length > 0 && (
        <Group gap={6} data-testid="chosen-people">
          {chosen.map((p) => (
            <Badge
              key={p.id}
              variant="light"
              size="lg"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t("notifications.send.remove", { name: p.name })}
                  onClick={() => onToggle(p, false)}
                />
              }
            >
              {p.name}
            </Badge>
          ))}
        </Group>
      )}
      <Stack gap={4} mah={220} style={{ overflowY: "auto" }} data-testid="people-results">
        {(found ?? []).map((p) => (
          <Checkbox
            key={p.id}
            label={`${p.name} · ${p.roles.map((r) => t(`role.${r}` as MessageKey)).join(", ")}`}
            checked={chosenIds.has(p.id)}
            onChange={(e) => onToggle(p, e.currentTarget.checked)}
          />
        ))}
        {search.error && <ReadFailed error={search.error} onRetry={search.retry} testId="people-failed" />}
        {found?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("notifications.send.noPeople")}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
