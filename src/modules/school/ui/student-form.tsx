"use client";

import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { DateField } from "~/ui/date-field";
import { useFormAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import { isoDate } from "~/lib/iso-date";
import type { z } from "zod";
import type { TStudentInput, ZUpdateStudentInput } from "~/modules/school/schemas/school";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** A row of /students as the page renders it on the server: phones and dates already formatted. */
export interface StudentItem {
  id: string;
  name: string;
  email: string | null;
  /** the phone as people write it ("0550 12 34 56"), "" for none */
  phone: string;
  /** e-mail · phone · login identifier */
  contact: string;
  birthDate: Date | null;
  /** the birth date in the reader's language */
  birthDay: string | null;
  birthPlace: string | null;
  registrationNumber: string | null;
  className: string | null;
  parents: { id: string; name: string; contact: string }[];
}

/** Adding or editing a student, in the dialog of /students (loaded when it first opens). */
export function StudentForm({
  schoolId,
  student,
  classOptions,
  onDone,
}: {
  schoolId: string;
  student?: StudentItem;
  classOptions: { value: string; label: string }[];
  onDone: () => void;
}) {
  const t = useT();
  const create = useLazyMutation((trpc, input: TStudentInput) => trpc.people.addStudent.mutate(input));
  const update = useLazyMutation((trpc, input: z.input<typeof ZUpdateStudentInput>) =>
    trpc.people.updateStudent.mutate(input),
  );
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZStudentInput),
    {
      schoolId,
      classId: undefined,
      name: student?.name ?? "",
      birthDate: isoDate(student?.birthDate),
      birthPlace: student?.birthPlace ?? "",
      registrationNumber: student?.registrationNumber ?? "",
      email: student?.email ?? "",
      phone: student?.phone ?? "",
    },
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const { schoolId: _school, classId: _class, ...fields } = values;
        if (student) {
          // a new e-mail is used once the link mailed to it is followed: say so instead of "done"
          return submit(update.mutateAsync({ ...fields, id: student.id }), {
            then: onDone,
            success: (result) =>
              result.pendingEmail ? t("school.emailPending", { email: result.pendingEmail }) : t("success.operation"),
          });
        }
        // the same "done" whether or not the address had an account: its owner, if any, is asked by Wasla, not the school
        return submit(create.mutateAsync(values), { then: onDone });
      })}
    >
      <Stack>
        <TextInput label={t("students.name")} name="name" required {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label={t("students.birthDate")} name="birthDate" {...form.getInputProps("birthDate")} />
          <TextInput label={t("students.birthPlace")} name="birthPlace" {...form.getInputProps("birthPlace")} />
          <TextInput
            label={t("students.registrationNumber")}
            name="registrationNumber"
            {...form.getInputProps("registrationNumber")}
          />
          {!student && (
            <Select
              label={t("students.class")}
              name="classId"
              clearable
              data={classOptions}
              {...form.getInputProps("classId")}
            />
          )}
          <TextInput
            type="email"
            label={t("auth.signup.email")}
            name="email"
            dir="ltr"
            {...form.getInputProps("email")}
          />
          <TextInput
            type="tel"
            label={t("auth.signup.phone")}
            name="phone"
            dir="ltr"
            {...form.getInputProps("phone")}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t("students.contactHint")}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
