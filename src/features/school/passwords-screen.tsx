"use client";

import { Alert, Badge, Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { toast } from "~/features/shell/toast";
import { ConfirmButton, PageHeader } from "~/features/ui/list";
import { useUrlParams } from "~/features/ui/url-state";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/trpc/lazy";
import type { RouterOutputs } from "~/trpc/react";

type Slip = RouterOutputs["people"]["generateCredentials"][number];

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
    (trpc, input: { schoolId: string; classId?: string; studentIds?: string[]; students: boolean; parents: boolean }) => trpc.people.generateCredentials.mutate(input),
  );
  const [slips, setSlips] = useState<Slip[] | null>(null);

  // the class the server rendered, once it is the one chosen (not while the next one is on its way)
  const shown = cls && cls.slug === slug ? cls : null;
  const selected = shown?.students.filter((s) => !excluded.has(s.id)) ?? [];
  const run = async () => {
    if (!shown) return;
    try {
      const all = selected.length === shown.students.length;
      const result = await generate.mutateAsync({
        schoolId,
        ...(all ? { classId: shown.id } : { studentIds: selected.map((s) => s.id) }),
        ...who,
      });
      setSlips(result);
      toast.success(t("success.operation"));
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };

  if (slips) return <Slips slips={slips} schoolName={schoolName} loginUrl={loginUrl} onBack={() => setSlips(null)} />;
  return (
    <Stack gap="lg">
      <PageHeader title={t("passwords.title")} subtitle={t("passwords.intro")} />
      <Group align="flex-end">
        <Select
          label={t("students.class")}
          name="class"
          w={200}
          searchable
          data={classes.map((c) => ({ value: c.slug, label: c.name }))}
          value={slug}
          onChange={(v) => {
            setSlug(v);
            setExcluded(new Set());
            url.set({ class: v });
          }}
        />
        <Checkbox label={t("nav.students")} name="students" checked={who.students} onChange={(e) => setWho({ ...who, students: e.currentTarget.checked })} />
        <Checkbox label={t("students.parents")} name="parents" checked={who.parents} onChange={(e) => setWho({ ...who, parents: e.currentTarget.checked })} />
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
                      onChange={(e) => setExcluded(e.currentTarget.checked ? new Set() : new Set(shown.students.map((s) => s.id)))}
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

function Slips({ slips, schoolName, loginUrl, onBack }: { slips: Slip[]; schoolName: string; loginUrl: string; onBack: () => void }) {
  const t = useT();
  return (
    <Stack gap="lg">
      <Group justify="space-between" className="no-print">
        <Title order={1} fz="h2">
          {t("passwords.slipsTitle", { count: slips.length })}
        </Title>
        <Group>
          <Button variant="default" onClick={onBack}>
            {t("common.back")}
          </Button>
          <Button onClick={() => window.print()}>{t("passwords.print")}</Button>
        </Group>
      </Group>
      <Alert color="orange" className="no-print">
        {t("passwords.onceOnly")}
      </Alert>
      {slips.length === 0 && <Text c="dimmed">{t("passwords.noneEligible")}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} className="print-slips" data-testid="slips">
        {slips.map((slip) => (
          <Card key={slip.userId} withBorder padding="md" className="print-slip" data-testid="slip">
            <Text size="xs" c="dimmed">
              {schoolName}
            </Text>
            <Group justify="space-between" mt={4}>
              <Text fw={700}>{slip.name}</Text>
              <Badge variant="light">{t(`role.${slip.role}`)}</Badge>
            </Group>
            {slip.detail && (
              <Text size="sm" c="dimmed">
                {slip.role === "PARENT" ? t("passwords.parentOf", { names: slip.detail }) : slip.detail}
              </Text>
            )}
            <Stack gap={2} mt="sm">
              <Text size="sm">
                {t("passwords.identifier")} :{" "}
                <Text span ff="monospace" fw={700} dir="ltr" data-testid="slip-identifier">
                  {slip.identifier}
                </Text>
              </Text>
              <Text size="sm">
                {t("passwords.password")} :{" "}
                <Text span ff="monospace" fw={700} dir="ltr" data-testid="slip-password">
                  {slip.password}
                </Text>
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t("passwords.slipHint", { url: loginUrl })}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
