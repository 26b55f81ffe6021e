"use client";

import { Alert, Box, Checkbox, Group, Stack } from "@mantine/core";
import { Table } from "~/ui/table";
import { lazy, Suspense, useState } from "react";
import { toast } from "~/ui/shell/toast";
import { LazySelect } from "~/ui/lazy-select";
import { ConfirmButton, PageHeader } from "~/ui/list";
import { useUrlParams } from "~/ui/url-state";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { Slip } from "./slips";

// the printable slips show only after a generation: their code comes with it
const loadSlips = () => import("./slips");
const Slips = lazy(() => loadSlips().then((m) => ({ default: m.Slips })));

/** The class chosen in the address, with its students as the page read them on the server. */
export interface PasswordsClass {
  id: string;
  slug: string;
  students: { id: string; name: string; parents: string }[];
}

/**
 * /generate-passwords: pick a class (all its students, or some), choose students and/or parents, and print one
 * slip per person. Passwords are shown only here, once; everyone must change theirs at first login. The class is in
 * the address (?class=slug) and its students come with the page; the slips stay in the browser only.
 */
export function PasswordsScreen({
  schoolId,
  schoolName,
  loginUrl,
  classes,
  cls,
}: {
  schoolId: string;
  schoolName: string;
  loginUrl: string;
  classes: { slug: string; name: string }[];
  cls: PasswordsClass | null;
}) {
  const t = useT();
  const url = useUrlParams();
  const [slug, setSlug] = useState<string | null>(cls?.slug ?? null);
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const [who, setWho] = useState({ students: true, parents: true });
  const generate = useLazyMutation(
    (trpc, input: { schoolId: string; classId?: string; studentIds?: string[]; students: boolean; parents: boolean }) =>
      trpc.people.generateCredentials.mutate(input),
  );
  const [slips, setSlips] = useState<Slip[] | null>(null);

  // the class the server rendered, once it is the one chosen (not while the next one is on its way)
  const shown = cls && cls.slug === slug ? cls : null;
  const selected = shown?.students.filter((s) => !excluded.has(s.id)) ?? [];
  const run = async () => {
    if (!shown) return;
    try {
      const all = selected.length === shown.students.length;
      const [result] = await Promise.all([
        generate.mutateAsync({
          schoolId,
          ...(all ? { classId: shown.id } : { studentIds: selected.map((s) => s.id) }),
          ...who,
        }),
        loadSlips(),
      ]);
      setSlips(result);
      toast.success(t("success.operation"));
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };

  if (slips)
    return (
      <Suspense fallback={null}>
        <Slips slips={slips} schoolName={schoolName} loginUrl={loginUrl} onBack={() => setSlips(null)} />
      </Suspense>
    );
  return (
    <Stack gap="lg">
      <PageHeader title={t("passwords.title")} subtitle={t("passwords.intro")} />
      <Group align="flex-end">
        {/* Mantine's Select (searchable) arrives after the page; until then the same field stands read-only */}
        <Box w={200}>
          <LazySelect
            label={t("students.class")}
            name="class"
            searchable
            data={classes.map((c) => ({ value: c.slug, label: c.name }))}
            value={slug}
            onChange={(v) => {
              setSlug(v);
              setExcluded(new Set());
              url.set({ class: v });
            }}
          />
        </Box>
        <Checkbox
          label={t("nav.students")}
          name="students"
          checked={who.students}
          onChange={(e) => setWho({ ...who, students: e.currentTarget.checked })}
        />
        <Checkbox
          label={t("students.parents")}
          name="parents"
          checked={who.parents}
          onChange={(e) => setWho({ ...who, parents: e.currentTarget.checked })}
        />
      </Group>
      {shown && (
        <>
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t("passwords.selectAll")}
                      checked={excluded.size === 0}
                      indeterminate={excluded.size > 0 && excluded.size < shown.students.length}
                      onChange={(e) =>
                        setExcluded(e.currentTarget.checked ? new Set() : new Set(shown.students.map((s) => s.id)))
                      }
                    />
                  </Table.Th>
                  <Table.Th>{t("students.name")}</Table.Th>
                  <Table.Th>{t("students.parents")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.students.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={s.name}
                        checked={!excluded.has(s.id)}
                        onChange={(e) => {
                          const next = new Set(excluded);
                          if (e.currentTarget.checked) next.delete(s.id);
                          else next.add(s.id);
                          setExcluded(next);
                        }}
                      />
                    </Table.Td>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>{s.parents || "—"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Alert color="orange">{t("passwords.warning")}</Alert>
          <Group justify="flex-end">
            <ConfirmButton
              variant="filled"
              color="blue"
              size="sm"
              label={t("passwords.generate", { count: selected.length })}
              message={t("passwords.confirm")}
              disabled={selected.length === 0 || (!who.students && !who.parents)}
              onConfirm={run}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
