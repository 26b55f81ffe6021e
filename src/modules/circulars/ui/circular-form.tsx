"use client";

import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useRouter } from "next/navigation";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { DateField } from "~/ui/date-field";
import { errorMessage, fieldErrorsOfError, useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { CIRCULAR_ANSWERS, CIRCULAR_BODY_MAX, CIRCULAR_TITLE_MAX } from "~/modules/circulars/domain/constants";
import { localName } from "~/lib/local-name";
import type { MessageKey, MessageValues } from "~/lib/messages";
import type { TSendCircular } from "~/modules/circulars/schemas";
import { SmsEstimate, type SmsReachView } from "~/ui/sms-estimate";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { useLazyRead } from "~/ui/trpc/use-lazy-read";
import { ReadFailed } from "~/ui/read-failed";

interface Choices {
  admin: boolean;
  levels: { id: string; nameFr: string; nameEn: string; nameAr: string }[];
  classes: { id: string; name: string }[];
  /** the sender's name (what a detailed SMS says) and who gets SMS */
  me: string;
  sms: SmsReachView;
}

type Kind = "school" | "level" | "class" | "students";

/** the schema's paths of the nested audience, as the form's fields */
const FIELD_OF: Record<string, string> = {
  "audience.levelId": "levelId",
  "audience.classId": "classId",
  "audience.studentIds": "studentIds",
};

interface Values {
  schoolId: string;
  title: string;
  body: string;
  kind: Kind;
  levelId: string;
  classId: string;
  studentIds: string[];
  answer: TSendCircular["answer"];
  deadline: string;
}

const audienceOf = (v: Values): TSendCircular["audience"] =>
  v.kind === "school"
    ? { kind: "school" }
    : v.kind === "level"
      ? { kind: "level", levelId: v.levelId }
      : v.kind === "class"
        ? { kind: "class", classId: v.classId }
        : { kind: "students", classId: v.classId, studentIds: v.studentIds };

/**
 * /circulars/new: the circular, its families (the school's, a level's, a class's or chosen pupils' — a teacher: the
 * classes they teach), the answer asked ("I have read" or a signed consent) and a deadline. The schema's messages
 * show inline; what was typed stays when the server refuses.
 */
export function CircularForm({ schoolId, choices }: { schoolId: string; choices: Choices }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const initial: Values = {
    schoolId,
    title: "",
    body: "",
    kind: choices.admin ? "school" : "class",
    levelId: "",
    classId: choices.admin ? "" : (choices.classes[0]?.id ?? ""),
    studentIds: [],
    answer: "ACKNOWLEDGE",
    deadline: "",
  };
  // the form's flat values map onto the procedure's input (the audience nested): validated on submit below, with the
  // schema's paths mapped back onto the fields ("audience.classId" → the class)
  const { form, prefetch } = useZodForm(
    () => import("~/modules/circulars/schemas").then((m) => m.ZSendCircular),
    initial as never,
  );
  const showErrors = (fields: Record<string, { key: MessageKey; values?: MessageValues }>) => {
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(fields))
      errors[FIELD_OF[path] ?? path] = t(message.key, message.values);
    form.setErrors(errors);
  };
  const send = useLazyMutation((trpc, input: TSendCircular) => trpc.circulars.send.mutate(input));
  const v = form.values as unknown as Values;
  const pupilsRead = useLazyRead(v.kind === "students" && v.classId ? v.classId : null, (trpc) =>
    trpc.circulars.classPupils.query({ classId: v.classId }),
  );
  const pupils = pupilsRead.data;
  const kinds: Kind[] = choices.admin ? ["school", "level", "class", "students"] : ["class", "students"];
  return (
    <form
      noValidate
      onFocus={prefetch}
      data-testid="circular-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const values = form.getValues() as unknown as Values;
        const input: TSendCircular = {
          schoolId,
          title: values.title,
          body: values.body,
          audience: audienceOf(values),
          answer: values.answer,
          deadline: values.answer === "NONE" ? "" : values.deadline,
        };
        const { ZSendCircular } = await import("~/modules/circulars/schemas");
        const { fieldErrorsOf } = await import("~/lib/validation");
        const parsed = ZSendCircular.safeParse(input);
        if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
        try {
          const sent = await send.mutateAsync(input);
          toast.success(t("circulars.sentTo", { count: sent.recipients }));
          router.push(localizedPath(locale, `/circulars/${sent.id}`));
        } catch (error) {
          const fields = fieldErrorsOfError(error);
          if (fields && Object.keys(fields).length) return showErrors(fields);
          const message = errorMessage(error);
          toast.error(t(message.key, message.values));
        }
      }}
    >
      <Stack>
        <TextInput
          label={t("circulars.titleField")}
          name="title"
          required
          maxLength={CIRCULAR_TITLE_MAX}
          {...form.getInputProps("title")}
        />
        <Textarea
          label={t("circulars.body")}
          name="body"
          required
          autosize
          minRows={5}
          maxLength={CIRCULAR_BODY_MAX}
          {...form.getInputProps("body")}
        />
        <SmsEstimate
          reach={choices.sms}
          words={t("notifications.kind.circular.published", { sender: choices.me, title: v.title || "…" })}
          upTo
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t("circulars.audience")}
            name="kind"
            data={kinds.map((k) => ({ value: k, label: t(`circulars.audience.${k}`) }))}
            {...form.getInputProps("kind")}
          />
          {v.kind === "level" && (
            <NativeSelect
              label={t("circulars.level")}
              name="levelId"
              required
              data={[
                { value: "", label: "—" },
                ...choices.levels.map((l) => ({ value: l.id, label: localName(locale, l) })),
              ]}
              {...form.getInputProps("levelId")}
            />
          )}
          {(v.kind === "class" || v.kind === "students") && (
            <NativeSelect
              label={t("circulars.class")}
              name="classId"
              required
              data={[{ value: "", label: "—" }, ...choices.classes.map((c) => ({ value: c.id, label: c.name }))]}
              {...form.getInputProps("classId")}
            />
          )}
        </SimpleGrid>
        {v.kind === "students" && pupilsRead.error && (
          <ReadFailed error={pupilsRead.error} onRetry={pupilsRead.retry} testId="pupils-failed" />
        )}
        {v.kind === "students" && pupils && (
          <Checkbox.Group
            label={t("circulars.students")}
            required
            value={v.studentIds}
            error={form.errors.studentIds}
            onChange={(ids) => form.setFieldValue("studentIds", ids)}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt={4} spacing={4}>
              {pupils.map((p) => (
                <Checkbox key={p.id} value={p.id} label={p.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <Radio.Group label={t("circulars.answer")} name="answer" {...form.getInputProps("answer")}>
          <Stack gap={6} mt={4}>
            {CIRCULAR_ANSWERS.map((a) => (
              <Radio key={a} value={a} label={t(`circulars.answer.${a}`)} data-testid={`answer-${a}`} />
            ))}
          </Stack>
        </Radio.Group>
        {v.answer !== "NONE" && (
          <DateField
            label={t("circulars.deadline")}
            name="deadline"
            value={v.deadline}
            error={form.errors.deadline}
            onChange={(d) => form.setFieldValue("deadline", d)}
          />
        )}
        {form.errors.audience && (
          <Text c="red" size="sm" role="alert">
            {form.errors.audience}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="send-circular">
            {t("circulars.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
